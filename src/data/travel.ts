import type { Company } from './schemas/company.ts';
import type { Location } from './schemas/location.ts';

/** How far a place is from the depot and how long the drive typically takes. */
export interface Travel {
  /** Straight-line distance in miles, to one decimal, e.g. 11.4. */
  miles: number;
  /** Typical drive in minutes, rounded to 5, e.g. 25. */
  minutes: number;
}

const EARTH_RADIUS_KM = 6371.0088;
const KM_PER_MILE = 1.609344;
/** East Riding roads wind: driving distance is about 1.3 times the straight line. */
const ROAD_FACTOR = 1.3;
/** A van's typical average on A-roads and the M62/A63, including town traffic. */
const AVERAGE_MPH = 38;

export function travelFromDepot(company: Company, location: Location): Travel {
  const miles = milesBetween(company.depot.coordinates, location.coordinates);
  const drive = (miles * ROAD_FACTOR * 60) / AVERAGE_MPH;
  return { miles: Math.round(miles * 10) / 10, minutes: Math.max(5, Math.round(drive / 5) * 5) };
}

/** Straight-line (great-circle) distance between two places in miles, e.g. between an area and its neighbours. */
export function milesBetween(a: Location['coordinates'], b: Location['coordinates']): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return (2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))) / KM_PER_MILE;
}

/** "about 25 minutes" / "about 1 hour 10 minutes" */
export function formatDuration(minutes: number): string {
  if (minutes < 60) return `about ${minutes} minutes`;
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `about ${hours} hour${hours > 1 ? 's' : ''}${rest ? ` ${rest} minutes` : ''}`;
}

/** "11 miles" */
export function formatMiles(miles: number): string {
  return miles < 1 ? 'under a mile' : `${Math.round(miles)} mile${Math.round(miles) === 1 ? '' : 's'}`;
}
