import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from '../../../src/pipeline/index.ts';
import { MemoryWriter } from '../../../src/output/writer.ts';
import { check } from '../../../src/check/index.ts';
import { loadSiteData } from '../../../src/data/load-data.ts';
import { findSampleContent } from '../../../src/data/sample/find-sample-content.ts';
import { CtsiteError } from '../../../src/errors/ctsite-error.ts';
import { createMemoryLogger } from '../../../src/log/logger.ts';
import { loadDataError } from '../../helpers/data-error.ts';
import { createFixture, projectRoot, smallSiteDir } from '../../helpers/fixture.ts';
import { createProductionData } from '../../helpers/production-data.ts';

/** A copy of the small fixture's data (or of its production copy) with `enquiryForm` as given; cleaned up after `use`. */
async function withEnquiryForm<T>(enquiryForm: object | undefined, use: (dataDir: string) => Promise<T>, options: { production?: boolean } = {}): Promise<T> {
  const fixture = options.production ? await createProductionData({ data: 'small' }) : await createFixture({ data: 'small' });
  try {
    await fixture.edit('company.json', (json) => {
      const company = { ...(json as Record<string, unknown>) };
      delete company['enquiryForm'];
      return enquiryForm ? { ...company, enquiryForm } : company;
    });
    return await use(fixture.dataDir);
  } finally {
    await fixture.cleanup();
  }
}

/** `ctsite check --production` over the small fixture site with `dataDir`'s data: the report lines, or none if it passed. */
async function checkProduction(dataDir: string): Promise<string[]> {
  const logger = createMemoryLogger();
  const failure = await check({ dir: smallSiteDir(), production: true, dataDir, logger }).then(() => undefined, (error: unknown) => error);
  if (failure === undefined) return [];
  if (!(failure instanceof CtsiteError)) throw failure;
  return logger.lines.flatMap((line) => line.split('\n'));
}

describe('enquiryForm.endpoint in company.json', () => {
  it('must be a URL, and https unless it is on this machine: clear errors naming the field', async () => {
    for (const [endpoint, message] of [
      ['formspree xqkrwzab', 'the form service\'s https URL, e.g. "https://formspree.io/f/xyzabcde"'],
      ['http://example.com/f/enquiries', 'an https URL: over http the enquiry travels unencrypted'],
    ] as const) {
      const { error, report } = await withEnquiryForm({ endpoint }, (dataDir) => loadDataError(dataDir));
      const issue = error.issues?.find((each) => each.path.join('.') === 'enquiryForm.endpoint');
      expect(issue?.file, endpoint).toBe('data/company.json');
      expect(issue?.message, endpoint).toContain(message);
      expect(report, endpoint).toContain('enquiryForm');
    }
  });

  it('builds with http://127.0.0.1:PORT (previews and tests), with its origin alone added to form-action and connect-src', async () => {
    const writer = new MemoryWriter();
    await withEnquiryForm({ endpoint: 'http://127.0.0.1:8787/f/enquiries' }, (dataDir) => build({ root: projectRoot, dataDir, writer }));
    const read = (file: string) => { const content = writer.files.get(file) ?? ''; return typeof content === 'string' ? content : new TextDecoder().decode(content); };
    const headers = read('_headers');
    expect(headers).toContain("connect-src 'self' http://127.0.0.1:8787;");
    expect(headers).toContain("form-action 'self' http://127.0.0.1:8787;");
    const contact = read('contact/index.html');
    expect(contact).toMatch(/<form[^>]* action="http:\/\/127\.0\.0\.1:8787\/f\/enquiries" method="post"/);
    // The legal pages follow the setting: the form sends, so no "demonstration".
    const privacy = read('privacy-policy/index.html');
    expect(privacy).toContain('your browser sends what you typed, over an encrypted connection, to the form service we use');
    expect(privacy).not.toContain('is a demonstration');
    const terms = read('terms-conditions/index.html');
    expect(terms).toContain('is a request for a quote or a visit, not an order');
    expect(terms).not.toContain('is a demonstration');
  }, 120_000);

  it('without one, check --production names the simulated form and the fix; with one, the form is no longer listed', async () => {
    const without = await withEnquiryForm(undefined, checkProduction);
    expect(without).toContain('The enquiry form, which only simulates sending (1)');
    const line = without.find((each) => each.includes('simulate sending, so every enquiry is lost'));
    expect(line).toMatch(/^ {2}data\/company\.json:1 \$ {2}the enquiry and site-survey forms have no endpoint: they only simulate sending, so every enquiry is lost → set enquiryForm\.endpoint in data\/company\.json to your form service's https address/);

    // Other sample content remains in the small fixture's data: only the form's entry goes.
    const withEndpoint = await withEnquiryForm({ endpoint: 'https://formspree.io/f/xqkrwzab' }, async (dataDir) => ({ report: await checkProduction(dataDir), items: await findSampleContent(dataDir) }));
    expect(withEndpoint.items.length).toBeGreaterThan(0);
    expect(withEndpoint.items.filter((item) => item.kind === 'form' || item.kind === 'endpoint')).toEqual([]);
    expect(withEndpoint.report.join('\n')).not.toMatch(/enquiryForm|enquiry form/);
  }, 120_000);

  it('check --production refuses an http endpoint or one at a loopback or private address, naming the file, the field and the fix', async () => {
    const endpoint = 'http://127.0.0.1:8787/f/enquiries';
    const report = await withEnquiryForm({ endpoint }, checkProduction, { production: true });
    expect(report).toContain('Enquiry endpoints no visitor can reach (1)');
    expect(report.find((each) => each.includes('$.enquiryForm.endpoint'))).toMatch(
      /^ {2}data\/company\.json:\d+ \$\.enquiryForm\.endpoint {2}"http:\/\/127\.0\.0\.1:8787\/f\/enquiries" is at 127\.0\.0\.1, an address on this machine or a private network that no visitor can reach; it serves previews and tests, never the live site → set enquiryForm\.endpoint in data\/company\.json to your form service's https address/,
    );
    // The same finding for https at a private or loopback address; none for the owner's form service (the production data's).
    for (const other of ['https://localhost/f', 'https://192.168.1.20/forms/enquiry', 'https://10.0.0.5/f', 'https://[::1]/f']) {
      const items = await withEnquiryForm({ endpoint: other }, findSampleContent, { production: true });
      expect(items.map((item) => `${item.kind} ${item.path.join('.')} ${item.found}`), other).toEqual([`endpoint enquiryForm.endpoint ${other}`]);
    }
    expect(await withEnquiryForm({ endpoint: 'https://formspree.io/f/xqkrwzab' }, findSampleContent, { production: true })).toEqual([]);
  }, 120_000);

  it('the example of docs/content.md ("Setting the enquiry endpoint"), pasted into company.json, loads and goes live', async () => {
    const guide = await readFile(join(projectRoot, 'docs/content.md'), 'utf8');
    const block = /## Setting the enquiry endpoint[\s\S]*?<!-- example: data\/company\.json#\/enquiryForm -->\n```json\n([\s\S]*?)```/.exec(guide)?.[1];
    if (!block) throw new Error('docs/content.md has no example under "Setting the enquiry endpoint"');
    const enquiryForm = JSON.parse(block) as { endpoint: string };
    await withEnquiryForm(enquiryForm, async (dataDir) => {
      expect((await loadSiteData(dataDir)).company.enquiryForm).toEqual(enquiryForm);
      expect(await findSampleContent(dataDir)).toEqual([]);
    }, { production: true });
  });
});
