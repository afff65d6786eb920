import { mkdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { cacheDir } from '../../src/cache-dir.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

let fixture: Awaited<ReturnType<typeof createFixture>>;
const imageCache = join(cacheDir(projectRoot), 'images');

beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  await mkdir(join(fixture.dataDir, 'images'), { recursive: true });
  // A JPEG made by the test, wider than the widest size: a 2000x1200 gradient in a tint unique to this run, so that
  // nothing is in the cache yet. Not noise: encoding noise as AVIF takes many times as long and tests nothing more.
  const pixels = Buffer.alloc(2000 * 1200 * 3);
  const tint = Math.floor(Math.random() * 256);
  for (let i = 0; i < pixels.length; i += 3) {
    const x = (i / 3) % 2000;
    const y = Math.floor(i / 3 / 2000);
    pixels.set([Math.floor(x / 8), Math.floor(y / 5), tint], i);
  }
  await sharp(pixels, { raw: { width: 2000, height: 1200, channels: 3 } }).jpeg({ quality: 85 }).toFile(join(fixture.dataDir, 'images/switch-room.jpg'));
  await sharp({ create: { width: 600, height: 600, channels: 3, background: '#456789' } }).png().toFile(join(fixture.dataDir, 'images/director.png'));
  await fixture.edit('services.json', (json) => {
    (json as Record<string, unknown>[])[0]!.image = { src: 'images/switch-room.jpg', alt: 'A new main switchboard in a factory switch room' };
    return json;
  });
  await fixture.edit('pages/about.json', (json) => {
    (json as { directors: Record<string, unknown>[] }).directors[0]!.photo = { src: 'images/director.png', alt: 'Portrait of the managing director' };
    return json;
  });
});
afterAll(async () => {
  await fixture.cleanup();
});

const buildFixture = () => build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });
/** HTML attribute names are case-insensitive; React writes `srcSet` and `fetchPriority`. */
const attribute = (element: Element | null | undefined, name: string) =>
  [...(element?.attributes ?? [])].find((attr) => attr.name.toLowerCase() === name)?.value ?? null;
const page = async (path: string) => parseHTML(await readFile(join(fixture.outDir, path, 'index.html'), 'utf8')).document;

describe('image pipeline', () => {
  it('makes AVIF, WebP and the original format at up to three widths, with srcset, sizes and dimensions', async () => {
    const result = await buildFixture();
    expect(result.imagesEncoded).toBeGreaterThan(0);
    const document = await page('services/new-construction-wiring');
    const picture = document.querySelector('picture');
    const sources = [...(picture?.querySelectorAll('source') ?? [])].map((s) => [s.getAttribute('type'), attribute(s, 'srcset')]);
    expect(sources.map(([type]) => type)).toEqual(['image/avif', 'image/webp']);
    for (const [, srcset] of sources) expect(srcset).toMatch(/^\/assets\/images\/switch-room\.[0-9a-f]{10}\.480\.\w+ 480w, \S+\.960\.\w+ 960w, \S+\.1600\.\w+ 1600w$/);
    const img = picture?.querySelector('img');
    expect(img?.getAttribute('src')).toMatch(/\.480\.jpg$/);
    expect(attribute(img, 'srcset')).toContain('.1600.jpg 1600w');
    expect(attribute(img, 'sizes')).toBeTruthy();
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['2000', '1200']);
    expect(img?.getAttribute('alt')).toBe('A new main switchboard in a factory switch room');
    // The hero picture is the first on the page: eager, high priority.
    expect([img?.getAttribute('loading'), attribute(img, 'fetchpriority')]).toEqual(['eager', 'high']);
    for (const url of [img?.getAttribute('src') ?? '', ...sources.flatMap(([, srcset]) => (srcset ?? '').split(', ').map((s) => s.split(' ')[0] ?? ''))]) {
      expect((await stat(join(fixture.outDir, url))).size, url).toBeGreaterThan(0);
    }
    const avif = await sharp(await readFile(join(fixture.outDir, (sources[0]?.[1] ?? '').split(' ')[0] ?? ''))).metadata();
    expect([avif.format, avif.width]).toEqual(['heif', 480]);
  }, 120_000);

  it('loads later pictures lazily and never enlarges a small original', async () => {
    const img = (await page('about')).querySelector('#directors img');
    expect([img?.getAttribute('loading'), attribute(img, 'fetchpriority')]).toEqual(['lazy', null]);
    expect(attribute(img, 'srcset')).toMatch(/\.480\.png 480w, \S+\.600\.png 600w$/);
  });

  it('does not re-encode unchanged pictures on the next build', async () => {
    const again = await buildFixture();
    expect(again.imagesEncoded).toBe(0);
    expect((await stat(imageCache)).isDirectory()).toBe(true);
  }, 60_000);

  it('reports a picture the data names but the folder lacks', async () => {
    await fixture.edit('services.json', (json) => {
      (json as Record<string, unknown>[])[1]!.image = { src: 'images/missing.jpg', alt: 'Missing' };
      return json;
    });
    const error = await buildFixture().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CtsiteError);
    expect((error as CtsiteError).issues[0]).toMatchObject({ file: 'data/services.json', path: [1, 'image', 'src'], message: 'the picture images/missing.jpg does not exist' });
  });
});
