import { basename, join } from 'node:path';
import type { DataIssue } from '../errors/catalogue.ts';
import { createError } from '../errors/ctsite-error.ts';
import { crossCheck } from './cross-check.ts';
import { dataFiles, type DataFileKey, type DataFileValue } from './data-files.ts';
import { createTokenValues, fillTokens } from './fill-tokens.ts';
import { readJsonFile } from './read-json.ts';
import type { SiteData } from './site-data.ts';
import { toDataIssues } from './zod-issues.ts';

type LoadedFiles = { [Key in DataFileKey]: DataFileValue<Key> };

/**
 * Reads, validates and cross-checks every file in `dataDir`.
 * Throws one `InvalidData` error listing every problem found, not only the first.
 */
export async function loadSiteData(dataDir: string): Promise<SiteData> {
  // Paths are shown as the editor knows them, e.g. `data/services.json`, wherever the folder is.
  const display = (file: string) => join(basename(dataDir), file);
  const issues: DataIssue[] = [];
  const entries = await Promise.all(
    (Object.keys(dataFiles) as DataFileKey[]).map(async (key) => {
      const { file, schema } = dataFiles[key];
      const shown = display(file);
      const json = await readJsonFile(join(dataDir, file), shown);
      if (!json.ok) {
        issues.push(json.issue);
        return [key, undefined] as const;
      }
      const parsed = schema.safeParse(json.value);
      if (!parsed.success) {
        issues.push(...toDataIssues(shown, json.value, parsed.error));
        return [key, undefined] as const;
      }
      return [key, parsed.data] as const;
    }),
  );
  const files = Object.fromEntries(entries) as Partial<LoadedFiles>;
  if (issues.length > 0 || !isComplete(files)) throw createError('InvalidData', { issues: sortIssues(issues) });

  const tokens = createTokenValues(files.company);
  const filled = Object.fromEntries(
    (Object.keys(files) as DataFileKey[]).map((key) => [
      key,
      key === 'company' ? files.company : fillTokens(files[key], tokens, { file: display(dataFiles[key].file) }, issues),
    ]),
  ) as LoadedFiles;

  const data: SiteData = {
    company: filled.company,
    services: filled.services,
    serviceCategories: filled.serviceCategories,
    locations: filled.locations,
    sectors: filled.sectors,
    sectorServices: filled.sectorServices,
    industryCategories: filled.industryCategories,
    headlineServices: filled.headlineServices,
    testimonials: filled.testimonials,
    accreditations: filled.accreditations,
    pages: {
      home: filled.home,
      services: filled.servicesPage,
      serviceLocation: filled.serviceLocation,
      about: filled.about,
      survey: filled.survey,
      portfolio: filled.portfolio,
      privacy: filled.privacy,
      terms: filled.terms,
      faqs: filled.faqs,
    },
  };
  issues.push(...crossCheck(data, (key) => display(dataFiles[key].file)));
  if (issues.length > 0) throw createError('InvalidData', { issues: sortIssues(issues) });
  return data;
}

function isComplete(files: Partial<LoadedFiles>): files is LoadedFiles {
  return (Object.keys(dataFiles) as DataFileKey[]).every((key) => files[key] !== undefined);
}

function sortIssues(issues: DataIssue[]): DataIssue[] {
  return [...issues].sort((a, b) => a.file.localeCompare(b.file));
}
