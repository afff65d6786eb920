import { AMBER, Art, Bolt, DEEP, INK, MID, MIST, NIGHT, PAPER, Pin } from './art-parts.tsx';

/** Service areas: the Humber estuary on a folded map, a pin on each town the firm covers. */
export function ServiceAreasArt() {
  return (
    <Art>
      <rect x="24" y="24" width="352" height="252" rx="12" fill={DEEP} />
      <path d="M26 182C90 176 150 186 210 168C260 152 300 154 330 176C350 192 362 228 374 240V274H300C300 240 270 214 226 206C160 196 90 206 26 204Z" fill={MID} stroke="none" />
      <path d="M26 146Q54 160 58 184M124 274Q116 236 104 204" stroke={MID} strokeWidth="6" />
      <path d="M336 168Q374 196 362 246" stroke={MIST} strokeWidth="3" />
      <path d="M140 26V274M260 26V274" stroke={NIGHT} strokeWidth="2" opacity="0.6" />
      <path d="M66 166L146 164L248 140L228 90L182 62M248 140L326 112" stroke={MIST} strokeWidth="3" strokeDasharray="1 9" />
      <Pin x={66} y={170} r={10} />
      <Pin x={146} y={168} r={10} />
      <Pin x={228} y={94} r={10} />
      <Pin x={182} y={66} r={8} />
      <Pin x={326} y={116} r={8} />
      <Pin x={248} y={146} r={16} />
    </Art>
  );
}

/** Services in one area: a pin beside a grid of the trades on offer. */
export function AreaServicesArt() {
  // The amber tile at 190,66 (power) is drawn apart; these are the rest, centre and glyph.
  const tiles: [number, number, string][] = [
    [254, 66, 'M-8 8A12 12 0 1 1 8 8V14H-8ZM-6 20H6'],
    [318, 66, 'M-6-14v10M6-14v10M-12-4h24v6a12 12 0 0 1-24 0z'],
    [190, 130, 'M0-16L14-10V0Q14 12 0 18Q-14 12-14 0V-10ZM-6 0L-1 5L7-4'],
    [254, 130, 'M-16 0Q-8-16 0 0T16 0'],
    [318, 130, 'M-14-8H12V8H-14ZM12-3H16V3M-8-2V2'],
    [190, 194, 'M-12 0L-4 8L12-8'],
    [254, 194, 'M-14 6A14 14 0 0 1 14 6M0 6L8-4'],
    [318, 194, 'M-12 12V-4L0-14L12-4V12Z'],
  ];
  return (
    <Art>
      <ellipse cx="96" cy="242" rx="34" ry="7" fill={MID} stroke="none" />
      <Pin x={96} y={238} r={48} />
      <g fill={DEEP}>
        {tiles.map(([x, y]) => <rect key={x * y} x={x - 26} y={y - 26} width="52" height="52" rx="10" />)}
      </g>
      <rect x="164" y="40" width="52" height="52" rx="10" fill={AMBER} stroke="none" />
      <path d="M193 50L181 68H191L187 82L199 64H189Z" fill={INK} stroke="none" />
      <g stroke={MIST} strokeWidth="3">
        {tiles.map(([x, y, d]) => <path key={x * y} d={d} transform={`translate(${x} ${y})`} />)}
      </g>
    </Art>
  );
}

/** Industries: the buildings the firm wires, barn to office block, in one row. */
export function IndustriesArt() {
  return (
    <Art>
      <path d="M12 250H388" stroke={MID} />
      <path d="M20 250V172L32 144L60 126L88 144L100 172V250Z" fill={DEEP} />
      <path d="M44 250V208H76V250M44 208L76 250M76 208L44 250" stroke={MIST} strokeWidth="3" />
      <rect x="54" y="152" width="12" height="14" fill={AMBER} stroke="none" />
      <rect x="168" y="104" width="16" height="70" fill={MID} />
      <path d="M110 250V170L136 150V170L162 150V170L190 150V250Z" fill={DEEP} />
      <path d="M122 200H184" stroke={AMBER} strokeWidth="10" strokeDasharray="10 8" strokeLinecap="butt" />
      <path d="M200 250V182L245 160L290 182V250Z" fill={DEEP} />
      <path d="M212 250V208H240V250M250 250V208H278V250" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <rect x="304" y="84" width="72" height="166" fill={DEEP} />
      <path d="M318 104V234M340 104V234M362 104V234" stroke={MIST} strokeWidth="10" strokeDasharray="12 10" strokeLinecap="butt" />
      <path d="M340 148V160M318 192V204" stroke={AMBER} strokeWidth="10" strokeLinecap="butt" />
      <Bolt x={244} y={96} s={0.9} />
    </Art>
  );
}

/** Sitemap: the site as a tree of linked pages. */
export function SitemapArt() {
  const boxes: [number, number, number][] = [[50, 120, 80], [160, 120, 80], [270, 120, 80], [30, 200, 56], [104, 200, 56], [172, 200, 56], [262, 200, 56], [330, 200, 56]];
  return (
    <Art>
      <path d="M200 80V100H90V120M200 100V120M200 100H310V120M90 160V180H58V200M90 180H132V200M200 160V200M310 160V180H290V200M310 180H358V200" stroke={MIST} strokeWidth="3" />
      <rect x="156" y="36" width="88" height="44" rx="8" fill={AMBER} stroke="none" />
      <path d="M176 58H224" stroke={INK} strokeWidth="6" />
      {boxes.map(([x, y, w], i) => (
        <rect key={i} x={x} y={y} width={w} height={i < 3 ? 40 : 36} rx="8" fill={i < 3 ? MID : DEEP} />
      ))}
      <path d="M66 140H114M176 140H224M286 140H334" stroke={PAPER} />
      <path d="M44 218H72M118 218H146M186 218H214M276 218H304M344 218H372" stroke={MIST} strokeWidth="3" />
    </Art>
  );
}

/** Legal pages: a document under a seal. */
export function LegalArt() {
  return (
    <Art>
      <rect x="96" y="44" width="160" height="220" rx="6" fill={MID} transform="rotate(-6 176 154)" />
      <path d="M120 30H240L280 70V270H120Z" fill={DEEP} />
      <path d="M240 30V70H280" fill={MID} />
      <path d="M144 66H210M144 100H256M144 124H256M144 148H256M144 172H216M144 206H196" stroke={MIST} strokeWidth="3" />
      <path d="M276 152L312 164V198Q312 228 276 246Q240 228 240 198V164Z" fill={AMBER} stroke={NIGHT} />
      <path d="M262 198L273 209L292 188" stroke={INK} strokeWidth="6" />
    </Art>
  );
}

/** Not found: the plug is out and a spark asks where the page went. */
export function NotFoundArt() {
  return (
    <Art>
      <rect x="256" y="76" width="108" height="108" rx="20" fill={DEEP} />
      <path d="M310 96v20M284 150h14M322 150h14" stroke={INK} strokeWidth="9" />
      <path d="M24 236C110 236 60 130 120 130" stroke={MIST} strokeWidth="10" />
      <path d="M120 114H176Q196 114 196 130Q196 146 176 146H120Z" fill={AMBER} stroke="none" />
      <path d="M196 122H218M196 138H218" strokeWidth="5" />
      <path d="M216 58Q216 34 238 34Q260 34 260 54Q260 68 244 74L250 84L238 94" stroke={AMBER} strokeWidth="6" />
      <circle cx="238" cy="112" r="5" fill={AMBER} stroke="none" />
      <path d="M226 156l6 8M240 158v10M232 102l-8-4" stroke={AMBER} strokeWidth="3" />
    </Art>
  );
}
