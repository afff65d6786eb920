import type { ComponentType } from 'react';
import type { ServiceArtName } from '../../src/data/schemas/art.ts';
import { AMBER, Art, DEEP, INK, LINE, MID, MIST, NIGHT, PAPER } from './art-parts.tsx';

// Service pages show their own icon in the amber badge (centre 300,200): these drawings keep that corner clear.

/** Design and installation: cables along a tray into a new board, the blueprint beside it. */
function InstallArt() {
  return (
    <Art>
      <path d="M0 50H184" stroke={MID} strokeWidth="24" strokeLinecap="butt" />
      <path d="M8 56H178" stroke={NIGHT} strokeWidth="4" strokeDasharray="10 8" strokeLinecap="butt" />
      <path d="M0 38H184V62H0" />
      <path d="M0 44H176M0 50H74Q84 50 84 60V104" stroke={MIST} strokeWidth="4" />
      <path d="M0 46H88Q98 46 98 56V104M0 52H102Q112 52 112 62V104" stroke={AMBER} strokeWidth="4" />
      <rect x="40" y="100" width="132" height="156" rx="10" fill={DEEP} />
      <path d="M56 144H156M56 198H156" stroke={NIGHT} strokeWidth="28" strokeLinecap="butt" />
      <path d="M62 144H150M62 198H150" stroke={LINE} strokeWidth="14" strokeDasharray="8 5" strokeLinecap="butt" />
      <path d="M62 144H74" stroke={AMBER} strokeWidth="14" strokeLinecap="butt" />
      <path d="M56 236H120" stroke={MIST} strokeWidth="3" />
      <rect x="212" y="30" width="158" height="100" rx="4" fill={MID} />
      <rect x="204" y="24" width="16" height="112" rx="8" fill={DEEP} />
      <path d="M240 60H300V100H340M300 60H340" stroke={PAPER} strokeWidth="3" />
      <circle cx="340" cy="60" r="10" fill={MID} stroke={AMBER} strokeWidth="3" />
      <path d="M333 53l14 14M347 53l-14 14" stroke={AMBER} strokeWidth="3" />
      <path d="M240 60v40h24M264 92l12 8-12 8" stroke={PAPER} strokeWidth="3" />
    </Art>
  );
}

/** Testing and compliance: a multifunction tester, a passed certificate and an emergency exit sign. */
function ComplyArt() {
  return (
    <Art>
      <path d="M70 210Q62 260 112 262M104 210Q116 246 170 244" stroke={MIST} strokeWidth="4" />
      <path d="M112 262H140M170 244H198" stroke={MID} strokeWidth="10" />
      <path d="M140 262H154M198 244H212" stroke={LINE} strokeWidth="3" />
      <rect x="32" y="44" width="108" height="168" rx="16" fill={AMBER} stroke="none" />
      <rect x="46" y="60" width="80" height="46" rx="4" fill={NIGHT} stroke="none" />
      <path d="M70 84l10 10 20-20" stroke={AMBER} strokeWidth="5" />
      <circle cx="86" cy="154" r="24" fill={INK} stroke="none" />
      <path d="M86 154L72 140" stroke={PAPER} />
      <path d="M62 196h0M86 196h0M110 196h0" stroke={INK} strokeWidth="10" />
      <rect x="164" y="40" width="88" height="116" rx="6" fill={DEEP} transform="rotate(4 208 98)" />
      <path d="M180 66H232M180 86H236M180 106H220" stroke={MIST} strokeWidth="3" transform="rotate(4 208 98)" />
      <path d="M224 150l-6 26 12-6 8 10 2-28" fill={AMBER} stroke="none" />
      <circle cx="230" cy="144" r="16" fill={AMBER} stroke={NIGHT} />
      <path d="M223 144l5 5 9-9" stroke={INK} strokeWidth="3" />
      <path d="M296 30V44M346 30V44" stroke={MIST} strokeWidth="3" />
      <rect x="270" y="44" width="102" height="56" rx="6" fill={MID} />
      <path d="M282 72H304M296 64L304 72L296 80" stroke={PAPER} />
      <circle cx="324" cy="56" r="4" fill={PAPER} stroke="none" />
      <path d="M322 64L316 78L306 88M316 78L326 82L328 92M312 70L322 64L330 72" stroke={PAPER} strokeWidth="4" />
      <path d="M340 90V56H360V90" stroke={PAPER} strokeWidth="3" />
    </Art>
  );
}

/** Maintenance and repair: spanner and screwdriver crossed over a consumer unit, the next visit booked. */
function MaintainArt() {
  return (
    <Art>
      <rect x="40" y="102" width="190" height="96" rx="10" fill={DEEP} />
      <path d="M56 150H214" stroke={NIGHT} strokeWidth="34" strokeLinecap="butt" />
      <path d="M92 150H210" stroke={LINE} strokeWidth="20" strokeDasharray="8 6" strokeLinecap="butt" />
      <path d="M60 150H82" stroke={AMBER} strokeWidth="20" strokeLinecap="butt" />
      <path d="M68 226L196 76" stroke={MIST} strokeWidth="14" />
      <circle cx="200" cy="70" r="20" fill={MIST} stroke="none" />
      <path d="M200 70L218 49" stroke={NIGHT} strokeWidth="14" strokeLinecap="butt" />
      <circle cx="64" cy="230" r="16" fill={MIST} stroke="none" />
      <circle cx="64" cy="230" r="6" fill={NIGHT} stroke="none" />
      <path d="M176 210L84 92" stroke={LINE} strokeWidth="8" />
      <path d="M84 92L76 82" stroke={LINE} strokeWidth="4" />
      <path d="M178 212L206 246" stroke={AMBER} strokeWidth="22" />
      <rect x="262" y="40" width="108" height="96" rx="8" fill={DEEP} />
      <path d="M264 62H368" stroke={MID} strokeWidth="20" strokeLinecap="butt" />
      <path d="M288 32v16M344 32v16" />
      <path d="M282 90H354M282 114H354" stroke={MIST} strokeWidth="6" strokeDasharray="0 18" />
      <circle cx="318" cy="114" r="10" stroke={AMBER} strokeWidth="4" />
    </Art>
  );
}

/** Power and resilience: switchgear, a battery bank and a standby generator keeping the wave steady. */
function PowerArt() {
  return (
    <Art>
      <path d="M8 256H236" stroke={MID} />
      <path d="M28 44Q48 4 68 44T108 44T148 44T188 44T228 44" stroke={AMBER} strokeWidth="5" />
      <rect x="28" y="86" width="92" height="170" rx="6" fill={DEEP} />
      <path d="M74 86V256M62 160v20M86 160v20" stroke={MIST} strokeWidth="3" />
      <circle cx="51" cy="112" r="10" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <circle cx="97" cy="112" r="10" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M44 220h0M58 220h0M90 220h0M104 220h0" stroke={AMBER} strokeWidth="8" />
      <rect x="136" y="150" width="96" height="46" rx="4" fill={MID} />
      <rect x="136" y="208" width="96" height="46" rx="4" fill={MID} />
      <path d="M152 150v-6M216 150v-6M152 208v-6M216 208v-6" strokeWidth="6" strokeLinecap="butt" />
      <path d="M150 174H196M150 232H178" stroke={AMBER} strokeWidth="14" strokeLinecap="butt" />
      <path d="M354 58V36h14" stroke={MIST} strokeWidth="8" />
      <rect x="242" y="56" width="132" height="72" rx="8" fill={DEEP} />
      <circle cx="282" cy="92" r="24" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M282 92V74M282 92L298 101M282 92L266 101" stroke={MIST} strokeWidth="5" />
      <rect x="320" y="70" width="40" height="28" rx="3" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M342 74L332 86H342L336 94" stroke={AMBER} strokeWidth="3" />
      <path d="M322 112H358" stroke={MIST} strokeWidth="3" strokeDasharray="6 4" strokeLinecap="butt" />
      <path d="M238 134H378" stroke={MID} strokeWidth="8" />
    </Art>
  );
}

/** The service drawings by the names data may choose (src/data/schemas/art.ts), checked both ways by `satisfies`. */
export const SERVICE_ART = {
  install: InstallArt,
  comply: ComplyArt,
  maintain: MaintainArt,
  power: PowerArt,
} as const satisfies Record<ServiceArtName, ComponentType>;
