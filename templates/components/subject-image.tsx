import type { IconName, ImageRef } from '../../src/data/schemas/common.ts';
import { Artwork } from './artwork.tsx';
import { Picture } from './picture.tsx';

/** A page's hero picture: the owner's photograph where the data has one, the SVG artwork otherwise. */
export function SubjectImage({ image, icon }: { image?: ImageRef | undefined; icon: IconName }) {
  if (!image) return <Artwork icon={icon} />;
  return (
    <Picture
      image={image}
      priority
      sizes="(min-width: 1280px) 24rem, (min-width: 1024px) 20rem, 100vw"
      className="aspect-[4/3] w-full rounded-2xl object-cover ring-1 ring-white/10"
    />
  );
}
