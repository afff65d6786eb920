import { AMBER, Art, DEEP, INK, LINE, MID, MIST, NIGHT, PAPER } from './art-parts.tsx';

/** Dairy: a cow under the lit shed roof, the chilled bulk milk tank beside it. */
export function DairyFarmArt() {
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <path d="M28 250V112L136 66L244 112V250Z" fill={DEEP} />
      <path d="M16 118L136 64L256 118" stroke={LINE} strokeWidth="8" />
      <path d="M28 112V250M244 112V250" stroke={MIST} strokeWidth="6" />
      <path d="M88 92V112M184 92V112" stroke={MIST} strokeWidth="3" />
      <path d="M74 124A14 14 0 0 1 102 124ZM170 124A14 14 0 0 1 198 124Z" fill={AMBER} stroke="none" />
      <path d="M86 218V246M104 218V246M158 218V246M176 218V246" stroke={PAPER} strokeWidth="10" strokeLinecap="butt" />
      <path d="M86 244V248M104 244V248M158 244V248M176 244V248" stroke={INK} strokeWidth="10" strokeLinecap="butt" />
      <path d="M190 176Q202 198 196 218" stroke={PAPER} strokeWidth="4" />
      <rect x="76" y="164" width="116" height="56" rx="18" fill={PAPER} stroke={LINE} />
      <path d="M108 164C118 180 142 182 146 164ZM160 190C170 178 190 184 188 206C178 214 162 206 160 190ZM96 204C104 196 122 200 122 220H100Z" fill={NIGHT} stroke="none" />
      <path d="M150 220A12 9 0 0 0 174 220Z" fill={MIST} stroke="none" />
      <path d="M70 164L48 154M70 164L56 176" stroke={PAPER} strokeWidth="6" />
      <rect x="40" y="150" width="36" height="48" rx="14" fill={PAPER} stroke={LINE} />
      <rect x="38" y="182" width="40" height="22" rx="11" fill={MIST} stroke="none" />
      <path d="M36 156L26 150M80 156L90 150" stroke={PAPER} strokeWidth="8" />
      <path d="M50 170h0M66 170h0" stroke={INK} strokeWidth="7" />
      <path d="M50 192h0M66 192h0" stroke={DEEP} strokeWidth="5" />
      <path d="M244 200H280" stroke={MIST} strokeWidth="6" />
      <path d="M292 206V248M364 206V248M282 248H302M354 248H374" stroke={MIST} strokeWidth="6" />
      <rect x="272" y="146" width="112" height="64" rx="30" fill={DEEP} />
      <path d="M302 148V208M354 148V208" stroke={MIST} strokeWidth="3" />
      <path d="M290 162H366" stroke={PAPER} strokeWidth="4" opacity="0.6" />
      <rect x="300" y="104" width="56" height="38" rx="4" fill={MID} />
      <circle cx="320" cy="123" r="11" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M314 117L326 129M326 117L314 129" stroke={MIST} strokeWidth="3" />
      <path d="M344 116V130" stroke={AMBER} strokeWidth="6" />
      <circle cx="328" cy="186" r="9" fill={NIGHT} stroke={LINE} strokeWidth="3" />
      <path d="M328 186L332 181" stroke={AMBER} strokeWidth="3" />
    </Art>
  );
}

/** Greenhouse: a Venlo glasshouse of peaked bays, crops in rows under amber grow lights, the heating pipe below. */
export function GreenhouseArt() {
  const bays = [20, 110, 200, 290];
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <path d="M20 250V104L65 66L110 104L155 66L200 104L245 66L290 104L335 66L380 104V250Z" fill={DEEP} />
      {bays.map((x) => (
        <path key={x} d={`M${x + 22} 86V246M${x + 45} 68V246M${x + 68} 86V246`} stroke={MID} strokeWidth="3" />
      ))}
      <path d="M20 104H380" stroke={MIST} strokeWidth="3" />
      <path d="M110 104V250M200 104V250M290 104V250" stroke={MIST} strokeWidth="4" />
      <path d="M40 124H90M130 124H180M220 124H270M310 124H360" stroke={AMBER} strokeWidth="8" />
      <path d="M65 106V120M155 106V120M245 106V120M335 106V120" stroke={MIST} strokeWidth="3" />
      <path d="M30 212H370" stroke={MIST} strokeWidth="8" />
      {bays.flatMap((b) => [b + 24, b + 66]).map((x) => (
        <path key={x} d={`M${x} 208V160M${x} 196C${x - 18} 196 ${x - 20} 176 ${x - 18} 170C${x - 4} 172 ${x} 186 ${x} 196ZM${x} 180C${x + 18} 180 ${x + 20} 160 ${x + 18} 154C${x + 4} 156 ${x} 170 ${x} 180Z`} fill={MID} stroke={LINE} strokeWidth="3" />
      ))}
      <path d="M30 236H370" stroke={LINE} strokeWidth="8" />
      <path d="M30 236H370" stroke={NIGHT} strokeWidth="3" />
    </Art>
  );
}

/** Food processing: stainless tanks piped together, loaves on the conveyor under sealed wash-down lights, an isolator on the wall. */
export function FoodProcessingArt() {
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <path d="M20 20H380" stroke={MID} />
      <path d="M80 20V34M156 20V34M200 20V34M276 20V34M334 20V94" stroke={MIST} strokeWidth="3" />
      <rect x="66" y="34" width="104" height="26" rx="13" fill={DEEP} />
      <rect x="76" y="42" width="84" height="10" rx="5" fill={AMBER} stroke="none" />
      <rect x="186" y="34" width="104" height="26" rx="13" fill={DEEP} />
      <rect x="196" y="42" width="84" height="10" rx="5" fill={AMBER} stroke="none" />
      <rect x="302" y="94" width="64" height="78" rx="6" fill={MID} />
      <circle cx="334" cy="126" r="14" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M324 136L344 116" stroke={AMBER} strokeWidth="6" />
      <path d="M320 156h0M334 156h0" stroke={MIST} strokeWidth="7" />
      <path d="M348 156h0" stroke={AMBER} strokeWidth="7" />
      <path d="M40 184V248M100 184V248M132 184V248M176 184V248" stroke={MIST} strokeWidth="5" />
      <path d="M70 96V80H154V112" stroke={MIST} strokeWidth="6" />
      <path d="M28 114A42 18 0 0 1 112 114V170L82 194H58L28 170Z" fill={DEEP} />
      <path d="M120 126A34 14 0 0 1 188 126V170L164 194H144L120 170Z" fill={DEEP} />
      <path d="M40 134V162M134 138V162" stroke={PAPER} strokeWidth="4" opacity="0.6" />
      <path d="M70 194V212H154V194" stroke={MIST} strokeWidth="6" />
      <circle cx="112" cy="212" r="8" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M226 240V250M356 240V250" stroke={MID} />
      <rect x="196" y="222" width="190" height="20" rx="10" fill={DEEP} />
      <path d="M212 232h0M252 232h0M292 232h0M332 232h0M372 232h0" stroke={MIST} strokeWidth="8" />
      <path d="M212 222V214C212 198 256 198 256 214V222ZM272 222V214C272 198 316 198 316 214V222ZM332 222V214C332 198 376 198 376 214V222Z" fill={MID} />
      <path d="M226 204L230 212M240 204L244 212M286 204L290 212M300 204L304 212M346 204L350 212M360 204L364 212" stroke={MIST} strokeWidth="3" />
    </Art>
  );
}
