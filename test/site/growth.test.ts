import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeScaledData } from '../../bench/scale-data.ts';
import { build } from '../../src/pipeline/index.ts';
import { NAV_LIMITS } from '../../src/routes/navigation.ts';
import { projectRoot } from '../helpers/fixture.ts';
import { readPage, realSiteDir, text } from '../helpers/site.ts';
import { expectFooterAreas, readRealSite } from './site-listings.ts';

// The real data with twice the towns and twice the services: past every list cap in the header and footer.
let dir = '';
let outDir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ctsite-growth-'));
  outDir = join(dir, 'dist');
  await writeScaledData(join(projectRoot, 'data'), join(dir, 'data'), { towns: 2, services: 2 });
  await build({ root: projectRoot, dataDir: join(dir, 'data'), outDir, env: { SOURCE_DATE_EPOCH: '1767225600' } });
}, 240_000);
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const SAMPLE = '/services/emergency-exit-lighting/goole/';
const size = async (root: string, path: string) => (await stat(join(root, path, 'index.html'))).size;

describe('a site that has grown', () => {
  it('builds the new towns and services like any other', async () => {
    const area = await readPage('/goole-2-commercial-electrician/', outDir);
    expect(text(area.querySelector('h1'))).toContain('Goole 2');
    const service = await readPage('/services/backup-power-systems-2/', outDir);
    expect(text(service.querySelector('h1'))).toContain('Backup Power Systems 2');
    expect(service.querySelector('a[href="/services/backup-power-systems-2/hull-2/"]')).not.toBeNull();
  });

  it('keeps a page the size it was: the header and footer lists are capped and end with their full index', async () => {
    const [grown, today] = await Promise.all([size(outDir, SAMPLE), size(realSiteDir(), SAMPLE)]);
    // Within 5% of today's page (the byte budget itself is site/page-budgets').
    expect(grown).toBeLessThanOrEqual(today * 1.05);
    const [grownPage, todayPage] = await Promise.all([readPage(SAMPLE, outDir), readPage(SAMPLE)]);
    const links = (page: Document, selector: string) => page.querySelectorAll(`${selector} a`).length;
    // Each list stops at its cap, plus the link to its index.
    const serviceLists = [...grownPage.querySelectorAll('#menu-services .nav-list')].map((list) => list.querySelectorAll('a').length);
    expect(Math.max(...serviceLists)).toBe(NAV_LIMITS.menuServicesPerGroup + 1);
    expect(links(grownPage, 'nav[aria-labelledby="footer-areas"]')).toBe(NAV_LIMITS.footerLocations + 1);
    expect(links(grownPage, 'nav[aria-labelledby="footer-more-services"]')).toBe(NAV_LIMITS.footerServicesPerColumn + 1);
    expect(links(grownPage, '#menu-services')).toBeLessThanOrEqual(NAV_LIMITS.menuServiceGroups * (NAV_LIMITS.menuServicesPerGroup + 1) + 2);
    const last = (page: Document, selector: string) => text([...page.querySelectorAll(selector)].at(-1));
    const install = grownPage.querySelector('#menu-services .nav-list');
    // The grown data has each town and service twice (bench/scale-data.ts): the counts are twice today's.
    const real = await readRealSite();
    expect(text([...(install?.querySelectorAll('a') ?? [])].at(-1))).toBe(`All ${2 * real.services.filter((s) => s.category === 'install').length} in design & installation`);
    expect([...(install?.querySelectorAll('a') ?? [])].at(-1)?.getAttribute('href')).toBe('/services/#install');
    expect(last(grownPage, 'nav[aria-labelledby="footer-areas"] a')).toBe(`All ${2 * real.towns.length} areas →`);
    expect(last(grownPage, 'nav[aria-labelledby="footer-more-services"] a')).toBe(`All ${2 * real.services.length} services`);
    // Today's data fits every list: no "All …" link where nothing was left out, except under the footer's town
    // list, which scrolls and shows a few towns at a time, so it always ends with the way to all of them.
    expect(last(todayPage, 'nav[aria-labelledby="footer-more-services"] a')).not.toMatch(/^All /);
    await expectFooterAreas(real, SAMPLE);
  });

  it('still names what the specification requires in the grown data', async () => {
    const sitemap = await readFile(join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/services/new-construction-wiring/</loc>');
    expect(sitemap).toContain('/services/new-construction-wiring-2/</loc>');
    expect(sitemap).toContain('/hull-2-commercial-electrician/</loc>');
    await stat(join(outDir, 'services/new-construction-wiring-2/hull-2/index.html'));
  });
});
