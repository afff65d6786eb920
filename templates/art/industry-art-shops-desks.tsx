import { AMBER, Art, DEEP, INK, LINE, MID, MIST, NIGHT, PAPER } from './art-parts.tsx';

/** Supermarket: stocked aisle shelving, a glass-fronted chiller under its strip light, a trolley in front. */
export function SupermarketArt() {
  const shelves = [112, 152, 192, 232];
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <path d="M84 10V32M132 10V32" stroke={MIST} strokeWidth="3" />
      <rect x="66" y="32" width="84" height="22" rx="4" fill={MID} />
      <path d="M84 43H132" stroke={PAPER} strokeWidth="6" />
      <rect x="20" y="66" width="180" height="184" fill={DEEP} />
      {shelves.map((y) => (
        <g key={y}>
          <path d={`M30 ${y - 12}H190`} stroke={MID} strokeWidth="24" strokeDasharray="20 8" strokeLinecap="butt" />
          <path d={`M${y % 80 ? 64 : 36} ${y - 9}H190`} stroke={MIST} strokeWidth="18" strokeDasharray="8 48" strokeLinecap="butt" />
          <path d={`M20 ${y + 2}H200`} stroke={LINE} />
        </g>
      ))}
      <path d="M124 88V110M68 168V190" stroke={AMBER} strokeWidth="16" strokeLinecap="butt" />
      <rect x="232" y="54" width="148" height="196" fill={DEEP} />
      <path d="M246 80H366" stroke={AMBER} strokeWidth="6" />
      <rect x="244" y="92" width="124" height="144" rx="2" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M254 128H358M254 166H358M254 204H358" stroke={MID} strokeWidth="3" />
      <path d="M258 126V110M272 126V114M290 126V110M316 126V114M332 126V110M348 126V114M262 164V150M284 164V146M300 164V150M322 164V146M342 164V150M258 202V188M276 202V184M306 202V188M334 202V184M350 202V188" stroke={MIST} strokeWidth="8" strokeLinecap="butt" />
      <path d="M285 92V236M327 92V236" stroke={LINE} strokeWidth="3" />
      <path d="M256 146L276 104M298 146L318 104M340 146L360 104" stroke={PAPER} strokeWidth="3" opacity="0.4" />
      <rect x="202" y="138" width="12" height="34" rx="3" fill={PAPER} stroke="none" />
      <rect x="224" y="148" width="34" height="24" rx="3" fill={AMBER} stroke="none" />
      <path d="M170 168L156 146" />
      <path d="M148 146H164" stroke={AMBER} strokeWidth="8" />
      <path d="M170 168H286L272 214H180Z" fill={INK} />
      <path d="M196 172V210M216 172V210M236 172V210M256 172V210M176 190H280" stroke={MIST} strokeWidth="3" />
      <path d="M180 214L186 232H268L272 214" />
      <circle cx="190" cy="242" r="8" fill={INK} />
      <circle cx="264" cy="242" r="8" fill={INK} />
    </Art>
  );
}

/** Restaurant: the cooking line under its extract canopy, an espresso machine on the counter, a table under pendants. */
export function RestaurantArt() {
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <rect x="62" y="12" width="30" height="36" fill={MID} />
      <path d="M22 88L40 48H114L132 88Z" fill={DEEP} />
      <path d="M30 80H124" stroke={MIST} strokeWidth="3" />
      <path d="M54 118Q46 108 54 98M70 118Q62 108 70 98" stroke={MIST} strokeWidth="3" />
      <rect x="40" y="124" width="40" height="38" rx="3" fill={MID} />
      <path d="M92 146H124L134 141" strokeWidth="6" />
      <path d="M98 156l4-8 4 8M112 156l4-8 4 8" stroke={AMBER} strokeWidth="3" />
      <rect x="12" y="160" width="220" height="10" rx="3" fill={MID} />
      <rect x="18" y="170" width="208" height="80" fill={DEEP} />
      <path d="M88 182V238M156 182V238" stroke={MIST} strokeWidth="3" />
      <path d="M144 160V104H216V160H204V140H156V160Z" fill={MID} />
      <path d="M152 96h14v8h-14zM174 96h14v8h-14z" fill={PAPER} stroke={PAPER} strokeWidth="3" />
      <circle cx="180" cy="120" r="7" fill={AMBER} stroke="none" />
      <path d="M166 140v6M194 140v6" stroke={MIST} strokeWidth="8" strokeLinecap="butt" />
      <path d="M162 150h10v10h-10zM188 150h10v10h-10z" fill={PAPER} stroke={PAPER} strokeWidth="3" />
      <path d="M216 116H224V146" stroke={MIST} strokeWidth="3" />
      <path d="M286 10V84M344 10V84" stroke={MIST} strokeWidth="3" />
      <path d="M268 104Q286 70 304 104ZM326 104Q344 70 362 104Z" fill={DEEP} />
      <circle cx="286" cy="106" r="6" fill={AMBER} stroke="none" />
      <circle cx="344" cy="106" r="6" fill={AMBER} stroke="none" />
      <path d="M286 120V130M274 116L268 122M298 116L304 122M344 120V130M332 116L326 122M356 116L362 122" stroke={AMBER} strokeWidth="3" />
      <rect x="262" y="188" width="106" height="8" rx="3" fill={MID} />
      <path d="M315 196V248M295 248H335" />
      <path d="M306 186V174h16v12M322 178h6v6h-6" fill={PAPER} stroke={PAPER} strokeWidth="3" />
      <path d="M250 150V248M250 210H276V248M380 150V248M380 210H354V248" />
    </Art>
  );
}

/** Coworking: a long bench desk of laptops under a linear pendant, a power module, task chairs and a glazed pod. */
export function CoworkingArt() {
  const laptops = [66, 156, 246];
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <path d="M64 10V54M248 10V54" stroke={MIST} strokeWidth="3" />
      <rect x="40" y="54" width="232" height="14" rx="7" fill={DEEP} />
      <path d="M56 74H256" stroke={AMBER} strokeWidth="6" />
      {laptops.map((x) => (
        <g key={x}>
          <rect x={x - 26} y="120" width="52" height="38" rx="3" fill={DEEP} />
          <path d={`M${x - 16} 132H${x + 10}M${x - 16} 144H${x + 2}`} stroke={MIST} strokeWidth="3" />
          <path d={`M${x - 32} 168L${x - 26} 160H${x + 26}L${x + 32} 168Z`} fill={MIST} stroke={MIST} strokeWidth="3" />
        </g>
      ))}
      <rect x="98" y="150" width="26" height="18" rx="3" fill={NIGHT} />
      <path d="M106 159h0M116 159h0" stroke={AMBER} strokeWidth="6" />
      <rect x="22" y="168" width="272" height="10" rx="3" fill={MID} />
      <path d="M38 178V248H62V178M254 178V248H278V178" />
      <rect x="62" y="184" width="192" height="12" fill={DEEP} stroke={MIST} strokeWidth="3" />
      <path d="M156 196V238" stroke={MIST} strokeWidth="3" />
      <rect x="142" y="238" width="28" height="10" rx="2" fill={AMBER} stroke="none" />
      {[66, 246].map((x) => (
        <g key={x}>
          <path d={`M${x} 210V232M${x - 22} 242L${x} 234L${x + 22} 242`} stroke={MIST} strokeWidth="6" />
          <path d={`M${x - 22} 244h0M${x} 244h0M${x + 22} 244h0`} stroke={MIST} strokeWidth="8" />
          <rect x={x - 26} y="202" width="52" height="10" rx="5" fill={MID} />
          <rect x={x - 20} y="166" width="40" height="36" rx="10" fill={DEEP} />
        </g>
      ))}
      <rect x="306" y="62" width="82" height="188" rx="6" fill={DEEP} />
      <rect x="316" y="76" width="62" height="174" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M324 88H370" stroke={AMBER} strokeWidth="4" />
      <path d="M326 206H368M347 206V248M334 248H360" stroke={MIST} strokeWidth="4" />
      <path d="M326 140L344 106M348 154L370 114" stroke={PAPER} strokeWidth="3" opacity="0.4" />
      <path d="M366 140V164" stroke={LINE} strokeWidth="5" />
    </Art>
  );
}

/** Bank: a columned classical front on its steps, a cash machine in the wall and a camera watching it. */
export function BankArt() {
  const columns = [60, 106, 160, 206];
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <rect x="250" y="100" width="130" height="150" fill={MID} />
      <path d="M246 100H384" strokeWidth="8" />
      <rect x="284" y="150" width="62" height="82" rx="4" fill={NIGHT} />
      <rect x="296" y="160" width="38" height="26" rx="2" fill={AMBER} stroke="none" />
      <path d="M302 200h0M315 200h0M328 200h0M302 212h0M315 212h0M328 212h0" stroke={MIST} strokeWidth="6" />
      <path d="M298 224H332" stroke={MIST} strokeWidth="3" />
      <path d="M370 108V124M370 116H354" stroke={MIST} strokeWidth="4" />
      <g transform="rotate(-24 340 122)">
        <rect x="318" y="114" width="36" height="16" rx="3" fill={DEEP} />
        <rect x="310" y="116" width="8" height="12" fill={NIGHT} stroke="none" />
        <circle cx="344" cy="122" r="3" fill={AMBER} stroke="none" />
      </g>
      <rect x="44" y="108" width="178" height="106" fill={DEEP} />
      <path d="M118 214V156A15 15 0 0 1 148 156V214Z" fill={NIGHT} />
      {columns.map((x) => (
        <g key={x}>
          <rect x={x - 8} y="114" width="16" height="92" fill={PAPER} stroke="none" />
          <path d={`M${x - 14} 112H${x + 14}M${x - 14} 208H${x + 14}`} stroke={PAPER} strokeWidth="8" />
        </g>
      ))}
      <rect x="34" y="92" width="198" height="14" fill={DEEP} />
      <path d="M28 92L133 42L238 92Z" fill={DEEP} />
      <circle cx="133" cy="74" r="8" fill={MIST} stroke="none" />
      <path d="M40 214H226V226H236V238H246V250H20V238H30V226H40Z" fill={MID} />
      <path d="M30 226H236M20 238H246" />
    </Art>
  );
}
