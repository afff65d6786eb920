import { AMBER, Art, DEEP, INK, LINE, MID, MIST, NIGHT, PAPER, Pin } from './art-parts.tsx';

/** A coastal town: terraces on the promenade, a lighthouse on the chalk headland and the sea. */
export function CoastArt() {
  return (
    <Art>
      <path d="M0 206H400V300H0Z" fill={MID} stroke="none" />
      <path d="M270 112H372Q386 150 392 206H240Q256 150 270 112Z" fill={MIST} stroke="none" />
      <path d="M372 112H270Q256 150 240 206M372 112Q386 150 392 206" />
      <path d="M262 136H378M254 164H384M246 190H389" stroke={LINE} strokeWidth="3" />
      <path d="M326 112L332 52H348L354 112Z" fill={PAPER} />
      <path d="M330 72H350M328 94H352" stroke={MID} strokeWidth="8" strokeLinecap="butt" />
      <path d="M324 52H356M330 52V36H350V52" fill={AMBER} />
      <path d="M328 36Q340 22 352 36Z" fill={DEEP} />
      <path d="M318 40L282 30M318 48L282 58" stroke={AMBER} strokeWidth="3" />
      {[14, 56, 98, 140, 182].map((x, i) => (
        <path key={x} d={`M${x} 200V${i % 2 ? 146 : 154}L${x + 21} ${i % 2 ? 126 : 134}L${x + 42} ${i % 2 ? 146 : 154}V200Z`} fill={i % 2 ? MID : DEEP} />
      ))}
      <path d="M27 168h16M69 162h16M111 168h16M153 162h16M195 168h16" stroke={MIST} strokeWidth="8" strokeLinecap="butt" />
      <path d="M22 186h14M64 186h14M106 186h14M148 186h14M190 186h14" stroke={AMBER} strokeWidth="10" strokeLinecap="butt" />
      <path d="M44 200V184h8v16M86 200V184h8v16M128 200V184h8v16M170 200V184h8v16M212 200V184h8v16" fill={NIGHT} strokeWidth="3" />
      <path d="M8 206H232M20 206v-8M48 206v-8M76 206v-8M104 206v-8M132 206v-8M160 206v-8M188 206v-8M216 206v-8" stroke={MIST} strokeWidth="3" />
      <path d="M24 234q10-8 20 0t20 0M96 258q10-8 20 0t20 0M30 280q10-8 20 0t20 0M160 232q10-8 20 0t20 0" stroke={MIST} strokeWidth="3" />
      <path d="M132 66q7-8 14 0q7-8 14 0M176 84q6-6 12 0q6-6 12 0" stroke={MIST} strokeWidth="3" />
      <Pin x={104} y={118} r={24} />
    </Art>
  );
}

/** A riverside town: the river winding through flat land under a stone bridge, a narrowboat moored below. */
export function RiverArt() {
  return (
    <Art>
      <path d="M12 300L60 236Q110 200 110 160Q160 140 232 128Q250 124 252 116H268Q272 130 250 142Q210 160 226 206Q250 250 270 300Z" fill={MID} stroke="none" />
      <path d="M0 116H400" stroke={MID} />
      <path d="M24 116V86L40 72L56 86V116M56 116V94L72 80L88 94V116" fill={DEEP} />
      <path d="M282 116V80L300 64L318 80V116ZM318 116V88L334 74L350 88V116ZM350 116V92L366 80L382 92V116Z" fill={DEEP} />
      <path d="M296 96h8M330 100h8M362 102h8M36 96h8M68 100h8" stroke={AMBER} strokeWidth="8" strokeLinecap="butt" />
      <path d="M30 206V156H232V206H206A22 22 0 0 0 162 206H153A22 22 0 0 0 109 206H100A22 22 0 0 0 56 206Z" fill={DEEP} />
      <path d="M30 156H232M36 148V156M226 148V156M36 148H226" stroke={MIST} strokeWidth="3" />
      <path d="M68 214h20M121 214h20M174 214h20" stroke={MIST} strokeWidth="3" />
      <path d="M8 134H96M12 148H70M286 134H392M312 148H388" stroke={MID} strokeWidth="3" />
      <path d="M24 256H206L214 244H18Z" fill={DEEP} />
      <path d="M50 244V230H186V244" fill={AMBER} />
      <path d="M68 237h0M92 237h0M116 237h0M140 237h0M164 237h0" stroke={NIGHT} strokeWidth="7" />
      <path d="M62 230V216M206 244L218 232" strokeWidth="3" />
      <path d="M22 252L8 268" stroke={MIST} strokeWidth="3" />
      <Pin x={330} y={70} r={16} />
    </Art>
  );
}

/** A market town: a domed market cross on the square, shops under awnings and the church tower behind. */
export function MarketArt() {
  return (
    <Art>
      <path d="M336 150V112L382 112V150" fill={MID} />
      <path d="M284 150V62H336V150" fill={MID} />
      <path d="M280 64V48H290V54H298V48H306V54H314V48H322V54H330V48H340V64Z" fill={MID} />
      <path d="M285 48V36M335 48V36" strokeWidth="3" />
      <path d="M300 112V94Q310 80 320 94V112Z" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <circle cx="310" cy="126" r="8" fill={AMBER} stroke="none" />
      <path d="M8 250H392" stroke={MID} />
      <path d="M240 250V158H388V250Z" fill={DEEP} />
      <rect x="236" y="186" width="156" height="18" fill={AMBER} stroke="none" />
      <path d="M240 195H388" stroke={PAPER} strokeWidth="18" strokeDasharray="10 10" strokeLinecap="butt" />
      <path d="M252 250V216H300V250M326 250V216H374V250" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M254 172H378" stroke={MIST} strokeWidth="8" strokeDasharray="12 14" strokeLinecap="butt" />
      <path d="M14 250V150H54V140H94V150H134V250Z" fill={DEEP} />
      <path d="M54 150V184M94 150V184" stroke={MIST} strokeWidth="3" />
      <path d="M24 166H126" stroke={MIST} strokeWidth="8" strokeDasharray="12 14" strokeLinecap="butt" />
      <rect x="10" y="184" width="128" height="18" fill={AMBER} stroke="none" />
      <path d="M14 193H134" stroke={PAPER} strokeWidth="18" strokeDasharray="10 10" strokeLinecap="butt" />
      <path d="M22 250V214H46V250M62 250V214H86V250M102 250V214H126V250" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M144 250H226V240H144ZM152 240H218V232H152Z" fill={MID} />
      <path d="M160 232V172M176 232V172M194 232V172M210 232V172" />
      <path d="M150 172H220V160H150Z" fill={DEEP} />
      <path d="M154 160Q185 116 216 160Z" fill={DEEP} />
      <path d="M178 128V116H192V128" fill={AMBER} />
      <path d="M176 116L185 104L194 116ZM185 104V94" />
      <Pin x={74} y={136} r={24} />
    </Art>
  );
}

/** A small port: a container ship at the quay, a dock crane over it and warehouses behind. */
export function PortArt() {
  return (
    <Art>
      <path d="M0 212H400V300H0Z" fill={MID} stroke="none" />
      <path d="M240 196V110L276 92L312 110V196ZM312 196V104L350 86L388 104V196Z" fill={DEEP} />
      <path d="M258 196V160H294V196M330 196V156H370V196" stroke={MIST} strokeWidth="3" />
      <path d="M186 212V196H392V212" fill={DEEP} />
      <path d="M198 212V70M230 212V70M198 120H230M198 120L230 70M14 66H262M214 70V20L30 66M214 20L262 66" stroke={LINE} />
      <rect x="86" y="70" width="22" height="14" fill={AMBER} stroke="none" />
      <path d="M97 84V108" strokeWidth="3" />
      <rect x="82" y="108" width="30" height="20" fill={AMBER} stroke="none" />
      <path d="M14 172H190V200Q190 216 176 216H34Z" fill={DEEP} />
      <path d="M20 186H188" stroke={AMBER} strokeWidth="4" />
      <path d="M34 172V152H70V172ZM70 172V152H106V172ZM106 172V152H142V172ZM34 152V132H70V152ZM70 152V132H106V152Z" fill={MID} />
      <path d="M42 168V156M50 168V156M58 168V156M114 168V156M122 168V156M130 168V156M42 148V136M50 148V136M58 148V136" stroke={MIST} strokeWidth="2" />
      <path d="M76 152V172H100V152" fill={AMBER} stroke="none" />
      <path d="M148 172V120H180V172Z" fill={PAPER} />
      <path d="M154 132H174M154 146H174" stroke={NIGHT} strokeWidth="6" strokeLinecap="butt" />
      <path d="M160 120V104H172V120" fill={INK} />
      <path d="M24 236q10-8 20 0t20 0M100 250q10-8 20 0t20 0M150 276q10-8 20 0t20 0" stroke={MIST} strokeWidth="3" />
      <Pin x={350} y={82} r={24} />
    </Art>
  );
}

/** A Wolds village: fields in bands, a windmill, the church tower among cottages and a tree. */
export function RuralArt() {
  return (
    <Art>
      <path d="M0 170Q110 130 220 160T400 150V300H0Z" fill={DEEP} stroke="none" />
      <path d="M0 220Q140 190 260 214T400 210V300H0Z" fill={MID} stroke="none" />
      <path d="M0 262Q150 240 280 262T400 258V300H0Z" fill={DEEP} stroke="none" />
      <path d="M8 232Q140 206 260 228M8 246Q140 224 260 242M8 278Q150 258 280 278" stroke={DEEP} strokeWidth="3" />
      <path d="M0 220Q140 190 260 214T400 210M0 262Q150 240 280 262T400 258M92 204Q102 228 94 252" stroke={NIGHT} strokeWidth="6" />
      <path d="M48 176L54 104H74L80 176Z" fill={INK} />
      <path d="M50 104Q64 84 78 104Z" fill={MIST} />
      <path d="M64 98L24 58M64 98L104 58M64 98L24 138M64 98L104 138" strokeWidth="3" />
      <path d="M58 92L30 64M70 92L98 64M58 104L30 132M70 104L98 132" stroke={MIST} strokeWidth="8" strokeDasharray="6 3" strokeLinecap="butt" />
      <circle cx="64" cy="98" r="4" fill={AMBER} stroke="none" />
      <path d="M60 176V162h8v14" fill={AMBER} stroke="none" />
      <path d="M150 176V78H178V176Z" fill={MID} />
      <path d="M148 78V70h8v8h8v-8h8v8h8v-8" fill="none" />
      <path d="M158 112V100Q164 92 170 100V112Z" fill={AMBER} stroke="none" />
      <path d="M178 176V138L190 126H226V176Z" fill={MID} />
      <path d="M104 182V150L120 136L136 150V182ZM188 190V160L206 146L224 160V190Z" fill={DEEP} />
      <path d="M114 164h12M198 172h16" stroke={AMBER} strokeWidth="8" strokeLinecap="butt" />
      <path d="M334 152V118M372 148V128" strokeWidth="6" />
      <circle cx="334" cy="96" r="28" fill={MID} />
      <circle cx="372" cy="116" r="16" fill={MID} />
      <path d="M0 170Q110 130 220 160T400 150" stroke={MID} />
      <Pin x={164} y={66} r={16} />
    </Art>
  );
}
