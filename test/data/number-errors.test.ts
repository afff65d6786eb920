import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/data/load-data.ts';
import { formatError } from '../../src/errors/format-error.ts';
import { createFixture } from '../helpers/fixture.ts';

let fixture: Awaited<ReturnType<typeof createFixture>>;
let locations = '';
beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  locations = await readFile(join(fixture.dataDir, 'locations.json'), 'utf8');
});
afterAll(() => fixture.cleanup());

/** The report of loading the data with the first town's latitude written as `latitude` (raw JSON text). */
async function reportFor(latitude: string): Promise<string> {
  const edited = locations.replace(/"latitude": [-0-9.e]+/, `"latitude": ${latitude}`);
  expect(edited).not.toBe(locations);
  await writeFile(join(fixture.dataDir, 'locations.json'), edited);
  return loadSiteData(fixture.dataDir).then(() => 'loaded', (error: unknown) => formatError(error));
}

describe('a number out of its range', () => {
  it('is reported with the range it must be in, not a hint about text', async () => {
    const report = await reportFor('91');
    expect(report).toMatch(/hull, coordinates\.latitude \(#\/0\/coordinates\/latitude\): .*found: 91/s);
    expect(report).toMatch(/fix: Use a number of at most 61\./);
    expect(report).not.toMatch(/text/i);
  });

  it('too large for JSON (1e999) is shown as written, with the range, not as "found: null" with a hint to add the field', async () => {
    const report = await reportFor('1e999');
    expect(report).not.toMatch(/found: null/);
    expect(report).toMatch(/found: a number too large to hold/);
    expect(report).toMatch(/fix: Write the number in full/);
  });
});
