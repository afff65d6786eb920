import { mkdir, readdir, readFile, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { imageNameHash } from '../../src/output/content-hash.ts';
import { cacheDir } from '../../src/cache-dir.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';
import { gradientJpeg } from '../helpers/photo.ts';
import { pngHeaderOnly } from '../helpers/png.ts';

let fixture: Awaited<ReturnType<typeof createFixture>>;
const imageCache = join(cacheDir(projectRoot), 'images');

const setPicture = (index: number, src: string) =>
  fixture.edit('services.json', (json) => {
    (json as Record<string, unknown>[])[index]!.image = { src, alt: 'A switch room' };
    return json;
  });
const buildFixture = () => build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });

beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  await mkdir(join(fixture.dataDir, 'images'), { recursive: true });
});
afterAll(() => fixture.cleanup());

describe('pictures that are not what they claim', () => {
  it('a file that is no picture and one too large to decode: data errors naming each entry, no stack', async () => {
    await writeFile(join(fixture.dataDir, 'images/notes.jpg'), 'meeting notes, not a photo\n');
    await writeFile(join(fixture.dataDir, 'images/huge.png'), pngHeaderOnly(20_000, 20_000));
    await setPicture(0, 'images/notes.jpg');
    await setPicture(1, 'images/huge.png');
    const error = await buildFixture().catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(CtsiteError);
    expect((error as CtsiteError).issues).toEqual([
      expect.objectContaining({ file: 'data/services.json', path: [0, 'image', 'src'], message: 'images/notes.jpg is not a picture ctsite can read' }),
      expect.objectContaining({ file: 'data/services.json', path: [1, 'image', 'src'], message: expect.stringContaining('images/huge.png is 20000 × 20000 pixels') }),
    ]);
  });

  it('a torn entry in the picture cache (a full disk, a kill, an older ctsite) is encoded again, never published', async () => {
    const bytes = await sharp({ create: { width: 800, height: 450, channels: 3, background: `#${Math.floor(Math.random() * 0xffffff).toString(16).padStart(6, '0')}` } }).jpeg().toBuffer();
    await writeFile(join(fixture.dataDir, 'images/panel.jpg'), bytes);
    await setPicture(0, 'images/panel.jpg');
    await setPicture(1, 'images/panel.jpg');
    expect((await buildFixture()).imagesEncoded).toBeGreaterThan(0);
    const entries = (await readdir(imageCache)).filter((name) => name.startsWith(`${imageNameHash(bytes)}.`));
    expect(entries.length).toBeGreaterThan(1);
    // One entry emptied, one cut in half: as a write cut short leaves them.
    await truncate(join(imageCache, entries[0]!), 0);
    await truncate(join(imageCache, entries[1]!), Math.floor((await readFile(join(imageCache, entries[1]!))).length / 2));
    expect((await buildFixture()).imagesEncoded).toBe(2);
    const published = (await readdir(join(fixture.outDir, 'assets/images'))).filter((name) => name.startsWith('panel.'));
    for (const name of published) expect((await sharp(join(fixture.outDir, 'assets/images', name)).metadata()).width, name).toBeGreaterThan(0);
    expect((await readdir(imageCache)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('a photo narrower than its slot needs (it would be enlarged): the file, the size found and the size needed, at each entry', async () => {
    await fixture.edit('services.json', (json) => {
      for (const service of json as Record<string, unknown>[]) delete service.image;
      return json;
    });
    await writeFile(join(fixture.dataDir, 'images/goole-docks.jpg'), await gradientJpeg(600, 450, 0x20));
    await writeFile(join(fixture.dataDir, 'images/yard.jpg'), await gradientJpeg(800, 600, 0x70));
    await fixture.edit('locations.json', (json) => {
      (json as { slug: string; image?: unknown }[]).find((town) => town.slug === 'goole')!.image = { src: 'images/goole-docks.jpg', alt: 'Goole docks' };
      return json;
    });
    // 800 pixels is enough beside a page's title (768) but not for the home page's wider hero (896).
    await fixture.edit('pages/home.json', (json) => {
      (json as { hero: Record<string, unknown> }).hero.image = { src: 'images/yard.jpg', alt: 'Our yard' };
      return json;
    });
    const error = await buildFixture().catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(CtsiteError);
    expect((error as CtsiteError).name).toBe('InvalidData');
    const goole = (JSON.parse(await readFile(join(fixture.dataDir, 'locations.json'), 'utf8')) as { slug: string }[]).findIndex((town) => town.slug === 'goole');
    expect((error as CtsiteError).issues).toEqual([
      expect.objectContaining({ file: 'data/locations.json', path: [goole, 'image', 'src'], message: "images/goole-docks.jpg is 600 pixels wide; the picture beside a page's title needs at least 768", found: '600 × 450 pixels', hint: expect.stringContaining('at least 768 pixels wide') }),
      expect.objectContaining({ file: 'data/pages/home.json', path: ['hero', 'image', 'src'], message: "images/yard.jpg is 800 pixels wide; the home page's hero needs at least 896", found: '800 × 600 pixels' }),
    ]);
  });
});
