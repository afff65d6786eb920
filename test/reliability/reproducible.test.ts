import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { readSiteFiles } from '../helpers/site-files.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
});
afterAll(async () => {
  await fixture.cleanup();
});

describe('reproducible builds', () => {
  it('two builds of the same sources with the same SOURCE_DATE_EPOCH are byte-identical', async () => {
    const env = { SOURCE_DATE_EPOCH: '1767225600' };
    const a = join(fixture.dir, 'a');
    const b = join(fixture.dir, 'b');
    await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: a, env });
    await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: b, env });
    const [first, second] = await Promise.all([readSiteFiles(a), readSiteFiles(b)]);
    expect([...second.keys()]).toEqual([...first.keys()]);
    const different = [...first].filter(([file, bytes]) => !bytes.equals(second.get(file) ?? Buffer.alloc(0))).map(([file]) => file);
    expect(different).toEqual([]);
    expect(first.get('terms-conditions/index.html')?.toString()).toContain('1 January 2026');
  }, 60_000);
});
