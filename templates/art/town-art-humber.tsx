import { AMBER, Art, DEEP, INK, MID, MIST, NIGHT } from './art-parts.tsx';

/** Hull: The Deep's prow over the Humber, where the River Hull meets it. */
export function HullArt() {
  return (
    <Art>
      <path d="M0 200H160V214H400V300H0Z" fill={MID} stroke="none" />
      <path d="M12 200V184H30V176H44V184H60V164L65 156L70 164V184H88V178H112V200Z" fill={MID} stroke="none" />
      <path d="M8 200H154" stroke={MIST} strokeWidth="3" />
      <rect x="154" y="204" width="238" height="10" fill={DEEP} stroke="none" />
      <path d="M56 70L300 150V208H170Z" fill={DEEP} stroke="none" />
      <path d="M67 84L300 160V170L79 97ZM90 111L300 180V190L101 125ZM113 139L300 200V208L122 150Z" fill={MID} stroke="none" />
      <path d="M84 104L300 175M107 132L300 195" stroke={MIST} strokeWidth="2" />
      <path d="M56 70L300 150V208H170Z" />
      <path d="M70 79L180 115" stroke={AMBER} strokeWidth="6" strokeDasharray="10 8" strokeLinecap="butt" />
      <path d="M180 200H228" stroke={AMBER} strokeWidth="8" strokeDasharray="8 6" strokeLinecap="butt" />
      <path d="M172 226H300M196 242H276M30 230H90M14 254H64M110 270H180" stroke={MIST} strokeWidth="3" strokeDasharray="14 12" opacity="0.6" />
      <circle cx="56" cy="70" r="6" fill={AMBER} stroke="none" />
      <path d="M46 210H66M50 220H62" stroke={AMBER} strokeWidth="3" />
    </Art>
  );
}

/** Brough: the aerospace hangar at Humber Enterprise Park, a jet overhead and the Humber beyond. */
export function BroughArt() {
  return (
    <Art>
      <path d="M0 158H400V198H0Z" fill={MID} stroke="none" />
      <path d="M8 152Q100 140 200 150T392 148" stroke={MIST} strokeWidth="3" />
      <path d="M20 176h30M340 172h40" stroke={MIST} strokeWidth="3" opacity="0.6" />
      <path d="M8 244H392" stroke={MID} />
      <path d="M18 244V208H66V244Z" fill={MID} />
      <path d="M28 222H56" stroke={AMBER} strokeWidth="8" strokeDasharray="6 5" strokeLinecap="butt" />
      <path d="M66 244V186Q196 132 326 186V244Z" fill={DEEP} />
      <path d="M78 190Q196 142 314 190" stroke={MIST} strokeWidth="3" />
      <rect x="86" y="194" width="128" height="50" fill={MID} stroke={MIST} strokeWidth="3" />
      <path d="M118 194V244M150 194V244" stroke={MIST} strokeWidth="3" />
      <rect x="182" y="196" width="30" height="48" fill={AMBER} stroke="none" />
      <path d="M20 262H230" stroke={AMBER} strokeWidth="5" strokeDasharray="0 24" />
      <path d="M150 92Q110 102 72 92T14 86" stroke={MIST} strokeWidth="4" strokeDasharray="2 10" />
      <g transform="translate(222 72) rotate(-12)">
        <path d="M62 0L30-6L14-9L-10-46H-22L-18-9L-40-6L-54-22H-62L-58-5L-64 0L-58 5L-62 22H-54L-40 6L-18 9L-22 46H-10L14 9L30 6Z" fill={MID} />
        <path d="M20 0H44" stroke={NIGHT} strokeWidth="8" />
        <path d="M-14-38H-8M-14 38H-8" stroke={AMBER} strokeWidth="5" strokeLinecap="butt" />
      </g>
    </Art>
  );
}

/** Goole: the docks, the salt and pepper pot water towers, a crane and a train of Tom Pudding tubs. */
export function GooleArt() {
  return (
    <Art>
      <path d="M0 226H400V300H0Z" fill={MID} stroke="none" />
      <path d="M8 222H392" stroke={MIST} strokeWidth="3" />
      <path d="M46 222L52 92H74L80 222Z" fill={MID} />
      <path d="M56 116H66M66 138H74M54 160H62M68 184H76M54 204H64" stroke={MIST} strokeWidth="3" />
      <path d="M59 222V206A4 4 0 0 1 67 206V222" fill={AMBER} stroke="none" />
      <path d="M52 92L44 82H82L74 92Z" fill={MID} strokeWidth="3" />
      <path d="M40 82V52H86V82ZM38 52H88" fill={DEEP} />
      <path d="M52 67H76" stroke={AMBER} strokeWidth="6" strokeDasharray="4 6" strokeLinecap="butt" />
      <path d="M106 222V128M130 222V128M154 222V128M178 222V128M106 166L130 196L154 166L178 196" stroke={MIST} strokeWidth="3" />
      <path d="M98 100Q98 74 142 74Q186 74 186 100V118Q186 134 142 134Q98 134 98 118Z" fill={MIST} />
      <path d="M98 106H186" stroke={DEEP} strokeWidth="3" />
      <path d="M206 222L218 176H234L246 222" />
      <path d="M210 176V146L226 136L242 146V176Z" fill={DEEP} />
      <rect x="215" y="150" width="12" height="10" fill={AMBER} stroke="none" />
      <path d="M230 140L338 62M244 152L338 62M253 143L257 121L282 116L289 97L310 89L322 74" strokeWidth="3" />
      <path d="M338 62V102M332 106Q338 116 344 106" stroke={MIST} strokeWidth="3" />
      <path d="M16 248L24 264H70L72 248ZM32 248V234H50V248M58 248V236" fill={DEEP} />
      <path d="M72 254H82" stroke={MIST} strokeWidth="3" />
      <path d="M84 244H116V264H84ZM124 244H156V264H124ZM164 244H196V264H164ZM204 244H236V264H204Z" fill={DEEP} />
      <path d="M88 244Q100 234 112 244M128 244Q140 234 152 244M168 244Q180 234 192 244M208 244Q220 234 232 244" fill={INK} strokeWidth="3" />
      <path d="M30 282H90M130 288H200M250 280H320" stroke={MIST} strokeWidth="3" strokeDasharray="14 12" opacity="0.6" />
    </Art>
  );
}
