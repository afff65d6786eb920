import { basename, join, resolve } from 'node:path';
import { openSite, readOnlySettings, type Site, type SiteReads } from '../pipeline/open-site.ts';
import { dataFiles, type DataFileKey } from '../data/data-files.ts';
import { arrange } from '../data/load-data.ts';
import { createError } from '../errors/ctsite-error.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { renderRoutePlainly } from '../render/render-route.tsx';
import { PathIds, type Reads } from '../rebuild/read-tracker.ts';
import type { RouteDefinition } from '../routes/define-route.ts';
import { routeDefinitions } from '../routes/definitions/index.ts';
import { pathnameForOutput, withTrailingSlash } from '../routes/output-path.ts';
import { closestAddresses } from '../routes/nearest-address.ts';
import type { RouteId } from '../routes/patterns.ts';

/** A data file and the entries of it that were read: JSON pointers such as `/12` or `/phone`, `''` for its whole list. */
export interface DataFileReads {
  file: string;
  entries: { pointer: string; slug?: string }[];
}

type RouteSource = Pick<RouteDefinition, 'id' | 'pattern' | 'kind' | 'definitionFile' | 'templateFile'>;

/** One address of the site: what defines it and what it reads of the data, header and footer included. */
export interface RouteDescription extends RouteSource {
  pathname: string;
  params: Readonly<Record<string, string>>;
  redirectTo?: string;
  reads: DataFileReads[];
}

/** One kind of route: its definition, how many addresses the data gives it and the data files it lists them from. */
export interface RouteSummary extends RouteSource {
  addresses: number;
  /** For redirects: the route ids they lead to. */
  redirectsTo?: RouteId[];
  dataFiles: string[];
}

export interface RoutesOptions {
  /** The content folder. Default: `data`. */
  dataDir?: string;
}

/** Path ids that remember their paths, to name what a page read. */
class NamedPathIds extends PathIds {
  readonly paths: string[] = [];
  override id(path: string): number {
    const id = super.id(path);
    this.paths[id] = path;
    return id;
  }
}

interface Session {
  site: Site;
  reads: SiteReads;
  dataLabel: string;
  ids: NamedPathIds;
}

/** Loads the data and expands the routes, noting what each definition reads. Builds and writes nothing. */
async function open(options: RoutesOptions): Promise<Session> {
  const dataDir = resolve(options.dataDir ?? 'data');
  const ids = new NamedPathIds();
  const site = await openSite({ dataDir, trackReads: ids });
  return { site, reads: site.reads as SiteReads, dataLabel: basename(dataDir), ids };
}

/**
 * `ctsite routes <url>` as a function, found by rendering that one page. Throws `UnknownRoute`, naming
 * the closest addresses, for one the site lacks.
 */
export async function describeRoute(url: string, options: RoutesOptions = {}): Promise<RouteDescription> {
  const session = await open(options);
  const { table } = session.site;
  const pathname = pathnameOf(url);
  const route = pathname === undefined ? undefined : table.find(pathname);
  if (!route) throw createError('UnknownRoute', { url, closest: closestAddresses(pathname ?? url, table.routes.map((candidate) => candidate.pathname)) });
  const definition = routeDefinitions.find((candidate) => candidate.id === route.id) as RouteDefinition;
  const context = session.site.context(readOnlySettings(session.site.data));
  const { reads } = session.reads.tracker.track(() => renderRoutePlainly(route, context));
  return {
    pathname: route.pathname,
    id: route.id,
    pattern: definition.pattern,
    params: route.params,
    kind: route.kind,
    ...(route.redirectTo ? { redirectTo: table.links.hrefTo(route.redirectTo) } : {}),
    definitionFile: definition.definitionFile,
    templateFile: definition.templateFile,
    reads: dataFileReads(reads, session),
  };
}

/** `ctsite routes` as a function: every kind of route, in the order of the definitions. */
export async function listRoutes(options: RoutesOptions = {}): Promise<RouteSummary[]> {
  const session = await open(options);
  return routeDefinitions.map(({ id, pattern, kind, definitionFile, templateFile }) => {
    const routes = session.site.table.routes.filter((route) => route.id === id);
    const targets = [...new Set(routes.flatMap((route) => (route.redirectTo ? [route.redirectTo.id] : [])))];
    return {
      id,
      pattern,
      kind,
      definitionFile,
      templateFile,
      addresses: routes.length,
      ...(kind === 'redirect' ? { redirectsTo: targets } : {}),
      dataFiles: dataFileReads(session.reads.expansion.get(id) ?? new Uint32Array(), session).map((entry) => entry.file),
    };
  });
}

/** An address as the route table has it: `https://host/about`, `about` and `/about/index.html` are all `/about/`. */
function pathnameOf(url: string): string | undefined {
  if (!URL.canParse(url, 'http://localhost/')) return undefined;
  return withTrailingSlash(pathnameForOutput(new URL(url, 'http://localhost/').pathname.slice(1)));
}

/** Where each data file sits in `SiteData`, e.g. `pages.serviceLocation` → `serviceLocation`, as loading arranges them. */
const filePlaces: unknown = arrange(Object.fromEntries(Object.keys(dataFiles).map((key) => [key, key])) as Record<DataFileKey, DataFileKey>);

/**
 * The data files and entries behind the paths read (e.g. `locations[goole].name`, `services#items`), in
 * the order of the data files. Links to other pages (`route:…`) and steps on the way to a file are left out.
 */
function dataFileReads(reads: Reads, { site: { data }, dataLabel, ids }: Session): DataFileReads[] {
  const byFile = new Map<DataFileKey, Map<string, string | undefined>>();
  for (const id of reads) {
    let place: unknown = filePlaces;
    let value: unknown = data;
    let rest = ids.paths[id] ?? '';
    // Down the property names to the file, e.g. `pages` then `serviceLocation`.
    while (typeof place === 'object' && place !== null) {
      const step = /^\.?([A-Za-z]+)/.exec(rest);
      if (!step) break;
      place = (place as Record<string, unknown>)[step[1] as string];
      value = (value as Record<string, unknown>)[step[1] as string];
      rest = rest.slice(step[0].length);
    }
    if (typeof place !== 'string' || rest === '') continue;
    const entries = byFile.get(place as DataFileKey) ?? new Map<string, string | undefined>();
    byFile.set(place as DataFileKey, entries);
    const element = /^\[([^\]]+)\]/.exec(rest);
    const property = /^\.([^.[#]+)/.exec(rest);
    if (element && Array.isArray(value)) {
      const index = indexOfElement(value, element[1] as string);
      entries.set(`/${index}`, (value[index] as { slug?: string } | undefined)?.slug);
    } else entries.set(property ? `/${property[1] as string}` : '', undefined);
  }
  return (Object.keys(dataFiles) as DataFileKey[])
    .filter((key) => byFile.has(key))
    .map((key) => ({
      file: join(dataLabel, dataFiles[key].file),
      entries: [...(byFile.get(key) ?? [])]
        .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }))
        .map(([pointer, slug]) => (slug === undefined ? { pointer } : { pointer, slug })),
    }));
}

/** An element's index from its name in a path: its unique slug (`slug:`-prefixed where it looks like an index), or its index. */
function indexOfElement(array: readonly unknown[], name: string): number {
  if (/^\d+$/.test(name)) return Number(name);
  const slug = name.startsWith('slug:') ? name.slice('slug:'.length) : name;
  return array.findIndex((element) => (element as { slug?: unknown } | null)?.slug === slug);
}

/** Entries named one by one up to this many; past it, counted (`--format json` lists them all). */
const NAMED_ENTRIES = 16;

/** `data/locations.json#/2 (goole), #/3 (howden)`, or `data/locations.json: the list and 33 entries`: one line a data file. */
function formatReads(reads: readonly DataFileReads[]): string[] {
  return reads.map(({ file, entries }) => {
    const list = entries.some((entry) => entry.pointer === '');
    const named = entries.filter((entry) => entry.pointer !== '');
    if (named.length > NAMED_ENTRIES) return `${file}: ${list ? 'the list and ' : ''}${named.length} entries`;
    const shown = named.map(({ pointer, slug }) => `#${pointer}${slug === undefined ? '' : ` (${slug})`}`);
    return `${file}${shown.join(', ')}${list ? `${shown.length > 0 ? ', and' : ':'} the list` : ''}`;
  });
}

function formatRouteDescription(route: RouteDescription): string[] {
  const params = Object.entries(route.params).map(([name, value]) => `${name}=${value}`).join(', ');
  const reads = formatReads(route.reads);
  return [
    route.pathname,
    `  route       ${route.id}  ${route.pattern}${params ? `  (${params})` : ''}`,
    `  kind        ${route.kind}${route.redirectTo ? ` to ${route.redirectTo}` : ''}`,
    `  definition  ${route.definitionFile}`,
    `  template    ${route.templateFile}`,
    ...(reads.length === 0 ? ['no data'] : reads).map((line, index) => `  ${(index === 0 ? 'reads' : '').padEnd(10)}  ${line}`),
  ];
}

function formatRouteList(routes: readonly RouteSummary[]): string[] {
  return routes.flatMap((route) => [
    `${route.id}  ${route.pattern}  ${route.kind}${route.redirectsTo ? ` to ${route.redirectsTo.join(', ')}` : ''}, ${route.addresses} address${route.addresses === 1 ? '' : 'es'}`,
    `  definition  ${route.definitionFile}`,
    `  template    ${route.templateFile}`,
    `  data        ${route.dataFiles.join(', ') || 'none'}`,
  ]);
}

/** `ctsite routes [url]`: one address's route, or every route, in text for people or JSON for programs. Writes nothing. */
export async function routes(options: RoutesOptions & { url?: string; format?: 'text' | 'json'; logger?: Logger } = {}): Promise<RouteDescription | RouteSummary[]> {
  const logger = options.logger ?? silentLogger;
  const result = options.url === undefined ? await listRoutes(options) : await describeRoute(options.url, options);
  if (options.format === 'json') logger.info(JSON.stringify(result, null, 2));
  else for (const line of Array.isArray(result) ? formatRouteList(result) : formatRouteDescription(result)) logger.info(line);
  return result;
}
