import type { ComponentType } from 'react';
import type { PAGE_ART_NAMES } from './art-names.ts';
import { AMBER, Art, Bolt, DEEP, INK, LINE, MID, MIST, NIGHT, PAPER, starRow } from './art-parts.tsx';
import {
  AreaServicesArt, IndustriesArt, LegalArt, NotFoundArt, ServiceAreasArt, SitemapArt,
} from './page-art-more.tsx';

/** Home: the firm's whole trade, a factory roofline fed from a pylon. */
function HomeArt() {
  return (
    <Art>
      <path d="M12 250H388" stroke={MID} />
      <rect x="52" y="72" width="16" height="60" fill={MID} />
      <path d="M40 250V140L80 110V140L120 110V140L160 110V250Z" fill={DEEP} />
      <path d="M56 180H150M56 214H150" stroke={AMBER} strokeWidth="12" strokeDasharray="14 12" strokeLinecap="butt" />
      <path d="M160 250V162L205 140L250 162V250Z" fill={DEEP} />
      <path d="M184 250V200H226V250M184 216H226M184 232H226" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M296 250L322 60L348 250M290 90H354M298 124H346M304 204H340L310 160H334L306 204" stroke={MIST} strokeWidth="3" />
      <path d="M290 90Q262 124 236 152" stroke={AMBER} />
      <path d="M354 90Q376 110 392 120" stroke={AMBER} />
      <Bolt x={214} y={78} />
    </Art>
  );
}

/** About: the firm's van, ladder on the roof, with a hard hat on the toolbox. */
function AboutArt() {
  return (
    <Art>
      <path d="M12 258H388" stroke={MID} />
      <path d="M56 128v-8M178 128v-8" strokeWidth="3" />
      <rect x="40" y="106" width="152" height="14" rx="3" stroke={MIST} strokeWidth="3" />
      <path d="M58 106v14M78 106v14M98 106v14M118 106v14M138 106v14M158 106v14M178 106v14" stroke={MIST} strokeWidth="3" />
      <path d="M30 236V140Q30 128 42 128H196Q206 128 212 136L246 180Q250 186 250 194V236Z" fill={DEEP} />
      <path d="M200 140L232 182H200Z" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M150 140V228M162 172h12" stroke={MIST} strokeWidth="3" />
      <path d="M32 206H248" stroke={AMBER} strokeWidth="8" strokeLinecap="butt" />
      <Bolt x={92} y={166} s={0.7} />
      <circle cx="80" cy="238" r="19" fill={INK} />
      <circle cx="208" cy="238" r="19" fill={INK} />
      <circle cx="80" cy="238" r="6" fill={MIST} stroke="none" />
      <circle cx="208" cy="238" r="6" fill={MIST} stroke="none" />
      <rect x="282" y="216" width="84" height="40" rx="4" fill={MID} />
      <path d="M282 232H366" stroke={MIST} strokeWidth="3" />
      <path d="M294 208A30 30 0 0 1 354 208Z" fill={AMBER} stroke="none" />
      <path d="M284 210H364" stroke={AMBER} strokeWidth="8" />
      <path d="M324 182V204" stroke={INK} strokeWidth="4" />
    </Art>
  );
}

/** Contact: a ringing handset and a letter, the two ways in. */
function ContactArt() {
  return (
    <Art>
      <path d="M-40-90H10Q20-90 20-80V-55Q20-45 10-45H-5Q-15 0-5 45H10Q20 45 20 55V80Q20 90 10 90H-40Q-70 0-40-90Z" transform="translate(116 168) rotate(-45)" fill={AMBER} stroke="none" />
      <path d="M176 84A44 44 0 0 1 220 128M176 58A70 70 0 0 1 246 128M176 32A96 96 0 0 1 272 128" stroke={AMBER} strokeWidth="6" />
      <rect x="250" y="160" width="120" height="80" rx="8" fill={DEEP} />
      <path d="M252 164L310 206L368 164" />
      <circle cx="366" cy="162" r="10" fill={AMBER} stroke={NIGHT} />
    </Art>
  );
}

/** Free site survey: a clipboard checklist beside a floor plan and a tape measure. */
function SurveyArt() {
  return (
    <Art>
      <rect x="44" y="48" width="140" height="212" rx="12" fill={MID} />
      <rect x="58" y="70" width="112" height="176" rx="4" fill={NIGHT} stroke="none" />
      <rect x="90" y="36" width="48" height="24" rx="6" fill={AMBER} stroke="none" />
      <path d="M72 92h18v18H72zM72 140h18v18H72zM72 188h18v18H72z" stroke={LINE} strokeWidth="3" />
      <path d="M76 100l6 6 12-16M76 148l6 6 12-16" stroke={AMBER} />
      <path d="M104 101H156M104 149H148M104 197H152" stroke={MIST} strokeWidth="3" />
      <path d="M216 40H372V150H216ZM296 40V92M296 112V150M216 98H254M274 98H296M274 98V118" stroke={MIST} strokeWidth="3" />
      <path d="M254 98A20 20 0 0 0 274 118" stroke={MIST} strokeWidth="2" strokeDasharray="3 5" />
      <path d="M256 68h0M336 92h0M252 126h0" stroke={AMBER} strokeWidth="12" />
      <rect x="206" y="236" width="110" height="14" fill={PAPER} stroke="none" />
      <path d="M212 236V242M224 236V242M236 236V242M248 236V246M260 236V242M272 236V242M284 236V242" stroke={INK} strokeWidth="2" />
      <path d="M206 232V254" stroke={MIST} />
      <circle cx="330" cy="214" r="40" fill={AMBER} stroke="none" />
      <circle cx="330" cy="214" r="14" fill={NIGHT} stroke="none" />
    </Art>
  );
}

/** Testimonials: a five-star review and a reply. */
function TestimonialsArt() {
  return (
    <Art>
      <path d="M64 40H256Q280 40 280 64V120Q280 144 256 144H124L84 178L94 144H64Q40 144 40 120V64Q40 40 64 40Z" fill={DEEP} />
      <path d={starRow(80, 94, 5, 40)} fill={AMBER} stroke="none" />
      <path d="M206 176H336Q360 176 360 200V228Q360 252 336 252H330L344 276L302 252H206Q182 252 182 228V200Q182 176 206 176Z" fill={MID} />
      <path d="M206 202H334M206 226H296" stroke={MIST} strokeWidth="3" />
      <circle cx="68" cy="216" r="16" fill={MIST} stroke="none" />
      <path d="M40 264Q40 238 68 238Q96 238 96 264Z" fill={MIST} stroke="none" />
    </Art>
  );
}

/** Portfolio: a blueprint of a finished job beside framed photos of others. */
function PortfolioArt() {
  return (
    <Art>
      <rect x="28" y="40" width="252" height="196" rx="6" fill={MID} />
      <path d="M30 80H278M30 120H278M30 160H278M30 200H278M78 42V234M128 42V234M178 42V234M228 42V234" stroke={MIST} strokeWidth="1" opacity="0.3" />
      <path d="M64 196V110L134 72L204 110V196ZM120 196V160H148V196" stroke={PAPER} strokeWidth="3" />
      <path d="M86 124h20v16H86zM162 124h20v16h-20z" stroke={PAPER} strokeWidth="3" />
      <path d="M64 216H204M64 210v12M204 210v12" stroke={AMBER} strokeWidth="3" />
      <path d="M222 196h46v30h-46z" stroke={MIST} strokeWidth="2" />
      <rect x="298" y="40" width="76" height="64" rx="4" fill={DEEP} />
      <path d="M308 94L330 68L344 82L354 74L364 94Z" fill={MIST} stroke="none" />
      <rect x="298" y="122" width="76" height="64" rx="4" fill={DEEP} />
      <Bolt x={336} y={154} s={0.7} />
    </Art>
  );
}

/** Services: the kit, a multimeter between a screwdriver and a cable reel. */
function ServicesArt() {
  return (
    <Art>
      <g transform="translate(78 250) rotate(-22)">
        <path d="M0-70V-176" stroke={LINE} strokeWidth="8" />
        <path d="M-6-176h12" stroke={LINE} strokeWidth="6" />
        <path d="M-10-74h20" stroke={MIST} strokeWidth="8" />
        <rect x="-18" y="-76" width="36" height="80" rx="12" fill={MID} />
        <path d="M-6-60v46M6-60v46" stroke={MIST} strokeWidth="3" />
      </g>
      <path d="M180 218Q176 262 146 262M220 218Q226 262 256 262" stroke={MIST} strokeWidth="4" />
      <path d="M146 262H126M256 262H276" stroke={MID} strokeWidth="10" />
      <rect x="148" y="46" width="104" height="176" rx="16" fill={AMBER} stroke="none" />
      <rect x="164" y="64" width="72" height="42" rx="4" fill={NIGHT} stroke="none" />
      <path d="M174 86Q184 70 194 86T214 86T234 86" stroke={AMBER} strokeWidth="3" />
      <circle cx="200" cy="152" r="24" fill={INK} stroke="none" />
      <path d="M200 152L214 138" stroke={PAPER} />
      <path d="M180 200h0M200 200h0M220 200h0" stroke={INK} strokeWidth="10" />
      <path d="M320 150V80M300 80H340M320 150L290 236M320 150L350 236M278 236H302M338 236H362" stroke={MIST} strokeWidth="6" />
      <circle cx="320" cy="150" r="58" fill={DEEP} />
      <circle cx="320" cy="150" r="38" stroke={AMBER} strokeWidth="24" />
      <circle cx="320" cy="150" r="13" fill={NIGHT} />
      <path d="M352 184Q372 232 334 256" stroke={AMBER} strokeWidth="6" />
    </Art>
  );
}

/** The page-kind drawings by name; the key set is PAGE_ART_NAMES, checked both ways by `satisfies`. */
export const PAGE_ART = {
  home: HomeArt,
  about: AboutArt,
  contact: ContactArt,
  survey: SurveyArt,
  testimonials: TestimonialsArt,
  portfolio: PortfolioArt,
  services: ServicesArt,
  serviceAreas: ServiceAreasArt,
  areaServices: AreaServicesArt,
  industries: IndustriesArt,
  sitemap: SitemapArt,
  legal: LegalArt,
  notFound: NotFoundArt,
} as const satisfies Record<(typeof PAGE_ART_NAMES)[number], ComponentType>;

/** A page kind that has a drawing. */
export type PageArtName = keyof typeof PAGE_ART;
