import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** How many times to multiply the real data, e.g. `{ towns: 10, services: 5 }` for `--scale 10x5`. */
export interface Scale {
  towns: number;
  services: number;
}

/** Reads `10x5` (towns × services) or `10` (towns only). */
export function parseScale(text: string): Scale {
  const match = /^(\d+)(?:x(\d+))?$/.exec(text.trim());
  const towns = Number(match?.[1]);
  const services = Number(match?.[2] ?? 1);
  if (!match || towns < 1 || services < 1) throw new Error(`--scale takes TOWNSxSERVICES, e.g. 10x5, not "${text}"`);
  return { towns, services };
}

type Row = Record<string, unknown>;

/**
 * Copies `fromDir` to `toDir` with the towns and services multiplied: copy k of an entry gets the slug
 * `{slug}-{k}` and the name "{name} {k}", and copies of a town sit a little apart from it. Everything else
 * is the real data, so the grown site is what the owner's would be after years of additions, in size.
 */
export async function writeScaledData(fromDir: string, toDir: string, scale: Scale): Promise<void> {
  await cp(fromDir, toDir, { recursive: true });
  await multiply(join(toDir, 'locations.json'), scale.towns, (town, k) => {
    const at = town.coordinates as { latitude: number; longitude: number };
    return {
      ...town,
      areaPageSlug: undefined,
      featured: false,
      coordinates: { latitude: round(at.latitude + 0.004 * k), longitude: round(at.longitude - 0.006 * k) },
    };
  });
  await multiply(join(toDir, 'services.json'), scale.services, (service) => service);
}

async function multiply(file: string, times: number, adapt: (row: Row, copy: number) => Row): Promise<void> {
  const rows = JSON.parse(await readFile(file, 'utf8')) as Row[];
  const copies = Array.from({ length: times - 1 }, (_, index) => index + 2).flatMap((k) =>
    rows.map((row) => ({ ...adapt(row, k), slug: `${String(row.slug)}-${k}`, name: `${String(row.name)} ${k}` })),
  );
  await writeFile(file, JSON.stringify([...rows, ...copies], null, 2));
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;
