import { AMBER, Art, DEEP, INK, LINE, MID, MIST, NIGHT, PAPER } from './art-parts.tsx';

/** Cold stores: an insulated store under icicles, its rapid-roll door up on frosted racking, the thermometer low. */
export function ColdStoreArt() {
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <rect x="24" y="70" width="252" height="180" fill={DEEP} />
      <path d="M36 104H52M36 140H52M36 176H52M36 212H52M248 104H264M248 140H264M248 176H264M248 212H264" stroke={MIST} strokeWidth="3" />
      <rect x="16" y="58" width="268" height="14" rx="3" fill={MID} />
      <path d="M30 74l5 16 5-16zM62 74l5 24 5-24zM96 74l5 12 5-12zM128 74l5 20 5-20zM164 74l5 14 5-14zM196 74l5 24 5-24zM230 74l5 12 5-12zM262 74l5 18 5-18z" fill={PAPER} stroke="none" />
      <rect x="66" y="112" width="168" height="138" fill={MID} stroke="none" />
      <rect x="80" y="126" width="140" height="124" fill={NIGHT} stroke="none" />
      <path d="M66 250V112H234V250M80 250V126H220V250" />
      <path d="M92 146H124M176 146H208" stroke={AMBER} strokeWidth="6" />
      <path d="M96 250V160M150 250V160M204 250V160M90 196H210M90 232H210" stroke={MIST} strokeWidth="4" />
      <path d="M102 176h40v20h-40zM156 182h40v14h-40zM102 214h40v18h-40zM156 212h40v20h-40z" fill={LINE} stroke="none" />
      <rect x="58" y="96" width="184" height="22" rx="6" fill={MID} />
      <rect x="80" y="118" width="140" height="16" fill={MIST} stroke="none" />
      <path d="M80 134H220" stroke={LINE} strokeWidth="6" />
      <circle cx="252" cy="100" r="7" fill={AMBER} stroke="none" />
      <path d="M342 46L342 106M368 61L316 91M368 91L316 61M335 99L342 92L349 99M318 81L328 84L326 94M326 58L328 68L318 71M349 53L342 60L335 53M366 71L356 68L358 58M358 94L356 84L366 81" stroke={PAPER} strokeWidth="5" />
      <path d="M330 210V136A12 12 0 0 1 354 136V210" fill={NIGHT} />
      <circle cx="342" cy="224" r="18" fill={PAPER} />
      <path d="M342 214V190" stroke={PAPER} strokeWidth="10" />
      <path d="M362 144h10M362 164h10M362 184h10M362 204h10" stroke={MIST} strokeWidth="3" />
    </Art>
  );
}

/** Distribution: a long, low shed with four dock doors, two trailers backed on and the dock lights lit. */
export function DistributionArt() {
  const doors = [140, 208, 276, 344];
  const trailers = [208, 344];
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <rect x="16" y="84" width="84" height="166" fill={MID} />
      <path d="M32 104V234M58 104V234M84 104V234" stroke={MIST} strokeWidth="12" strokeDasharray="16 10" strokeLinecap="butt" />
      <path d="M58 130V156" stroke={AMBER} strokeWidth="12" strokeLinecap="butt" />
      <path d="M100 250V100L242 88L384 100V250Z" fill={DEEP} />
      <path d="M100 110H384" stroke={MID} strokeWidth="12" strokeLinecap="butt" />
      <path d="M100 100L242 88L384 100" />
      <path d="M100 222H384" stroke={MIST} strokeWidth="3" />
      {doors.map((x) => (
        <g key={x}>
          <rect x={x - 24} y="148" width="48" height="74" fill={MID} stroke={MIST} strokeWidth="3" />
          <path d={`M${x - 24} 166H${x + 24}M${x - 24} 184H${x + 24}M${x - 24} 202H${x + 24}`} stroke={MIST} strokeWidth="3" />
          <path d={`M${x - 12} 132H${x + 12}`} stroke={AMBER} strokeWidth="8" />
        </g>
      ))}
      {trailers.map((x) => (
        <g key={x}>
          <rect x={x - 36} y="140" width="72" height="82" fill={NIGHT} stroke="none" />
          <path d={`M${x - 26} 234H${x + 26}`} stroke={MIST} strokeWidth="6" />
          <rect x={x - 28} y="224" width="18" height="24" rx="3" fill={INK} />
          <rect x={x + 10} y="224" width="18" height="24" rx="3" fill={INK} />
          <rect x={x - 32} y="144" width="64" height="76" rx="3" fill={MIST} />
          <path d={`M${x} 148V216M${x - 16} 148V216M${x + 16} 148V216`} stroke={MID} strokeWidth="4" />
          <path d={`M${x - 25} 210h0M${x + 25} 210h0`} stroke={AMBER} strokeWidth="6" />
        </g>
      ))}
    </Art>
  );
}

/** Chemical and pharmaceutical: reaction vessels piped to a distillation column, a hazard sign and a flameproof light. */
export function ChemicalPlantArt() {
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <path d="M36 250V214M84 250V214M118 250V220M154 250V220" stroke={MIST} strokeWidth="6" />
      <path d="M94 150H108M136 112V56H226M164 196H226" stroke={MIST} strokeWidth="6" />
      <path d="M26 214V110A34 34 0 0 1 94 110V214Z" fill={DEEP} />
      <path d="M108 220V140A28 28 0 0 1 164 140V220Z" fill={MID} />
      <path d="M26 176H94M108 184H164" stroke={MIST} strokeWidth="3" />
      <path d="M60 76V58" />
      <rect x="46" y="40" width="28" height="20" rx="3" fill={AMBER} stroke="none" />
      <path d="M128 84h16M180 48v16M184 188v16" stroke={LINE} strokeWidth="8" strokeLinecap="butt" />
      <path d="M194 186l20 20v-20l-20 20z" fill={MID} stroke={LINE} strokeWidth="3" />
      <path d="M204 196v-16M196 180h16" stroke={LINE} strokeWidth="3" />
      <path d="M226 250V44A18 18 0 0 1 262 44V250Z" fill={DEEP} />
      <path d="M282 250V78M294 250V78M282 100H294M282 130H294M282 160H294M282 190H294M282 220H294" stroke={MIST} strokeWidth="3" />
      <path d="M210 96H280M210 166H280M214 96V80M276 96V80M214 166V150M276 166V150M214 80H276M214 150H276" stroke={MIST} strokeWidth="3" />
      <path d="M226 102H216V110" />
      <rect x="202" y="110" width="28" height="10" rx="2" fill={MID} stroke={LINE} strokeWidth="3" />
      <path d="M206 120h20v8a10 10 0 0 1-20 0z" fill={AMBER} stroke="none" />
      <path d="M212 120v16M220 120v16" stroke={NIGHT} strokeWidth="3" />
      <path d="M346 118L388 192H304Z" fill={AMBER} stroke="none" />
      <path d="M346 142V166M346 178v0" stroke={INK} strokeWidth="8" />
      <path d="M346 192V250" stroke={MIST} strokeWidth="6" />
    </Art>
  );
}
