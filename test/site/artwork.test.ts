import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { heroDrawing, readPage } from '../helpers/site.ts';

/** The drawing a page shows, without the badge laid on it: the picture is what must differ. */
const drawingOf = async (pathname: string) => (await heroDrawing(pathname)).shapes;

async function expectDistinct(pages: Record<string, string>) {
  const drawings = await Promise.all(Object.values(pages).map(drawingOf));
  const byDrawing = new Map<string, string[]>();
  Object.keys(pages).forEach((name, index) => byDrawing.set(drawings[index] ?? '', [...(byDrawing.get(drawings[index] ?? '') ?? []), name]));
  expect([...byDrawing.values()].filter((names) => names.length > 1), 'pages sharing one drawing').toEqual([]);
}

describe('illustrations', () => {
  it('give each page kind its own drawing', async () => {
    await expectDistinct({
      home: '/', about: '/about/', contact: '/contact/', survey: '/free-site-survey/', testimonials: '/testimonials/', portfolio: '/portfolio/',
      services: '/services/', serviceAreas: '/service-areas/', area: '/commercial-electrician-hull/', areaServices: '/services-goole/',
      serviceInLocation: '/services/backup-power-systems/goole/', industries: '/industries/', sitemap: '/sitemap/', legal: '/privacy-policy/',
      notFound: '/404.html',
    });
  });

  it('give each industry its own drawing of its trade', async () => {
    const categories = JSON.parse(await readFile(new URL('../../data/industries.json', import.meta.url), 'utf8')) as { industries: { slug: string }[] }[];
    await expectDistinct(Object.fromEntries(categories.flatMap((category) => category.industries).map((industry) => [industry.slug, `/industries/${industry.slug}/`])));
  });

  it('give each service category its own drawing, with the service its own icon', async () => {
    await expectDistinct({
      install: '/services/new-construction-wiring/', comply: '/services/emergency-exit-lighting/', maintain: '/services/preventative-maintenance-contracts/',
      power: '/services/backup-power-systems/',
    });
    const [a, b] = await Promise.all(['/services/emergency-exit-lighting/', '/services/fire-alarm-life-safety-systems/'].map((path) => readPage(path)));
    expect(a?.querySelector('main div[aria-hidden="true"] > div svg')?.outerHTML).not.toBe(b?.querySelector('main div[aria-hidden="true"] > div svg')?.outerHTML);
  });
});
