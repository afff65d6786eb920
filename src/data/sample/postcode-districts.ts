/**
 * The postcode districts of the areas the data names (HU, DN, YO), from Royal Mail's list as known in
 * 2025; other areas and places not listed below are not judged, nor a full postcode's inward part.
 */
export const AREA_DISTRICTS: Readonly<Record<string, readonly number[]>> = {
  // HU1 to HU20: all in use.
  HU: range(1, 20),
  // No DN13 and nothing from DN23 to DN30; DN55 is Doncaster's non-geographic district.
  DN: [...range(1, 12), ...range(14, 22), ...range(31, 41), 55],
  // YO2 to YO6 and YO9 were recoded into YO1, YO10, YO19, YO23, YO24, YO26, YO30–YO32 and withdrawn.
  YO: [1, 7, 8, ...range(10, 19), ...range(21, 26), 30, 31, 32, 41, 42, 43, 51, 60, 61, 62, 90, 91],
};

/** The districts each place lies in, by name as the data writes it, e.g. Goole in DN14, Hull in HU1–HU12. */
export const PLACE_DISTRICTS: Readonly<Record<string, readonly string[]>> = {
  hull: districts('HU', range(1, 12)),
  'kingston upon hull': districts('HU', range(1, 12)),
  brough: ['HU15'],
  broomfleet: ['HU15'],
  elloughton: ['HU15'],
  welton: ['HU15'],
  gilberdyke: ['HU15'],
  'north cave': ['HU15'],
  'south cave': ['HU15'],
  goole: ['DN14'],
  howden: ['DN14'],
  airmyn: ['DN14'],
  snaith: ['DN14'],
  beverley: ['HU17'],
  leconfield: ['HU17'],
  hessle: ['HU13'],
  // Anlaby village is HU10; Anlaby Common and Anlaby Park, inside Hull, are HU4.
  anlaby: ['HU10', 'HU4'],
  willerby: ['HU10'],
  'kirk ella': ['HU10'],
  // Cottingham's post town covers HU16 and HU20 (Little Weighton).
  cottingham: ['HU16', 'HU20'],
  skidby: ['HU16'],
  'north ferriby': ['HU14'],
  melton: ['HU14'],
  swanland: ['HU14'],
  sproatley: ['HU11'],
  hedon: ['HU12'],
  patrington: ['HU12'],
  hornsea: ['HU18'],
  withernsea: ['HU19'],
  bridlington: ['YO15', 'YO16'],
  flamborough: ['YO15'],
  driffield: ['YO25'],
  'market weighton': ['YO43'],
  'holme-on-spalding-moor': ['YO43'],
  pocklington: ['YO42'],
  'stamford bridge': ['YO41'],
};

function range(first: number, last: number): number[] {
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

function districts(area: string, numbers: readonly number[]): string[] {
  return numbers.map((number) => `${area}${number}`);
}
