import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/data/load-data.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { formatError } from '../../src/errors/format-error.ts';
import { createFixture } from '../helpers/fixture.ts';

let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
});
afterAll(() => fixture.cleanup());

/** The data error of loading the fixture with sectors.json holding `bytes`. */
async function reportFor(bytes: string | Buffer): Promise<string> {
  await writeFile(join(fixture.dataDir, 'sectors.json'), bytes);
  const error = await loadSiteData(fixture.dataDir).then(() => undefined, (failure: unknown) => failure);
  expect(error).toBeInstanceOf(CtsiteError);
  expect((error as CtsiteError).code).toBe('InvalidData');
  const report = formatError(error);
  expect(report).not.toMatch(/a bug in ctsite|\n\s+at /);
  return report;
}

describe('a data file the editor saved oddly', () => {
  it('in Latin-1 is refused, naming the file, the line, the column and the fix, not published with "\uFFFD"', async () => {
    const report = await reportFor(Buffer.concat([Buffer.from('[\n  { "name": "Br'), Buffer.from([0xe9]), Buffer.from('omfleet" }\n]\n')]));
    expect(report).toMatch(/sectors\.json:2:16: the file is not UTF-8 text: byte 0xE9 at line 2, column 16/);
    expect(report).toMatch(/fix: Save the file as UTF-8/);
  });

  it('nested thousands of levels deep is refused with the place, not a stack overflow', async () => {
    for (const text of ['['.repeat(6000) + ']'.repeat(6000), '{"a":'.repeat(6000) + '1' + '}'.repeat(6000)]) {
      const report = await reportFor(text);
      expect(report).toMatch(/sectors\.json:1:\d+: nested more than \d+ levels deep at line 1, column \d+/);
      // The frame shows a window of the one long line, not all of it.
      expect(Math.max(...report.split('\n').map((line) => line.length))).toBeLessThan(200);
    }
  });
});
