import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { createFixture } from './fixture.ts';

/**
 * A JPEG that looks like a photograph to the encoders (a smooth two-way gradient, not a flat colour, which AVIF
 * would shrink to nothing), e.g. `gradientJpeg(1200, 900, 0x40)`. Not noise: encoding noise takes many times as long.
 */
export async function gradientJpeg(width: number, height: number, tint: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) pixels.set([Math.floor((x / width) * 200) + 30, Math.floor((y / height) * 160) + 50, tint], (y * width + x) * 3);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 85 }).toBuffer();
}

export const HESSLE_ALT = 'The Humber Bridge from the Hessle foreshore at dusk';
export const HOME_ALT = 'Two of our electricians commissioning a new main switchboard';

/** Gives a fixture's Hessle a photo (1000 × 750) and its home page a hero photo (1200 × 900), as docs/content.md shows. */
export async function addTownAndHomePhotos(fixture: Awaited<ReturnType<typeof createFixture>>): Promise<void> {
  await mkdir(join(fixture.dataDir, 'images'), { recursive: true });
  await writeFile(join(fixture.dataDir, 'images/hessle-foreshore.jpg'), await gradientJpeg(1000, 750, 0x50));
  await writeFile(join(fixture.dataDir, 'images/switchboard-team.jpg'), await gradientJpeg(1200, 900, 0x90));
  await fixture.edit('locations.json', (json) => {
    (json as { slug: string; image?: unknown }[]).find((town) => town.slug === 'hessle')!.image = { src: 'images/hessle-foreshore.jpg', alt: HESSLE_ALT };
    return json;
  });
  await fixture.edit('pages/home.json', (json) => {
    (json as { hero: Record<string, unknown> }).hero.image = { src: 'images/switchboard-team.jpg', alt: HOME_ALT };
    return json;
  });
}
