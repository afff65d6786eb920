import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { formatError } from '../../src/errors/format-error.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

type Row = Record<string, unknown>;
/** Entry `index` of a data file that holds an array. */
const row = (json: unknown, index: number): Row => {
  const entry = (json as Row[])[index];
  if (!entry) throw new Error(`fixture has no entry ${index}`);
  return entry;
};
let fixture: Awaited<ReturnType<typeof createFixture>>;

beforeEach(async () => {
  fixture = await createFixture();
});
afterEach(async () => {
  await fixture.cleanup();
});

async function buildFixture() {
  return build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });
}

async function expectDataError(expected: RegExp[]): Promise<CtsiteError> {
  const error = await buildFixture().then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CtsiteError);
  const report = formatError(error);
  for (const pattern of expected) expect(report).toMatch(pattern);
  expect(report).not.toMatch(/\n\s+at /); // no stack trace without --verbose
  return error as CtsiteError;
}

describe('bad data', () => {
  it('reports invalid JSON with line, column and an excerpt of the file', async () => {
    await fixture.writeRaw('company.json', '{\n  "name": "CT",\n  "phone": 01632\n}\n');
    const error = await expectDataError([/company\.json:3:\d+: invalid JSON at line 3, column \d+/, /> +3 \| +"phone": 01632/]);
    expect(error.code).toBe('InvalidData');
  });

  it('names the file, JSON path, expectation and what was found', async () => {
    await fixture.edit('services.json', (json) => {
      row(json, 3).slug = 'Bad Slug';
      return json;
    });
    await expectDataError([/services\.json:\d+:\d+: [^\n]*\(#\/3\/slug\): a lower-case slug/, /found: "Bad Slug"/]);
  });

  it('reports every problem in one run, across files', async () => {
    await fixture.edit('services.json', (json) => {
      delete row(json, 0).name;
      return json;
    });
    await fixture.edit('locations.json', (json) => {
      row(json, 2).postcode = 'SW1';
      return json;
    });
    await fixture.edit('company.json', (json) => ({ ...(json as object), colour: 'blue' }));
    await expectDataError([/services\.json:\d+:\d+: [^\n]*\(#\/0\/name\): expected string/, /locations\.json:\d+:\d+: [^\n]*\(#\/2\/postcode/, /company\.json:\d+:\d+: colour \(#\/colour\): unknown key "colour"/, /3 problems/]);
  });

  it('catches duplicate slugs and references that do not resolve', async () => {
    await fixture.edit('services.json', (json) => {
      row(json, 1).slug = row(json, 0).slug;
      return json;
    });
    await fixture.edit('locations.json', (json) => {
      row(json, 0).nearby = ['atlantis', 'brough'];
      return json;
    });
    await fixture.edit('headline-services.json', (json) => {
      row(json, 0).target = { service: 'teleportation' };
      return json;
    });
    await expectDataError([
      /services\.json:\d+:\d+: [^\n]*\(#\/1\/slug\): duplicate slug/,
      /locations\.json:\d+:\d+: [^\n]*\(#\/0\/nearby\/0\): refers to a location that does not exist/,
      /headline-services\.json:\d+:\d+: [^\n]*\(#\/0\/target\/service\): refers to a service that does not exist/,
    ]);
  });

  it('names what the specification requires and the data lacks', async () => {
    await fixture.edit('services.json', (json) => (json as Row[]).filter((s) => s.slug !== 'backup-power-systems'));
    await fixture.edit('locations.json', (json) => (json as Row[]).filter((l) => l.slug !== 'hedon'));
    await expectDataError([/services\.json:\d+:\d+: the service "backup-power-systems" is missing/, /locations\.json:\d+:\d+: the location "hedon" is missing/]);
  });

  it("names a home page sector whose group is not one of the industries page's (issue 47)", async () => {
    await fixture.edit('pages/home.json', (json) => {
      const list = (json as { sectors: { list: Row[] } }).sectors.list;
      row(list, 5).group = 'specialized';
      return json;
    });
    await expectDataError([/pages\/home\.json:\d+:\d+: [^\n]*\(#\/sectors\/list\/5\/group\): refers to a group of the industries page that does not exist/]);
  });

  it('rejects an unknown token and an unsafe URL', async () => {
    await fixture.edit('pages/home.json', (json) => {
      (json as { hero: { lead: string } }).hero.lead = 'Call {company.fax} today';
      return json;
    });
    await fixture.edit('company.json', (json) => ({ ...(json as object), social: [{ network: 'x', label: 'X', url: 'javascript:alert(1)' }] }));
    await expectDataError([/company\.json:\d+:\d+: [^\n]*\(#\/social\/0\/url\): an https:, tel: or mailto: URL/]);
  });

  it('leaves the previous output untouched when the build fails', async () => {
    await buildFixture();
    const before = await snapshot(fixture.outDir);
    await fixture.edit('services.json', (json) => {
      row(json, 0).technicalSpecs = [];
      return json;
    });
    await expect(buildFixture()).rejects.toThrow(CtsiteError);
    expect(await snapshot(fixture.outDir)).toEqual(before);
    const siblings = await readdir(fixture.dir);
    expect(siblings.filter((name) => name.includes('staging') || name.includes('previous'))).toEqual([]);
  }, 120_000);
});

async function snapshot(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
  return Object.fromEntries(await Promise.all(files.map(async (file) => [file, (await readFile(file)).toString('base64').slice(0, 64)])));
}
