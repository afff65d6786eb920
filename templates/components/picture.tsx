import { IMAGE_SLOTS, type ImageSlot } from '../../src/data/image-slots.ts';
import type { ImageRef } from '../../src/data/schemas/common.ts';
import { useSite } from '../site-context.ts';

/**
 * A raster picture from the data: AVIF and WebP sources with the original format as fallback, each
 * at several widths (srcset/sizes), with its intrinsic width and height so nothing shifts while it
 * loads. Its `sizes` is its slot's (src/data/image-slots.ts), which also sets the narrowest original the build accepts.
 * The first picture of a page (`priority`) loads at once with high priority; others lazily.
 */
export function Picture({ image, slot, priority = false, className = '' }: { image: ImageRef; slot: ImageSlot; priority?: boolean; className?: string }) {
  const { sizes } = IMAGE_SLOTS[slot];
  const processed = useSite().images.get(image.src);
  if (!processed) throw new Error(`the picture ${image.src} was not processed by the build`);
  const srcSet = (variants: { url: string; width: number }[]) => variants.map((v) => `${v.url} ${v.width}w`).join(', ');
  const [fallback] = processed.sources.slice(-1);
  return (
    <picture>
      {processed.sources.slice(0, -1).map((source) => (
        <source key={source.type} type={source.type} srcSet={srcSet(source.variants)} sizes={sizes} />
      ))}
      <img
        src={processed.fallback.url}
        srcSet={fallback ? srcSet(fallback.variants) : undefined}
        sizes={sizes}
        width={processed.width}
        height={processed.height}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}
