import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, extname, join } from 'node:path';
import { collectImageRefs } from '../data/image-refs.ts';
import { IMAGE_SLOTS, neededWidth, type ImageSet, type ImageVariant, type ProcessedImage } from '../data/image-slots.ts';
import type { SiteData } from '../data/site-data.ts';
import { locateIssuesIn } from '../data/locate-issues.ts';
import type { DataIssue } from '../errors/catalogue.ts';
import { createError } from '../errors/ctsite-error.ts';
import { contentHash, imageNameHash } from '../output/content-hash.ts';

/** Widths made of each picture (never wider than the original), in CSS pixels at 1x-3x of typical slots. */
const IMAGE_WIDTHS = [480, 960, 1600] as const;
const FORMATS = ['avif', 'webp'] as const;

/** sharp's own default limit, said in the error rather than met as its stack. */
const MAX_PIXELS = 268_402_689;

/** A cache entry is the encoded bytes and their MD5, so that a torn or foreign file is never published. */
const DIGEST_BYTES = 16;

/** The encoded picture of a cache entry, or undefined when it is missing or does not hold what it says. */
async function readCacheEntry(path: string): Promise<Buffer | undefined> {
  const entry = await readFile(path).catch(() => undefined);
  if (!entry || entry.length <= DIGEST_BYTES) return undefined;
  const body = entry.subarray(0, -DIGEST_BYTES);
  return Buffer.from(contentHash(body), 'hex').equals(entry.subarray(-DIGEST_BYTES)) ? body : undefined;
}

/** Written beside its place and renamed in: a full disk or a kill leaves the old entry or none, never half of one. */
async function writeCacheEntry(path: string, body: Buffer): Promise<void> {
  const temporary = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, Buffer.concat([body, Buffer.from(contentHash(body), 'hex')]));
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

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
  const sources = new Map<string, { bytes: Buffer; issue: (message: string, hint: string) => DataIssue }>();
  for (const { ref, file, path } of refs) {
    if (sources.has(ref.src)) continue;
    const issue = (message: string, hint: string): DataIssue => ({ file: join('data', file), path: [...path, 'src'], message, found: JSON.stringify(ref.src), hint });
    const bytes = await readFile(join(options.dataDir, ref.src)).catch(() => undefined);
    if (bytes) sources.set(ref.src, { bytes, issue });
    else issues.push(issue(`the picture ${ref.src} does not exist`, 'Put the file under data/images/ or correct the name.'));
  }
  if (issues.length) throw createError('InvalidData', { issues: await locateIssuesIn(issues, options.dataDir) });

  const { default: sharp } = await import('sharp');
  // Every picture is read before any is encoded: a file that is no picture, or too large to decode, is a data
  // problem of the entry naming it, all of them reported at once.
  const readable = new Map<string, { bytes: Buffer; width: number; height: number }>();
  for (const [src, { bytes, issue }] of sources) {
    // The header alone, read without sharp's pixel limit so that an oversized picture is told apart from a broken one.
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata().catch(() => undefined);
    const width = metadata?.autoOrient?.width ?? metadata?.width ?? 0;
    const height = metadata?.autoOrient?.height ?? metadata?.height ?? 0;
    if (!metadata || width === 0) issues.push(issue(`${src} is not a picture ctsite can read`, 'Save it as JPEG, PNG or WebP (a photo exported from any editor will do).'));
    else if (width * height > MAX_PIXELS) issues.push(issue(`${src} is ${width} × ${height} pixels, more than the ${MAX_PIXELS / 1e6} megapixels ctsite decodes`, `Scale it down: the site shows it at most ${IMAGE_WIDTHS.at(-1)} pixels wide.`));
    else readable.set(src, { bytes, width, height });
  }
  // A picture narrower than its slot needs would be shown enlarged, and blurred: each mention is checked against its
  // own slot, so that one file used in two places is named at the place that needs more.
  for (const { ref, file, path, slot } of refs) {
    const picture = readable.get(ref.src);
    const needed = neededWidth(slot);
    if (!picture || picture.width >= needed) continue;
    issues.push({
      file: join('data', file),
      path: [...path, 'src'],
      message: `${ref.src} is ${picture.width} pixels wide; ${IMAGE_SLOTS[slot].label} needs at least ${needed}`,
      found: `${picture.width} × ${picture.height} pixels`,
      hint: `Use a copy at least ${needed} pixels wide (a camera's or phone's original is several times that); the build never enlarges a picture.`,
    });
  }
  if (issues.length) throw createError('InvalidData', { issues: await locateIssuesIn(issues, options.dataDir) });

  let encoded = 0;
  await mkdir(options.cacheDir, { recursive: true });
  for (const [src, { bytes, width, height }] of readable) {
    const hash = imageNameHash(bytes);
    const original = extname(src).slice(1).replace('jpg', 'jpeg') as 'jpeg' | 'png' | 'webp';
    const widths = [...new Set(IMAGE_WIDTHS.map((w) => Math.min(w, width)))];
    const name = basename(src, extname(src));
    const variantsOf = async (format: 'avif' | 'webp' | 'jpeg' | 'png'): Promise<ImageVariant[]> =>
      Promise.all(
        widths.map(async (w) => {
          const extension = format === 'jpeg' ? 'jpg' : format;
          const file = `assets/images/${name}.${hash}.${w}.${extension}`;
          const cached = join(options.cacheDir, `${hash}.${w}.${extension}`);
          let output = await readCacheEntry(cached);
          if (!output) {
            const pipeline = sharp(bytes, { limitInputPixels: MAX_PIXELS }).autoOrient().resize({ width: w, withoutEnlargement: true });
            output = await (format === 'avif' ? pipeline.avif({ quality: 55, effort: 4 }) : format === 'webp' ? pipeline.webp({ quality: 78 }) : format === 'png' ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: 80, mozjpeg: true })).toBuffer();
            await writeCacheEntry(cached, output);
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
