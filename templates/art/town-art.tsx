import type { ComponentType } from 'react';
import type { TownArtName } from '../../src/data/schemas/art.ts';
import { BroughArt, GooleArt, HullArt } from './town-art-humber.tsx';
import { BeverleyArt, HessleArt, HowdenArt } from './town-art-minsters.tsx';
import { CoastArt, MarketArt, PortArt, RiverArt, RuralArt } from './town-art-settings.tsx';

/** The town drawings by the names a town's `art` may choose (src/data/schemas/art.ts), checked both ways by `satisfies`. */
export const TOWN_ART = {
  theDeep: HullArt,
  aerospace: BroughArt,
  docks: GooleArt,
  howdenMinster: HowdenArt,
  beverleyMinster: BeverleyArt,
  humberBridge: HessleArt,
  coast: CoastArt,
  river: RiverArt,
  market: MarketArt,
  port: PortArt,
  rural: RuralArt,
} as const satisfies Record<TownArtName, ComponentType>;
