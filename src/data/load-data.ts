import { basename, join } from 'node:path';
import type { DataIssue } from '../errors/catalogue.ts';
import { createError } from '../errors/ctsite-error.ts';
import { crossCheck } from './cross-check.ts';
import { dataFiles, type DataFileKey, type DataFileValue } from './data-files.ts';
import { createTokenPlaceholders, createTokenValues, fillTokens } from './fill-tokens.ts';
import { pruneInvalid, type Loose } from './loose-data.ts';
import { readJsonFile } from './json/index.ts';
import type { SiteData } from './site-data.ts';
import { toDataIssues } from './zod-issues.ts';

type LoadedFiles = { [Key in DataFileKey]: DataFileValue<Key> };
type LooseFiles = { [Key in DataFileKey]: Loose<DataFileValue<Key>> | undefined };

/** One data file after reading and validation. */
interface FileState<Key extends DataFileKey> {
  /** The validated value, when the file passed its schema. */
  valid?: DataFileValue<Key>;
  /** What could be read of it: the valid value, or the text's value without the parts that failed. */
  loose: Loose<DataFileValue<Key>> | undefined;
}

/**
 * Reads, validates and cross-checks every file in `dataDir`.
 * Throws one `InvalidData` error listing every problem found, not only the first: the cross-checks and
 * the token check also run over what could be read of files that failed their schema.
 */
export async function loadSiteData(dataDir: string): Promise<SiteData> {
  // Paths are shown as the editor knows them, e.g. `data/services.json`, wherever the folder is.
  const display = (file: string) => join(basename(dataDir), file);
  const keys = Object.keys(dataFiles) as DataFileKey[];
  const issues: DataIssue[] = [];
  const states = Object.fromEntries(
    await Promise.all(keys.map(async (key) => [key, await readDataFile(key, join(dataDir, dataFiles[key].file), display(dataFiles[key].file), issues)] as const)),
  ) as { [Key in DataFileKey]: FileState<Key> };

  const company = states.company.valid;
  const tokens = company ? createTokenValues(company) : createTokenPlaceholders();
  const filled = Object.fromEntries(
    keys.map((key) => [key, key === 'company' ? states.company.loose : fillTokens(states[key].loose, tokens, { file: display(dataFiles[key].file) }, issues)]),
  ) as LooseFiles;

  issues.push(...crossCheck({ data: arrange(filled), fileOf: (key) => display(dataFiles[key].file), isValid: (key) => states[key].valid !== undefined }));
  if (issues.length > 0 || !keys.every((key) => states[key].valid !== undefined)) throw createError('InvalidData', { issues: sortIssues(issues) });
  // Every file passed its schema, so `filled` holds the validated values with their tokens filled.
  return arrange(filled as LoadedFiles);
}

async function readDataFile<Key extends DataFileKey>(key: Key, path: string, shown: string, issues: DataIssue[]): Promise<FileState<Key>> {
  const json = await readJsonFile(path, shown);
  issues.push(...json.issues);
  if (!('value' in json)) return { loose: undefined };
  const parsed = dataFiles[key].schema.safeParse(json.value);
  if (parsed.success) {
    // A file with a duplicate key or a BOM parses, but it is not valid: the build must stop.
    const value = parsed.data as DataFileValue<Key>;
    // Every valid value is a Loose one; TypeScript cannot see it through the generic `Key`.
    const loose = value as Loose<DataFileValue<Key>>;
    return json.issues.length > 0 ? { loose } : { valid: value, loose };
  }
  issues.push(...toDataIssues(shown, json.value, parsed.error));
  // pruneInvalid leaves only values of the schema's types: the boundary where `unknown` becomes Loose.
  return { loose: pruneInvalid(json.value, parsed.error.issues) as Loose<DataFileValue<Key>> };
}

/** The files in the shape of `SiteData`, e.g. `pages/home.json` as `pages.home`. */
interface Arranged<Files extends Record<DataFileKey, unknown>> {
  company: Files['company'];
  services: Files['services'];
  serviceCategories: Files['serviceCategories'];
  locations: Files['locations'];
  sectors: Files['sectors'];
  sectorServices: Files['sectorServices'];
  industryCategories: Files['industryCategories'];
  headlineServices: Files['headlineServices'];
  testimonials: Files['testimonials'];
  accreditations: Files['accreditations'];
  pages: {
    home: Files['home'];
    services: Files['servicesPage'];
    serviceLocation: Files['serviceLocation'];
    about: Files['about'];
    survey: Files['survey'];
    portfolio: Files['portfolio'];
    privacy: Files['privacy'];
    terms: Files['terms'];
    faqs: Files['faqs'];
  };
}

/**
 * The files in the shape templates and routes receive: validated ones as `SiteData`, the rest as `Loose<SiteData>`.
 * Given each file's key, it shows where each file sits in `SiteData` (`ctsite routes` maps reads back to files).
 */
export function arrange<Files extends Record<DataFileKey, unknown>>(files: Files): Arranged<Files> {
  return {
    company: files.company,
    services: files.services,
    serviceCategories: files.serviceCategories,
    locations: files.locations,
    sectors: files.sectors,
    sectorServices: files.sectorServices,
    industryCategories: files.industryCategories,
    headlineServices: files.headlineServices,
    testimonials: files.testimonials,
    accreditations: files.accreditations,
    pages: {
      home: files.home,
      services: files.servicesPage,
      serviceLocation: files.serviceLocation,
      about: files.about,
      survey: files.survey,
      portfolio: files.portfolio,
      privacy: files.privacy,
      terms: files.terms,
      faqs: files.faqs,
    },
  };
}

function sortIssues(issues: DataIssue[]): DataIssue[] {
  return [...issues].sort((a, b) => a.file.localeCompare(b.file));
}
