import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/data/load-data.ts';
import { formatError } from '../../src/errors/format-error.ts';
import { createFixture } from '../helpers/fixture.ts';

let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
});
afterAll(() => fixture.cleanup());

describe('a slug that would write into a folder the build keeps', () => {
  it('a town whose area page would be /assets/ is a data error naming the entry, before anything is built', async () => {
    await fixture.edit('locations.json', (json) => (json as Record<string, unknown>[]).map((town, index) => (index === 1 ? { ...town, areaPageSlug: 'assets' } : town)));
    const report = await loadSiteData(fixture.dataDir).then(() => 'loaded', (error: unknown) => formatError(error));
    expect(report).toMatch(/data\/locations\.json:\d+:\d+: [^\n]*\(#\/1\/areaPageSlug\): "assets" is the folder the build keeps for its content-hashed files/);
    expect(report).toMatch(/fix: Choose another areaPageSlug/);
  });
});
