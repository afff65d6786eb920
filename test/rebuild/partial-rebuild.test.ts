import { readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/pipeline/index.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { createRebuildSession, type RebuildResult, type RebuildSession } from '../../src/rebuild/rebuild-session.ts';
import { createMemoryLogger } from '../../src/log/logger.ts';
import { readSiteFiles } from '../helpers/site-files.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

interface Town {
  slug: string;
  name: string;
  localCopy: string[];
  serviceNotes: Record<string, string>;
  summary: string;
  nearby: string[];
}
interface Service {
  slug: string;
  description: string;
}

const env = { SOURCE_DATE_EPOCH: '1767225600' };
let fixture: Awaited<ReturnType<typeof createFixture>>;
let session: RebuildSession;
/** What the session logs, e.g. the warning for pages a rebuild drops with no redirect. */
const logger = createMemoryLogger();
/** The changed file as `ctsite serve`'s watcher names it: relative to the project folder. */
const changed = (file: string) => relative(projectRoot, join(fixture.dataDir, file));

beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  session = createRebuildSession({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir, env, logger });
  await session.full();
}, 60_000);
afterAll(async () => {
  await fixture.cleanup();
});

/**
 * The output after a partial rebuild must be what a whole build of the same data writes, byte for byte. Returns the
 * whole build's result: what a test counts against (how many pages and redirects the data has) comes from it.
 */
async function expectSameAsWholeBuild(): Promise<BuildResult> {
  const reference = join(fixture.dir, 'reference');
  await rm(reference, { recursive: true, force: true });
  const result = await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: reference, env });
  const [partial, whole] = await Promise.all([readSiteFiles(fixture.outDir), readSiteFiles(reference)]);
  expect([...partial.keys()].sort()).toEqual([...whole.keys()].sort());
  const different = [...whole].filter(([file, bytes]) => !bytes.equals(partial.get(file) ?? Buffer.alloc(0))).map(([file]) => file);
  expect(different).toEqual([]);
  return result;
}

async function editTowns(change: (towns: Town[]) => Town[] | void): Promise<RebuildResult> {
  await fixture.edit('locations.json', (json) => change(json as Town[]) ?? json);
  return session.rebuild([changed('locations.json')]);
}

const town = (towns: Town[], slug: string): Town => {
  const found = towns.find((candidate) => candidate.slug === slug);
  if (!found) throw new Error(`the fixture has no ${slug}`);
  return found;
};

describe("ctsite serve's partial rebuilds", () => {
  it("a word in one town's long copy renders and writes only its area page, the one page that shows it", async () => {
    const result = await editTowns((towns) => {
      const goole = town(towns, 'goole');
      goole.localCopy[0] = (goole.localCopy[0] ?? '').replace(/\bport\b/, 'harbour');
    });
    expect(result.kind).toBe('partial');
    expect(result.rendered).toBe(1);
    expect(result.files?.written).toEqual(['goole-commercial-electrician/index.html']);
    expect(result.files?.removed).toEqual([]);
    expect(await readFile(join(fixture.outDir, 'goole-commercial-electrician/index.html'), 'utf8')).toContain('harbour');
    await expectSameAsWholeBuild();
  }, 60_000);

  it("a word in one town's note for a service category renders only that town's pages of the category's services", async () => {
    const result = await editTowns((towns) => {
      const goole = town(towns, 'goole');
      goole.serviceNotes.power = (goole.serviceNotes.power ?? '').replace(/\bdocks\b/, 'quays');
    });
    expect(result.kind).toBe('partial');
    // Switchgear, surge protection, backup power and energy management in Goole.
    expect(result.files?.written.toSorted()).toEqual([
      'services/backup-power-systems/goole/index.html', 'services/energy-management-building-automation/goole/index.html',
      'services/power-distribution-switchgear/goole/index.html', 'services/surge-protection-power-quality/goole/index.html',
    ]);
    expect(await readFile(join(fixture.outDir, 'services/backup-power-systems/goole/index.html'), 'utf8')).toContain('quays');
    await expectSameAsWholeBuild();
  }, 60_000);

  it("a town's name reaches every page that names or links to it, and the header and footer", async () => {
    const result = await editTowns((towns) => {
      town(towns, 'hessle').name = 'Hessle Foreshore';
    });
    expect(result.kind).toBe('partial');
    expect(result.files?.written).toContain('sitemap/index.html');
    const whole = await expectSameAsWholeBuild();
    // The footer lists Hessle, so every page (and redirect) is rendered again.
    expect(result.rendered).toBe(whole.pages + whole.redirects);
    await editTowns((towns) => {
      town(towns, 'hessle').name = 'Hessle';
    });
    await expectSameAsWholeBuild();
  }, 60_000);

  it("values computed from the data as routes expand (drive times, miles to nearby towns) are compared too", async () => {
    const result = await editTowns((towns) => {
      const coordinates = (town(towns, 'howden') as Town & { coordinates: { latitude: number } }).coordinates;
      coordinates.latitude += 0.05;
    });
    expect(result.kind).toBe('partial');
    expect(result.files?.written).toContain('howden-commercial-electrician/index.html');
    // Goole lists Howden among its nearby towns, with the distance.
    expect(result.files?.written).toContain('goole-commercial-electrician/index.html');
    await expectSameAsWholeBuild();
  }, 60_000);

  it("a service's description reaches its own pages and the lists that show it, not other services' pages", async () => {
    await fixture.edit('services.json', (json) => {
      const service = (json as Service[]).find((candidate) => candidate.slug === 'ev-charging-station-installation');
      if (!service) throw new Error('the fixture has no EV charging service');
      service.description = `${service.description} Rapid chargers included.`;
      return json;
    });
    const result = await session.rebuild([changed('services.json')]);
    expect(result.kind).toBe('partial');
    const written = result.files?.written ?? [];
    expect(written).toContain('services/ev-charging-station-installation/index.html');
    expect(written).toContain('services/ev-charging-station-installation/goole/index.html');
    expect(written.some((file) => file.startsWith('services/backup-power-systems/'))).toBe(false);
    const whole = await expectSameAsWholeBuild();
    // Not the other services' pages in each town: at most the site less those.
    const services = JSON.parse(await readFile(join(fixture.dataDir, 'services.json'), 'utf8')) as Service[];
    const towns = JSON.parse(await readFile(join(fixture.dataDir, 'locations.json'), 'utf8')) as Town[];
    expect(result.rendered).toBeLessThanOrEqual(whole.pages + whole.redirects - (services.length - 1) * towns.length);
  }, 60_000);

  it('a new town adds its pages, the sitemap entries and the links to it; renaming it warns of its old addresses; removing it removes them', async () => {
    const added = await editTowns((towns) => {
      const driffield = town(towns, 'driffield');
      towns.push({
        ...structuredClone(driffield),
        slug: 'welton-dale',
        name: 'Welton Dale',
        summary: 'The wooded valley north of Driffield, with farms and a few rural businesses along its lanes.',
        localCopy: [
          'Welton Dale runs north from Driffield into the Wolds, with farms and rural workshops along its lanes.',
          'Work here is mostly farm buildings and workshops: supplies, lighting and testing for older installations.',
        ],
        nearby: ['driffield', 'beverley'],
      });
    });
    expect(added.kind).toBe('partial');
    const written = added.files?.written ?? [];
    expect(written).toContain('welton-dale-commercial-electrician/index.html');
    expect(written).toContain('services/backup-power-systems/welton-dale/index.html');
    expect(written).toContain('sitemap.xml');
    expect(await readFile(join(fixture.outDir, 'sitemap.xml'), 'utf8')).toContain('/welton-dale-commercial-electrician/');
    await expectSameAsWholeBuild();

    // Renamed: a preview warns, naming the lines of data/redirects.json that keep the old addresses; pasted, they are
    // redirect pages, as a whole build writes them.
    const warnedFrom = logger.lines.length;
    const renamed = await editTowns((towns) => void (town(towns, 'welton-dale').slug = 'welton-vale'));
    expect(renamed.kind).toBe('partial');
    const warning = logger.lines.slice(warnedFrom).find((line) => line.startsWith('Removing '));
    expect(warning).toMatch(/^Removing \d+ pages of the last output with no redirect; to keep them answering, add to data\/redirects\.json:\n/);
    expect(warning).toContain('{ "from": "/services/backup-power-systems/welton-dale/", "to": "/services/backup-power-systems/welton-vale/" }');
    const lines = (warning ?? '').split('\n').slice(1).map((line) => JSON.parse(line.trim().replace(/,$/, '')) as { from: string; to: string });
    await fixture.edit('redirects.json', () => lines);
    const redirected = await session.rebuild([changed('redirects.json')]);
    expect(redirected.kind).toBe('partial');
    expect(redirected.files?.written).toContain('welton-dale-commercial-electrician/index.html');
    expect(redirected.files?.written).toContain('_redirects');
    await expectSameAsWholeBuild();

    // Removed for good, its redirects with it.
    await fixture.edit('redirects.json', () => []);
    await fixture.edit('locations.json', (json) => (json as Town[]).filter((candidate) => candidate.slug !== 'welton-vale'));
    const removed = await session.rebuild([changed('locations.json'), changed('redirects.json')]);
    expect(removed.kind).toBe('partial');
    expect(removed.files?.removed).toContain('welton-vale-commercial-electrician/index.html');
    expect(removed.files?.removed).toContain('services/backup-power-systems/welton-dale/index.html');
    expect(await readdir(join(fixture.outDir, 'services/backup-power-systems'))).not.toContain('welton-vale');
    await expectSameAsWholeBuild();
  }, 120_000);

  it("the site's address, read by no route definition, reaches every page's canonical link and the sitemap", async () => {
    await fixture.edit('company.json', (json) => ({ ...(json as object), siteUrl: 'https://staging.example.net' }));
    const result = await session.rebuild([changed('company.json')]);
    expect(result.kind).toBe('partial');
    expect(result.expanded).toBe(0);
    expect(await readFile(join(fixture.outDir, 'sitemap.xml'), 'utf8')).toContain('https://staging.example.net/');
    await expectSameAsWholeBuild();
  }, 60_000);

  it('broken data fails the rebuild and leaves the output as it was; the next good save rebuilds from there', async () => {
    const before = await readSiteFiles(fixture.outDir);
    const good = await readFile(join(fixture.dataDir, 'locations.json'), 'utf8');
    await fixture.writeRaw('locations.json', good.replace('"slug": "goole"', '"slug": 7'));
    const failure = await session.rebuild([changed('locations.json')]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CtsiteError);
    expect((failure as CtsiteError).code).toBe('InvalidData');
    const after = await readSiteFiles(fixture.outDir);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    expect([...after].every(([file, bytes]) => bytes.equals(before.get(file) ?? Buffer.alloc(0)))).toBe(true);

    await fixture.writeRaw('locations.json', good.replace('Goole', 'Goole Town'));
    const result = await session.rebuild([changed('locations.json')]);
    expect(result.kind).toBe('partial');
    await expectSameAsWholeBuild();
  }, 60_000);

  it('after a whole build fails, the next save runs a whole build, then partial ones again', async () => {
    const good = await readFile(join(fixture.dataDir, 'locations.json'), 'utf8');
    await fixture.writeRaw('locations.json', good.replace('"slug": "goole"', '"slug": 7'));
    await expect(session.rebuild(['public/og-image.png'])).rejects.toThrow(CtsiteError);
    await fixture.writeRaw('locations.json', good);
    const whole = await session.rebuild([changed('locations.json')]);
    expect(whole.kind).toBe('full');
    expect(whole.reason).toBe('the last build did not finish');
    await fixture.writeRaw('locations.json', good.replace('Goole Town', 'Goole'));
    expect((await session.rebuild([changed('locations.json')])).kind).toBe('partial');
    await expectSameAsWholeBuild();
  }, 60_000);

  it('a change outside the data runs a whole build', async () => {
    const result = await session.rebuild(['templates/styles/site.css']);
    expect(result.kind).toBe('full');
    expect(result.reason).toBe('templates/styles/site.css changed');
    expect(result.written).toBe(0);
  }, 60_000);
});
