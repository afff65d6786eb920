import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/index.ts';
import { MemoryWriter } from '../../../src/output/writer.ts';
import { check } from '../../../src/check/index.ts';
import { findSampleContent } from '../../../src/data/sample/find-sample-content.ts';
import { formatSampleReport } from '../../../src/data/sample/format-sample-report.ts';
import { CtsiteError } from '../../../src/errors/ctsite-error.ts';
import { createMemoryLogger } from '../../../src/log/logger.ts';
import { createFixture, FIXTURE_DATA, projectRoot, smallSiteDir } from '../../helpers/fixture.ts';
import { createProductionData } from '../../helpers/production-data.ts';

let sample: Awaited<ReturnType<typeof createFixture>>;
let production: Awaited<ReturnType<typeof createProductionData>>;

beforeAll(async () => {
  [sample, production] = await Promise.all([createFixture(), createProductionData()]);
});
afterAll(async () => {
  await Promise.all([sample.cleanup(), production.cleanup()]);
});

/** Entries the data marks `"sample": true`, counted in the files as written: the finder's count is checked against it. */
async function markedInFiles(dataDir: string): Promise<number> {
  const files = (await readdir(dataDir, { recursive: true })).filter((file) => file.endsWith('.json'));
  const texts = await Promise.all(files.map((file) => readFile(join(dataDir, file), 'utf8')));
  return texts.reduce((sum, text) => sum + (text.match(/"sample":\s*true/g) ?? []).length, 0);
}

/** The line of a file, as an editor numbers them. */
async function lineOf(dataDir: string, file: string, line: number): Promise<string> {
  return (await readFile(join(dataDir, '..', file), 'utf8')).split('\n')[line - 1] ?? '';
}

describe('sample content in the data', () => {
  it("today's data: every stand-in, grouped by kind, each with its file, JSON path and the line that holds it", async () => {
    const items = await findSampleContent(sample.dataDir);
    const count = (kind: string) => items.filter((item) => item.kind === kind).length;
    // The placeholders of company.json named below, and every entry the files mark.
    const markedCount = await markedInFiles(sample.dataDir);
    expect(markedCount).toBeGreaterThan(0);
    expect({ form: count('form'), phone: count('phone'), domain: count('domain'), ids: count('company-id'), postcode: count('postcode'), marked: count('marked') }).toEqual({ form: 1, phone: 1, domain: 2, ids: 1, postcode: 1, marked: markedCount });
    expect(items).toHaveLength(6 + markedCount);
    const marked = items.filter((item) => item.kind === 'marked');
    expect(new Set(marked.map((item) => item.file))).toEqual(new Set(['data/accreditations.json', 'data/company.json', 'data/testimonials.json', 'data/pages/portfolio.json', 'data/pages/about.json', 'data/pages/service-location.json']));
    for (const item of items) {
      const text = await lineOf(sample.dataDir, item.file, item.line);
      // A value's line holds its key; a marked entry's line opens it, with the mark on it or the next.
      if (item.kind === 'marked' || item.kind === 'form') expect(text, `${item.file}:${item.line}`).toMatch(/\{\s*$|"sample": true/);
      else expect(text, `${item.file}:${item.line}`).toContain(`"${String(item.path.at(-1))}"`);
    }

    const report = formatSampleReport(items).split('\n');
    expect(report[0]).toBe(`Sample content: ${items.length} entries stand in for real ones. Replace each before the site goes live:`);
    expect(report).toContain("Phone numbers from Ofcom's drama range (1)");
    expect(report).toContain(`  data/company.json:6 $.phone  "01632 960 123" is a drama number (Ofcom's range reserved for TV and radio), no one can call it → put the number customers call`);
    expect(report).toContain('Addresses at reserved example domains (2)');
    expect(report).toContain('  data/company.json:8 $.siteUrl  "https://www.example.com" is example.com, a domain reserved for examples, not a real site → put the address the site is published at, e.g. https://www.<your domain>');
    expect(report).toContain('  data/company.json:4 $.companyNumber  "12345678" is the placeholder company number → put the number on the Companies House register');
    expect(report).toContain('Postcodes that cannot be right (1)');
    expect(report).toContain(`Entries marked "sample": true (${markedCount})`);
    expect(report).toContain(`  data/testimonials.json:2 $[0]  "Mark D., Distribution centre, Goole" testimonial is marked "sample": true, a stand-in for a real one → put a real client's words, with their permission, then delete "sample": true`);
    expect(report.some((line) => /^ {2}data\/pages\/about\.json:\d+ \$\.directors\[1\] {2}"Paul Hudson, Operations Director" director is marked/.test(line))).toBe(true);
    // Headings in a fixed order, each followed by its items.
    expect(report.filter((line) => /^\S.* \(\d+\)$/.test(line))).toEqual([
      'The enquiry form, which only simulates sending (1)',
      "Phone numbers from Ofcom's drama range (1)",
      'Addresses at reserved example domains (2)',
      'Placeholder company and VAT numbers (1)',
      'Postcodes that cannot be right (1)',
      `Entries marked "sample": true (${markedCount})`,
    ]);
  });

  it('finds a placeholder wherever it is written: copy in any file, a location\'s districts, a VAT number', async () => {
    const fixture = await createProductionData();
    try {
      await fixture.edit('pages/home.json', (json) => ({ ...(json as object), areasIntro: 'Ring our Goole office on 0113 496 0123 or write to goole@branch.example.net.' }));
      await fixture.edit('locations.json', (json) => (json as Record<string, unknown>[]).map((location) => (location['slug'] === 'goole' ? { ...location, postcode: 'HU15' } : location)));
      await fixture.edit('company.json', (json) => ({ ...(json as object), vatNumber: 'GB123456789' }));
      const items = await findSampleContent(fixture.dataDir);
      const shown = items.map((item) => `${item.kind} ${item.file} ${item.path.join('.')} ${item.found}`);
      expect(shown).toEqual([
        'phone data/pages/home.json areasIntro 0113 496 0123',
        'domain data/pages/home.json areasIntro goole@branch.example.net',
        'company-id data/company.json vatNumber GB123456789',
        'postcode data/locations.json 2.postcode HU15',
      ]);
      expect(items.find((item) => item.kind === 'postcode')?.what).toBe('Goole is in DN14, not HU15');
      for (const item of items) expect(await lineOf(fixture.dataDir, item.file, item.line)).toContain(`"${String(item.path.at(-1))}"`);
    } finally {
      await fixture.cleanup();
    }
  });

  it('none once every one is replaced; a file that cannot be read (or nests past the data reader limit) is reported, a missing folder is an error', async () => {
    expect(await findSampleContent(production.dataDir)).toEqual([]);
    const fixture = await createProductionData();
    try {
      await writeFile(join(fixture.dataDir, 'testimonials.json'), '[{"quote": ');
      await rm(join(fixture.dataDir, 'pages/faqs.json'));
      // Deep enough to overflow a walk that recurses once a level (how CI once crashed), and valid JSON.
      await writeFile(join(fixture.dataDir, 'sectors.json'), '['.repeat(6000) + ']'.repeat(6000));
      const items = await findSampleContent(fixture.dataDir);
      expect(items.map((item) => `${item.kind} ${item.file}: ${item.what}`)).toEqual([
        'unreadable data/pages/faqs.json: the file is missing, so it was not checked for sample content',
        'unreadable data/sectors.json: the file could not be read as JSON, so it was not checked for sample content',
        'unreadable data/testimonials.json: the file could not be read as JSON, so it was not checked for sample content',
      ]);
      expect(formatSampleReport(items)).toContain('\n  data/testimonials.json  the file could not be read as JSON');
    } finally {
      await fixture.cleanup();
    }
    const missing = await findSampleContent(join(production.dir, 'no-data')).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(CtsiteError);
    expect((missing as CtsiteError).code).toBe('SampleCheckNoData');
  });
});

describe('ctsite build and ctsite check --production', () => {
  it('build renders sample content as any other and prints one line counting it', async () => {
    // The small fixture's data: the same sample content, a quicker build.
    const entries = (await findSampleContent(FIXTURE_DATA.small)).length;
    expect(entries).toBeGreaterThan(1);
    const logger = createMemoryLogger();
    const result = await build({ root: projectRoot, dataDir: FIXTURE_DATA.small, writer: new MemoryWriter(), logger });
    expect(result.sampleEntries).toBe(entries);
    expect(logger.lines.at(-1)).toBe(`Sample content: ${entries} entries stand in for real ones (ctsite check --production lists them).`);
  }, 120_000);

  it('check --production fails with the to-do list while sample content remains, and passes once it is replaced', async () => {
    // The small fixture site (test/fixtures/small-site), built once for the run: the real site is checked by `npm run check` in CI.
    const small = { dataDir: FIXTURE_DATA.small, outDir: smallSiteDir() };
    const smallProduction = await createProductionData({ data: 'small' });
    try {
      const items = await findSampleContent(small.dataDir);
      expect(items.length).toBeGreaterThan(1);
      const failing = createMemoryLogger();
      const failure = await check({ dir: small.outDir, production: true, dataDir: small.dataDir, logger: failing }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(CtsiteError);
      expect((failure as CtsiteError).code).toBe('CheckFailed');
      // Every problem is a sample entry: the site passes every other gate.
      expect((failure as CtsiteError).message).toBe(`${items.length} problems found; see the report above.`);
      expect(failing.lines).toContainEqual(expect.stringMatching(new RegExp(`^ {2}sample content: ${items.length} entries stand in for real ones, ${items.length} problems \\(\\d+ ms\\)$`)));
      expect(failing.lines.at(-1)).toBe(formatSampleReport(items));

      const passing = createMemoryLogger();
      await check({ dir: small.outDir, production: true, dataDir: smallProduction.dataDir, logger: passing });
      expect(passing.lines).toContainEqual(expect.stringMatching(/^ {2}sample content: none in the data, 0 problems \(\d+ ms\)$/));
      expect(passing.lines.at(-1)).toBe('All checks passed.');
    } finally {
      await smallProduction.cleanup();
    }
  }, 300_000);
});
