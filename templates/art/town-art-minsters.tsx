import { AMBER, Art, DEEP, MID, MIST, NIGHT } from './art-parts.tsx';

/** Howden: the Minster's tall central tower between its nave and the roofless ruined choir. */
export function HowdenArt() {
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <path d="M258 196V180h10v8M326 186V170h10v10" fill={MID} strokeWidth="3" />
      <path d="M244 250V208L268 190L292 208V250ZM292 250V202L318 182L344 202V250ZM344 250V212L366 196L388 212V250Z" fill={MID} />
      <path d="M260 226h16M306 218h24M306 236h24M358 230h16" stroke={AMBER} strokeWidth="8" strokeLinecap="butt" />
      <path d="M24 250V150L30 132L36 150V172H118V250Z" fill={DEEP} />
      <path d="M36 172L46 154H118V172Z" fill={MID} />
      <path d="M48 196v34M68 196v34M88 196v34M106 196v34" stroke={AMBER} strokeWidth="8" />
      <path d="M118 250V60H164V250Z" fill={DEEP} />
      <path d="M113 60L118 26L123 60ZM136 60L141 36L146 60ZM159 60L164 26L169 60Z" fill={DEEP} strokeWidth="3" />
      <path d="M114 66V56h8v4h6v-4h8v4h10v-4h8v4h6v-4h8V66Z" fill={DEEP} strokeWidth="3" />
      <path d="M126 128V84A6 6 0 0 1 138 84V128ZM144 128V84A6 6 0 0 1 156 84V128Z" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M132 196v20M150 196v20" stroke={AMBER} strokeWidth="8" />
      <path d="M134 250V236A7 7 0 0 1 148 236V250" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M164 250V172L172 166L180 174L190 166L198 174L208 168V136L218 118L228 136V250ZM170 240V196A14 14 0 0 1 177 184A14 14 0 0 1 184 196V240ZM190 240V196A14 14 0 0 1 197 184A14 14 0 0 1 204 196V240ZM212 240V176A12 12 0 0 1 218 166A12 12 0 0 1 224 176V240Z" fill={DEEP} fillRule="evenodd" />
    </Art>
  );
}

/** Beverley: the Minster's two pinnacled west towers, its long nave and small central tower over the town's roofs. */
export function BeverleyArt() {
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <path d="M248 250V210L268 194L288 210V250ZM354 250V210L372 196L390 210V250Z" fill={MID} />
      <path d="M294 250V160h10v8h10v-8h10v8h10v-8h10v8h10v-8h10V250ZM312 250V218A12 12 0 0 1 336 218V250Z" fill={DEEP} fillRule="evenodd" />
      <path d="M308 190h8M332 190h8M262 226h12M366 226h12" stroke={AMBER} strokeWidth="8" strokeLinecap="butt" />
      <path d="M140 250V176H234V250Z" fill={DEEP} />
      <path d="M140 176V158H234V176Z" fill={MID} />
      <path d="M172 158V126H208V158ZM168 126L190 110L212 126ZM222 160L228 140L234 160Z" fill={DEEP} />
      <path d="M154 194v22M174 194v22M194 194v22M214 194v22" stroke={AMBER} strokeWidth="8" />
      <path d="M62 250V128L81 108L100 128V250Z" fill={DEEP} />
      <path d="M70 206V150A11 11 0 0 1 92 150V206Z" fill={AMBER} stroke="none" />
      <path d="M81 142V206M70 176H92" stroke={NIGHT} strokeWidth="3" />
      <path d="M74 250V232A7 7 0 0 1 88 232V250" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M22 250V58H62V250ZM100 250V58H140V250Z" fill={DEEP} />
      <path d="M19 60L24 22L29 60ZM37 60L42 34L47 60ZM55 60L60 22L65 60ZM97 60L102 22L107 60ZM115 60L120 34L125 60ZM133 60L138 22L143 60Z" fill={DEEP} strokeWidth="3" />
      <path d="M30 126V84A4 4 0 0 1 38 84V126ZM46 126V84A4 4 0 0 1 54 84V126ZM108 126V84A4 4 0 0 1 116 84V126ZM124 126V84A4 4 0 0 1 132 84V126Z" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M42 160v18M120 160v18" stroke={AMBER} strokeWidth="8" />
    </Art>
  );
}

/** Hessle: the Humber Bridge's two towers and long cable over the estuary, seen from the foreshore. */
export function HessleArt() {
  return (
    <Art>
      <path d="M352 36A20 20 0 1 0 372 66A16 16 0 1 1 352 36Z" fill={MIST} stroke="none" />
      <path d="M0 172H400V300H0Z" fill={MID} stroke="none" />
      <path d="M0 172V138H28Q38 154 46 172ZM248 172C260 156 270 138 288 136H400V172Z" fill={DEEP} stroke="none" />
      <path d="M48 172H68M216 172H236" stroke={MIST} strokeWidth="3" />
      <path d="M90 196h40M170 206h60M20 220h50M110 230h40" stroke={DEEP} strokeWidth="3" />
      <path d="M52 172L54 20H62L64 172ZM220 172L222 20H230L232 172Z" fill={DEEP} strokeWidth="3" />
      <path d="M70 50V127M82 72V127M94 90V127M106 104V127M118 114V127M130 120V127M142 122V127M154 120V127M166 114V127M178 104V127M190 90V127M202 72V127M214 50V127M26 112.4V127M36 90V127M46 63.5V127M236 40.6V127M246 57.1V127M256 73.5V127M266 89.7V127M276 105.8V127M286 121.7V127" stroke={MIST} strokeWidth="1.5" />
      <path d="M18 128Q42 84 58 24Q142 220 226 24Q262 84 290 128" strokeWidth="3" />
      <rect x="14" y="126" width="282" height="6" fill={DEEP} strokeWidth="3" />
      <path d="M10 138V126H24V138ZM286 136V126H300V136Z" fill={MID} strokeWidth="3" />
      <path d="M24 129H288" stroke={AMBER} strokeWidth="2" strokeDasharray="2 10" />
      <path d="M58 13h0M226 13h0" stroke={AMBER} strokeWidth="6" />
      <path d="M0 300V246Q100 236 200 248T400 250V300Z" fill={DEEP} stroke="none" />
      <path d="M8 244Q100 236 200 248T392 250" stroke={MIST} strokeWidth="3" />
      <path d="M40 262h8M150 266h10M200 276h6M70 282h12" stroke={MIST} strokeWidth="3" />
      <path d="M44 242V196M36 242h16" stroke={MIST} strokeWidth="4" />
      <path d="M38 192h12l-2-12h-8Z" fill={AMBER} stroke={MIST} strokeWidth="3" />
    </Art>
  );
}
