import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { IMAGE_SLOTS } from '../../src/data/image-slots.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';
import { addTownAndHomePhotos, gradientJpeg, HESSLE_ALT, HOME_ALT } from '../helpers/photo.ts';

let fixture: Awaited<ReturnType<typeof createFixture>>;


beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  await addTownAndHomePhotos(fixture);
  await writeFile(join(fixture.dataDir, 'images/director.jpg'), await gradientJpeg(320, 320, 0x30));
  await fixture.edit('pages/about.json', (json) => {
    (json as { directors: Record<string, unknown>[] }).directors[0]!.photo = { src: 'images/director.jpg', alt: 'Portrait of the managing director' };
    return json;
  });
  await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });
}, 180_000);
afterAll(() => fixture.cleanup());

const page = async (path: string) => parseHTML(await readFile(join(fixture.outDir, path, 'index.html'), 'utf8')).document;
/** HTML attribute names are case-insensitive; React writes `srcSet` and `fetchPriority`. */
const attribute = (element: Element | null | undefined, name: string) => [...(element?.attributes ?? [])].find((attr) => attr.name.toLowerCase() === name)?.value ?? null;
const hero = (document: Document) => document.querySelector('section[aria-labelledby="page-title"]');

/** The hero's <picture> as a reader checks it: its sources, the img's sizes, size, alt and loading. */
function heroPicture(document: Document) {
  const picture = hero(document)?.querySelector('picture');
  const img = picture?.querySelector('img');
  return {
    sources: [...(picture?.querySelectorAll('source') ?? [])].map((source) => ({ type: source.getAttribute('type'), srcset: attribute(source, 'srcset'), sizes: attribute(source, 'sizes') })),
    src: img?.getAttribute('src'),
    srcset: attribute(img, 'srcset'),
    sizes: attribute(img, 'sizes'),
    size: [img?.getAttribute('width'), img?.getAttribute('height')],
    alt: img?.getAttribute('alt'),
    loading: [img?.getAttribute('loading'), attribute(img, 'fetchpriority')],
    drawings: hero(document)?.querySelectorAll('[aria-hidden="true"] > svg').length,
  };
}

describe("a town's photo and the home page's hero photo", () => {
  it("the town's area page shows its photo in the hero instead of the drawing: AVIF and WebP sources, srcset, sizes, width, height", async () => {
    const shown = heroPicture(await page('hessle-commercial-electrician'));
    expect(shown.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of shown.sources) {
      expect(source.srcset).toMatch(/^\/assets\/images\/hessle-foreshore\.[0-9a-f]{10}\.480\.\w+ 480w, \S+\.960\.\w+ 960w, \S+\.1000\.\w+ 1000w$/);
      expect(source.sizes).toBe(IMAGE_SLOTS.hero.sizes);
    }
    expect(shown.src).toMatch(/hessle-foreshore\.[0-9a-f]{10}\.480\.jpg$/);
    expect(shown.srcset).toContain('.1000.jpg 1000w');
    expect(shown.sizes).toBe(IMAGE_SLOTS.hero.sizes);
    expect(shown.size).toEqual(['1000', '750']);
    expect(shown.alt).toBe(HESSLE_ALT);
    expect(shown.loading).toEqual(['eager', 'high']);
    expect(shown.drawings).toBe(0);
  });

  it("a service page in that town leads with the town's photo, the same picture", async () => {
    const area = heroPicture(await page('hessle-commercial-electrician'));
    const inTown = heroPicture(await page('services/new-construction-wiring/hessle'));
    expect(inTown).toEqual(area);
  });

  it('the home page shows its hero photo at its own slot, first and eager', async () => {
    const shown = heroPicture(await page(''));
    expect(shown.sources.map((source) => [source.type, source.sizes])).toEqual([
      ['image/avif', IMAGE_SLOTS.homeHero.sizes],
      ['image/webp', IMAGE_SLOTS.homeHero.sizes],
    ]);
    expect(shown.srcset).toMatch(/switchboard-team\.[0-9a-f]{10}\.480\.jpg 480w, \S+\.960\.jpg 960w, \S+\.1200\.jpg 1200w$/);
    expect([shown.size, shown.alt, shown.loading, shown.drawings]).toEqual([['1200', '900'], HOME_ALT, ['eager', 'high'], 0]);
  });

  it('only the first screen\'s photo is eager and high priority: a later photo (a director\'s) loads lazily', async () => {
    for (const path of ['', 'hessle-commercial-electrician', 'services/new-construction-wiring/hessle', 'about']) {
      const document = await page(path);
      const eager = [...document.querySelectorAll('img')].filter((img) => img.getAttribute('loading') !== 'lazy');
      expect(eager.every((img) => hero(document)?.contains(img) && attribute(img, 'fetchpriority') === 'high'), path).toBe(true);
      expect(eager.length, path).toBe(path === 'about' ? 0 : 1);
    }
    const director = (await page('about')).querySelector('#directors img');
    expect([director?.getAttribute('loading'), attribute(director, 'fetchpriority')]).toEqual(['lazy', null]);
  });

  it('a town without a photo keeps its drawing, on its area page and its service pages', async () => {
    for (const path of ['brough-commercial-electrician', 'services/new-construction-wiring/brough']) {
      const shown = heroPicture(await page(path));
      expect([shown.sources.length, shown.drawings], path).toEqual([0, 1]);
    }
  });
});
