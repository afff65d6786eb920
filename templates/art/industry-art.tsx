import type { ComponentType } from 'react';
import type { IndustryArtName } from '../../src/data/schemas/art.ts';
import { AMBER, Art, DEEP, INK, LINE, MID, MIST, NIGHT, PAPER } from './art-parts.tsx';
import { DairyFarmArt, FoodProcessingArt, GreenhouseArt } from './industry-art-farms-food.tsx';
import { BankArt, CoworkingArt, RestaurantArt, SupermarketArt } from './industry-art-shops-desks.tsx';
import { ChemicalPlantArt, ColdStoreArt, DistributionArt } from './industry-art-stores-plants.tsx';

/** Crop farms: barn and silo behind ploughed rows, a tractor at work. */
function CropFarmArt() {
  return (
    <Art>
      <path d="M0 212H400V300H0Z" fill={MID} stroke="none" />
      <path d="M200 212L20 300M200 212L110 300M200 212V300M200 212L290 300M200 212L380 300" stroke={DEEP} strokeWidth="6" />
      <path d="M180 212V100A20 20 0 0 1 220 100V212Z" fill={MID} />
      <path d="M180 130h40M180 160h40" stroke={MIST} strokeWidth="3" />
      <path d="M56 212V136L70 108L113 86L156 108L170 136V212Z" fill={DEEP} />
      <path d="M92 212V160H134V212M92 160L134 212M134 160L92 212" stroke={MIST} strokeWidth="3" />
      <rect x="104" y="116" width="18" height="20" fill={AMBER} stroke="none" />
      <path d="M294 164V128H330V164" fill={NIGHT} />
      <path d="M262 160V142" stroke={MIST} strokeWidth="6" />
      <rect x="250" y="158" width="84" height="28" rx="4" fill={AMBER} stroke="none" />
      <circle cx="318" cy="196" r="26" fill={INK} />
      <circle cx="318" cy="196" r="9" fill={MIST} stroke="none" />
      <circle cx="264" cy="204" r="17" fill={INK} />
      <circle cx="264" cy="204" r="5" fill={MIST} stroke="none" />
      <circle cx="344" cy="60" r="22" fill={AMBER} stroke="none" />
    </Art>
  );
}

/** Factories: a saw-tooth factory, a conveyor of boxes and a robot arm. */
function FactoryArt() {
  return (
    <Art>
      <path d="M24 168V80L64 50V80L104 50V80L144 50V80L184 50V168" fill={DEEP} />
      <path d="M64 56V76M104 56V76M144 56V76M184 56V76" stroke={AMBER} strokeWidth="6" strokeLinecap="butt" />
      <path d="M40 110H170M40 140H170" stroke={MIST} strokeWidth="10" strokeDasharray="14 10" strokeLinecap="butt" />
      <path d="M12 168H200" stroke={MID} />
      <path d="M52 234V256M222 234V256M12 256H388" stroke={MID} />
      <rect x="28" y="214" width="214" height="20" rx="10" fill={DEEP} />
      <path d="M44 224h0M80 224h0M116 224h0M152 224h0M188 224h0M224 224h0" stroke={MIST} strokeWidth="8" />
      <rect x="48" y="182" width="36" height="32" rx="3" fill={MID} />
      <rect x="112" y="186" width="32" height="28" rx="3" fill={MID} />
      <path d="M66 182V196M128 186V198" stroke={AMBER} strokeWidth="3" />
      <rect x="272" y="240" width="60" height="16" rx="4" fill={DEEP} />
      <path d="M302 236L330 126L214 134" stroke={MIST} strokeWidth="18" />
      <path d="M214 134V160M204 162H224M204 162V176M224 162V176" stroke={LINE} strokeWidth="5" />
      <circle cx="302" cy="236" r="10" fill={AMBER} stroke="none" />
      <circle cx="330" cy="126" r="10" fill={AMBER} stroke="none" />
      <circle cx="214" cy="134" r="8" fill={AMBER} stroke="none" />
    </Art>
  );
}

/** Storage warehouses: high-bay racking seen through the warehouse wall, an HGV trailer on the dock. */
function WarehouseArt() {
  // The lorry ends well inside the card: its cab was cut off at the card's edge.
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <path d="M24 250V86L120 50L216 86V250Z" fill={DEEP} />
      <path d="M44 246V96M96 246V96M148 246V96M196 246V96" stroke={MIST} strokeWidth="3" />
      <path d="M44 136H196M44 180H196M44 224H196" stroke={MIST} strokeWidth="4" />
      <path d="M52 116h36v20H52zM104 120h36v16h-36zM156 160h32v20h-32zM52 160h36v20H52zM104 204h36v20h-36zM156 204h32v20h-32z" fill={AMBER} stroke="none" />
      <path d="M216 196H232" stroke={MIST} strokeWidth="6" />
      <rect x="234" y="120" width="112" height="96" rx="4" fill={MID} />
      <path d="M246 216V232H356V216" stroke={MIST} strokeWidth="3" />
      <path d="M350 150H374L384 168V222H350Z" fill={AMBER} stroke="none" />
      <path d="M356 158H370L377 172H356Z" fill={NIGHT} stroke="none" />
      <circle cx="282" cy="238" r="12" fill={INK} />
      <circle cx="310" cy="238" r="12" fill={INK} />
      <circle cx="368" cy="238" r="12" fill={INK} />
      <path d="M254 144H326M254 168H326" stroke={PAPER} strokeWidth="3" opacity="0.5" />
    </Art>
  );
}

/** Retail: a shop front under a striped awning, a cafe table outside. */
function RetailArt() {
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <rect x="40" y="54" width="220" height="196" fill={DEEP} />
      <rect x="72" y="70" width="156" height="26" rx="4" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M96 83H204" stroke={AMBER} strokeWidth="6" />
      <rect x="28" y="110" width="244" height="32" fill={AMBER} stroke="none" />
      <path d="M48 126H268" stroke={PAPER} strokeWidth="32" strokeDasharray="20 20" strokeLinecap="butt" />
      <path d="M40 142H260" stroke={AMBER} strokeWidth="22" strokeDasharray="0 24" />
      <rect x="58" y="166" width="126" height="70" rx="3" fill={NIGHT} />
      <path d="M70 214H172M84 214V196h18v18M128 214V188h26v26" stroke={MIST} strokeWidth="3" />
      <rect x="198" y="166" width="44" height="84" fill={MID} />
      <path d="M232 206v8" stroke={AMBER} />
      <path d="M288 140Q326 112 364 140Z" fill={AMBER} stroke="none" />
      <path d="M326 140V198M296 198H356M326 198V248M310 248H342M372 170V248M372 212H352V248" />
    </Art>
  );
}

/** Offices: a tower block outside, a desk with a monitor inside. */
function OfficeArt() {
  return (
    <Art>
      <rect x="316" y="80" width="64" height="170" fill={MID} />
      <rect x="250" y="24" width="90" height="226" fill={DEEP} />
      <path d="M268 44V236M295 44V236M322 44V236" stroke={MIST} strokeWidth="12" strokeDasharray="14 8" strokeLinecap="butt" />
      <path d="M268 88V102M322 132V146M295 198V212" stroke={AMBER} strokeWidth="12" strokeLinecap="butt" />
      <path d="M8 250H392" stroke={MID} />
      <path d="M24 206H232M44 206V250M212 206V250" />
      <rect x="58" y="96" width="132" height="86" rx="6" fill={DEEP} />
      <rect x="68" y="106" width="112" height="66" rx="2" fill={NIGHT} stroke="none" />
      <path d="M88 160V140M108 160V126M128 160V134M148 160V116" stroke={AMBER} strokeWidth="10" strokeLinecap="butt" />
      <path d="M124 182V202M104 202H144" />
      <path d="M60 200H96" stroke={MIST} strokeWidth="6" />
      <path d="M196 184h18v20h-18zM214 190h6v8h-6" fill={PAPER} stroke={PAPER} strokeWidth="3" />
    </Art>
  );
}

/** Data centres: three server racks, status lights on. */
function DataCentreArt() {
  const racks = [40, 155, 270];
  return (
    <Art>
      <path d="M8 254H392" stroke={MID} />
      <path d="M20 30H380M96 30V40M212 30V40M326 30V40" stroke={AMBER} strokeWidth="6" />
      {racks.map((x) => (
        <g key={x}>
          <rect x={x} y="40" width="90" height="212" rx="6" fill={DEEP} />
          <path d={`M${x + 14} 66H${x + 76}M${x + 14} 98H${x + 76}M${x + 14} 130H${x + 76}M${x + 14} 162H${x + 76}M${x + 14} 194H${x + 76}M${x + 14} 226H${x + 76}`} stroke={NIGHT} strokeWidth="22" strokeLinecap="butt" />
          <path d={`M${x + 22} 66h0M${x + 22} 130h0M${x + 22} 194h0`} stroke={AMBER} strokeWidth="7" />
          <path d={`M${x + 34} 66h0M${x + 22} 98h0M${x + 34} 162h0M${x + 22} 226h0`} stroke={LINE} strokeWidth="7" />
          <path d={`M${x + 50} 66H${x + 68}M${x + 50} 98H${x + 68}M${x + 50} 130H${x + 68}M${x + 50} 162H${x + 68}M${x + 50} 194H${x + 68}M${x + 50} 226H${x + 68}`} stroke={MID} strokeWidth="3" />
        </g>
      ))}
    </Art>
  );
}

/** Healthcare: a hospital under its cross, and a steady heartbeat. */
function HealthcareArt() {
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <path d="M20 80H130L146 46L164 112L180 64L190 80H380" stroke={AMBER} strokeWidth="3" />
      <rect x="40" y="130" width="260" height="120" fill={DEEP} />
      <rect x="130" y="90" width="80" height="160" fill={MID} />
      <path d="M160 100h20v16h16v20h-16v16h-20v-16h-16v-20h16z" fill={AMBER} stroke="none" />
      <path d="M56 160H116M56 196H116M224 160H284M224 196H284" stroke={MIST} strokeWidth="12" strokeDasharray="12 12" strokeLinecap="butt" />
      <path d="M148 250V206H192V250M140 196H200" fill={NIGHT} stroke={LINE} />
      <path d="M170 206V250" stroke={MIST} strokeWidth="3" />
    </Art>
  );
}

/** New build: homes going up, one framed and one in scaffold, under a tower crane. */
function NewBuildArt() {
  return (
    <Art>
      <path d="M8 250H392" stroke={MID} />
      <path d="M354 250V56M370 250V56M354 80L370 100L354 120L370 140L354 160L370 180L354 200L370 220L354 240" stroke={MIST} strokeWidth="3" />
      <path d="M96 56H390M362 56L362 30L96 56" stroke={MIST} strokeWidth="3" />
      <rect x="372" y="58" width="20" height="22" fill={MID} />
      <rect x="340" y="56" width="20" height="22" rx="3" fill={AMBER} stroke="none" />
      <path d="M150 56V120" stroke={MIST} strokeWidth="2" />
      <path d="M116 124H184" stroke={AMBER} strokeWidth="10" strokeLinecap="butt" />
      <path d="M24 250V178L82 136L140 178V250M40 250V178M62 250V164M82 250V150M102 250V164M124 250V178M24 208H140M44 178L82 136L120 178" stroke={LINE} strokeWidth="3" />
      <path d="M176 250V186L236 146L296 186V250Z" fill={DEEP} />
      <path d="M222 250V226h28v24M206 204h18v14h-18zM248 204h18v14h-18z" fill={NIGHT} stroke={MIST} strokeWidth="3" />
      <path d="M184 250V166M236 250V166M288 250V166" stroke={MIST} strokeWidth="3" />
      <path d="M178 214H294M178 176H294" stroke={AMBER} strokeWidth="6" />
    </Art>
  );
}

/** The industry drawings by the names data may choose (src/data/schemas/art.ts), checked both ways by `satisfies`. */
export const INDUSTRY_ART = {
  cropFarm: CropFarmArt,
  dairyFarm: DairyFarmArt,
  greenhouse: GreenhouseArt,
  factory: FactoryArt,
  foodProcessing: FoodProcessingArt,
  chemicalPlant: ChemicalPlantArt,
  warehouse: WarehouseArt,
  distribution: DistributionArt,
  coldStore: ColdStoreArt,
  retail: RetailArt,
  supermarket: SupermarketArt,
  restaurant: RestaurantArt,
  office: OfficeArt,
  coworking: CoworkingArt,
  bank: BankArt,
  dataCentre: DataCentreArt,
  healthcare: HealthcareArt,
  newBuild: NewBuildArt,
} as const satisfies Record<IndustryArtName, ComponentType>;
