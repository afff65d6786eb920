import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { readPage, realSiteDir, text } from '../helpers/site.ts';
import { exists } from './site-listings.ts';

const readData = async <T,>(file: string) => JSON.parse(await readFile(new URL(`../../data/${file}`, import.meta.url), 'utf8')) as T;

/**
 * The business clients the specification names ("farms, factories, warehouses, shops, offices and hospitals"),
 * each with an industry of the specification that its group on /industries/ must hold.
 */
const SECTORS = [
  { name: 'farms', industry: 'crop-farms' },
  { name: 'factories', industry: 'factories-production-plants' },
  { name: 'warehouses', industry: 'storage-warehouses' },
  { name: 'shops', industry: 'shopping-malls-retail-outlets' },
  { name: 'offices', industry: 'corporate-offices' },
  { name: 'hospitals', industry: 'hospitals-clinics' },
];

describe('the home page (issue 47)', () => {
  it('carries the trust strip right under its h1, as the landing pages do', async () => {
    const page = await readPage('/');
    const strip = page.querySelector('h1')?.nextElementSibling;
    expect(strip?.getAttribute('aria-label')).toBe('Why clients choose us');
    const { established } = await readData<{ established: number }>('company.json');
    const schemes = (await readData<{ name: string; register?: { url: string } }[]>('accreditations.json')).filter((item) => item.register);
    const links = [...(strip?.querySelectorAll('a') ?? [])].map((a) => [text(a), a.getAttribute('href')]);
    expect(links[0]?.[1]).toBe('/testimonials/');
    expect(links[0]?.[0]).toMatch(/out of 5 from \d+ client testimonials/);
    for (const scheme of schemes) expect(links).toContainEqual([`${scheme.name} registered`, scheme.register?.url]);
    expect(text(strip)).toContain(`Established ${established}`);
  });

  it('has a sectors row naming the six sectors, each linked to its industry group, an anchor that exists', async () => {
    const page = await readPage('/');
    const row = page.querySelector('#sectors');
    expect(row, 'a #sectors row').not.toBeNull();
    const links = [...(row?.querySelectorAll('a') ?? [])];
    for (const sector of SECTORS) {
      const link = links.find((a) => new RegExp(`\\b${sector.name}\\b`, 'i').test(text(a)));
      expect(link, `a link naming ${sector.name}`).toBeDefined();
      const href = link?.getAttribute('href') ?? '';
      const [pathname = '', anchor] = href.split('#');
      expect(await exists(realSiteDir(), pathname), `${sector.name}: ${href} is a page`).toBe(true);
      expect(anchor, `${sector.name}: ${href} names a group`).toBeTruthy();
      const group = (await readPage(pathname)).getElementById(anchor ?? '');
      expect(group, `${sector.name}: #${anchor} on ${pathname}`).not.toBeNull();
      // The group that anchor opens holds the industry the specification files the sector under.
      expect(group?.querySelector(`a[href="/industries/${sector.industry}/"]`), `${sector.name}: #${anchor} lists ${sector.industry}`).not.toBeNull();
    }
  });
});
