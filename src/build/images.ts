import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { collectImageRefs } from '../data/image-refs.ts';
import type { SiteData } from '../data/site-data.ts';
import type { DataIssue } from '../errors/catalogue.ts';
import { createError } from '../errors/ctsite-error.ts';
import { imageNameHash } from './content-hash.ts';

/** Widths made of each picture (never wider than the original), in CSS pixels at 1x-3x of typical slots. */
const IMAGE_WIDTHS = [480, 960, 1600] as const;
const FORMATS = ['avif', 'webp'] as const;

/** One encoded variant, e.g. `/assets/images/switch-room.1a2b3c4d5e.960.avif`. */
interface ImageVariant {
  url: string;
  width: number;
}

/** A picture ready for <picture>: its intrinsic size and variants by format. */
export interface ProcessedImage {
  width: number;
  height: number;
  /** `image/avif`, `image/webp` and the original's type, best first. */
  sources: { type: string; variants: ImageVariant[] }[];
  /** The original format at the smallest width, for <img src>. */
  fallback: ImageVariant;
}

/** Processed pictures by their data `src`, e.g. `images/switch-room.jpg`. */
export type ImageSet = ReadonlyMap<string, ProcessedImage>;

/**
 * Encodes every picture the data names into AVIF, WebP and its own format at up to three widths, cached by the
 * source's hash so an unchanged picture is never encoded again; sharp is loaded only when there is a picture.
 */
export async function processImages(
  data: SiteData,
  options: { dataDir: string; cacheDir: string; emit: (file: string, content: Uint8Array) => void },
): Promise<{ images: ImageSet; encoded: number }> {
  const refs = collectImageRefs(data);
  const images = new Map<string, ProcessedImage>();
  if (refs.length === 0) return { images, encoded: 0 };
  const issues: DataIssue[] = [];
  const sources = new Map<string, Buffer>();
  for (const { ref, file, path } of refs) {
    if (sources.has(ref.src)) continue;
    const bytes = await readFile(join(options.dataDir, ref.src)).catch(() => undefined);
    if (bytes) sources.set(ref.src, bytes);
    else issues.push({ file: join('data', file), path: [...path, 'src'], message: `the picture ${ref.src} does not exist`, found: JSON.stringify(ref.src), hint: 'Put the file under data/images/ or correct the name.' });
  }
  if (issues.length) throw createError('InvalidData', { issues });

  const { default: sharp } = await import('sharp');
  let encoded = 0;
  await mkdir(options.cacheDir, { recursive: true });
  for (const [src, bytes] of sources) {
    const hash = imageNameHash(bytes);
    const metadata = await sharp(bytes).metadata();
    const width = metadata.autoOrient?.width ?? metadata.width ?? 0;
    const height = metadata.autoOrient?.height ?? metadata.height ?? 0;
    const original = extname(src).slice(1).replace('jpg', 'jpeg') as 'jpeg' | 'png' | 'webp';
    const widths = [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, width)))];
    const name = basename(src, extname(src));
    const variantsOf = async (format: 'avif' | 'webp' | 'jpeg' | 'png'): Promise<ImageVariant[]> =>
      Promise.all(
        widths.map(async (w) => {
          const extension = format === 'jpeg' ? 'jpg' : format;
          const file = `assets/images/${name}.${hash}.${w}.${extension}`;
          const cached = join(options.cacheDir, `${hash}.${w}.${extension}`);
          let output = await readFile(cached).catch(() => undefined);
          if (!output) {
            const pipeline = sharp(bytes).autoOrient().resize({ width: w, withoutEnlargement: true });
            output = await (format === 'avif' ? pipeline.avif({ quality: 55, effort: 4 }) : format === 'webp' ? pipeline.webp({ quality: 78 }) : format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
            await writeFile(cached, output);
            encoded += 1;
          }
          options.emit(file, output);
          return { url: `/${file}`, width: w };
        }),
      );
    const formats = [...FORMATS.filter((f) => f !== original), original];
    const sourcesByFormat = await Promise.all(formats.map(async (format) => ({ type: `image/${format}`, variants: await variantsOf(format) })));
    const fallbackVariants = sourcesByFormat.at(-1)?.variants ?? [];
    images.set(src, { width, height, sources: sourcesByFormat, fallback: fallbackVariants[0] ?? { url: '', width } });
  }
  return { images, encoded };
}
