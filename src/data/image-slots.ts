/**
 * Where a photograph shows, each kind of place with the one `sizes` attribute its <picture> carries. The photo's
 * smallest acceptable width is derived from it, so the template and the build's check never disagree: the largest
 * width the slot is ever shown at, at twice the CSS pixels (a phone's or a laptop's 2x screen), e.g. 24rem → 768 px.
 */
export const IMAGE_SLOTS = {
  /** Beside a page's hero text (a service, an industry, a town): 14rem on a phone, 16rem from 768 px, 20rem from 1,024, 24rem from 1,280 (templates/components/page-hero.tsx). */
  hero: { sizes: '(min-width: 1280px) 24rem, (min-width: 1024px) 20rem, (min-width: 768px) 16rem, 14rem', label: "the picture beside a page's title" },
  /** The home page's hero: at most 28rem wide at every width, full width under the text on a phone (templates/pages/home-page.tsx). */
  homeHero: { sizes: '28rem', label: "the home page's hero" },
  /** A director's portrait on the about page: a 7rem square on a phone, 9rem from 640 px. */
  portrait: { sizes: '(min-width: 640px) 9rem, 7rem', label: "a director's portrait" },
  /** A case study's further photos, two a row from 640 px (templates/pages/case-study-page.tsx); its first photo fills `hero`. */
  gallery: { sizes: '(min-width: 1280px) 38rem, (min-width: 640px) 45vw, 92vw', label: "a case study's photo" },
  /** A scheme's official mark beside its name: 3rem tall and at most 7rem wide (templates/components/accreditation-marks.tsx). */
  mark: { sizes: '7rem', label: "a scheme's mark" },
} as const satisfies Record<string, { sizes: string; label: string }>;

/** The name of a kind of place a photo fills, e.g. `hero`. */
export type ImageSlot = keyof typeof IMAGE_SLOTS;

/** The screen density a photo must stay sharp on: 2x covers most phones and laptops; a 3x phone gets the widest variant. */
export const IMAGE_DENSITY = 2;

const ROOT_FONT_PX = 16;

/**
 * The narrowest original that fills the slot without being enlarged, in pixels, e.g. 768 for `hero`. A width in
 * `vw` is bounded by the entry before it, whose `min-width` is where this one stops applying: in
 * `(min-width: 1280px) 38rem, (min-width: 640px) 45vw, 92vw`, 45vw is at most 576 px and 92vw at most 589 px.
 */
export function neededWidth(slot: ImageSlot): number {
  const entries = IMAGE_SLOTS[slot].sizes.split(',').map((entry) => entry.trim());
  const widths = entries.map((entry, index) => {
    const length = /(\d+(?:\.\d+)?)(rem|px|vw)$/.exec(entry);
    if (!length) throw new Error(`the sizes of the ${slot} slot must end each entry in rem, px or vw, found "${entry}"`);
    if (length[2] !== 'vw') return Number(length[1]) * (length[2] === 'rem' ? ROOT_FONT_PX : 1);
    const below = /\(min-width: (\d+)px\)/.exec(entries[index - 1] ?? '');
    if (!below) throw new Error(`the sizes of the ${slot} slot give "${entry}" with no wider entry before it to bound it`);
    return (Number(length[1]) / 100) * Number(below[1]);
  });
  return Math.ceil(Math.max(...widths) * IMAGE_DENSITY);
}

/** One encoded variant, e.g. `/assets/images/switch-room.1a2b3c4d5e.960.avif`. */
export interface ImageVariant {
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
