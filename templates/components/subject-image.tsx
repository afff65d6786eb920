import type { ReactNode } from 'react';
import type { ImageRef } from '../../src/data/schemas/common.ts';
import { Illustration, type ArtRef } from '../art/illustration.tsx';
import { Picture } from './picture.tsx';

/** A page's hero picture: the owner's photograph where the data has one, the page's illustration (and its badge) otherwise. */
export function SubjectImage({ image, art, badge }: { image?: ImageRef | undefined; art: ArtRef; badge?: ReactNode }) {
  if (!image) return <Illustration art={art} badge={badge} />;
  return (
    <Picture
      image={image}
      priority
      slot="hero"
      className="aspect-[4/3] w-full rounded-2xl object-cover ring-1 ring-white/10"
    />
  );
}
