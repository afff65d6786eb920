import { z } from 'zod';

// The illustrations the templates draw (templates/art/), by name, so that data can choose one.

/** Drawings for industries, each its own trade, e.g. `coldStore` (a frosted freezer door and racking). */
export const INDUSTRY_ART_NAMES = [
  'cropFarm', 'dairyFarm', 'greenhouse', 'factory', 'foodProcessing', 'chemicalPlant', 'warehouse', 'distribution', 'coldStore',
  'retail', 'supermarket', 'restaurant', 'office', 'coworking', 'bank', 'dataCentre', 'healthcare', 'newBuild',
] as const;
export const industryArtSchema = z.enum(INDUSTRY_ART_NAMES);
export type IndustryArtName = z.infer<typeof industryArtSchema>;

/** Drawings for service categories, e.g. `comply` (a tester, a certificate and an exit sign). */
export const SERVICE_ART_NAMES = ['install', 'comply', 'maintain', 'power'] as const;
export const serviceArtSchema = z.enum(SERVICE_ART_NAMES);
export type ServiceArtName = z.infer<typeof serviceArtSchema>;

/**
 * Drawings for towns: the six main towns' own landmarks (e.g. `humberBridge` for Hessle), and for any other town
 * its kind of place: `coast`, `river`, `market` (a market town or a village with shops), `port` or `rural`.
 */
export const TOWN_ART_NAMES = [
  'theDeep', 'aerospace', 'docks', 'howdenMinster', 'beverleyMinster', 'humberBridge', 'coast', 'river', 'market', 'port', 'rural',
] as const;
export const townArtSchema = z.enum(TOWN_ART_NAMES);
export type TownArtName = z.infer<typeof townArtSchema>;
