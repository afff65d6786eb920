import type { ReactNode } from 'react';
import { ArtCard } from './art-card.tsx';
import type { IndustryArtName, ServiceArtName, TownArtName } from '../../src/data/schemas/art.ts';
import { INDUSTRY_ART } from './industry-art.tsx';
import { PAGE_ART, type PageArtName } from './page-art.tsx';
import { SERVICE_ART } from './service-art.tsx';
import { TOWN_ART } from './town-art.tsx';

/** Which drawing to show: a family and a name within it (the families' names may clash). */
export type ArtRef =
  | { family: 'page'; name: PageArtName }
  | { family: 'industry'; name: IndustryArtName }
  | { family: 'service'; name: ServiceArtName }
  | { family: 'town'; name: TownArtName };

/** A page's illustration: the named drawing on the shared card, with the caller's icon as an optional badge. */
export function Illustration({ art, badge, className }: { art: ArtRef; badge?: ReactNode; className?: string }) {
  const Drawing =
    art.family === 'page' ? PAGE_ART[art.name] : art.family === 'industry' ? INDUSTRY_ART[art.name] : art.family === 'service' ? SERVICE_ART[art.name] : TOWN_ART[art.name];
  return (
    <ArtCard badge={badge} className={className}>
      <Drawing />
    </ArtCard>
  );
}
