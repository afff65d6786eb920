import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeRoute, listRoutes, type RouteDescription } from '../../src/index.ts';
import { routePatterns } from '../../src/routes/patterns.ts';
import { projectRoot } from '../helpers/fixture.ts';

const dataDir = join(projectRoot, 'data');
const readData = async <T,>(file: string) => JSON.parse(await readFile(join(dataDir, file), 'utf8')) as T;
const entriesOf = (route: RouteDescription, file: string) => route.reads.find((reads) => reads.file === `data/${file}`)?.entries;

function ctsite(args: string[]) {
  const result = spawnSync(process.execPath, [join(projectRoot, 'bin/ctsite.js'), 'routes', ...args], { cwd: projectRoot, encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('ctsite routes: where an address comes from', () => {
  it('names the route, definition and template of a page, and the data it reads, for a path without its slash', async () => {
    const about = await describeRoute('about', { dataDir });
    expect(about).toMatchObject({
      pathname: '/about/',
      id: 'about',
      pattern: '/about/',
      kind: 'page',
      definitionFile: 'src/routes/definitions/company.tsx',
      templateFile: 'templates/pages/about-page.tsx',
    });
    expect(about.redirectTo).toBeUndefined();
    expect(entriesOf(about, 'pages/about.json')?.map((entry) => entry.pointer)).toEqual(expect.arrayContaining(['/story', '/directors']));
  });

  it("lists, of a service-in-town page, its service's and its town's entries, not every service's", async () => {
    const services = await readData<{ slug: string }[]>('services.json');
    const towns = await readData<{ slug: string; nearby: string[] }[]>('locations.json');
    const page = await describeRoute('/services/emergency-exit-lighting/goole/', { dataDir });
    expect(page).toMatchObject({ id: 'serviceInLocation', params: { service: 'emergency-exit-lighting', location: 'goole' }, templateFile: 'templates/pages/service-location-page.tsx' });
    const service = services.findIndex((entry) => entry.slug === 'emergency-exit-lighting');
    expect(entriesOf(page, 'services.json')).toEqual([{ pointer: `/${service}`, slug: 'emergency-exit-lighting' }]);
    const town = towns.findIndex((entry) => entry.slug === 'goole');
    const locations = entriesOf(page, 'locations.json') ?? [];
    expect(locations).toContainEqual({ pointer: `/${town}`, slug: 'goole' });
    // The towns it names besides its own are Goole's neighbours, not the whole list.
    expect(locations.length).toBeLessThan(towns.length);
    expect(page.reads.map((reads) => reads.file)).toEqual(expect.arrayContaining(['data/company.json', 'data/pages/service-location.json']));
  });

  it('says where a redirect leads, for an absolute URL', async () => {
    const headlines = await readData<{ slug: string; target: { service?: string } }[]>('headline-services.json');
    const target = headlines.find((headline) => headline.slug === 'electrical-testing')?.target.service;
    const moved = await describeRoute('https://www.example.com/services/electrical-testing', { dataDir });
    expect(moved).toMatchObject({
      pathname: '/services/electrical-testing/',
      id: 'headlineAlias',
      kind: 'redirect',
      redirectTo: `/services/${target}/`,
      definitionFile: 'src/routes/definitions/redirects.tsx',
      templateFile: 'templates/pages/redirect-page.tsx',
    });
  });

  it('refuses an address the site lacks, naming the closest', async () => {
    await expect(describeRoute('/services/emergency-exit-lightin/goole', { dataDir })).rejects.toMatchObject({
      code: 'UnknownRoute',
      message: expect.stringContaining('/services/emergency-exit-lighting/goole/') as unknown,
    });
  });

  it('lists every route once, with its addresses, and where redirects lead', async () => {
    const routes = await listRoutes({ dataDir });
    expect(routes.map((route) => route.id).sort()).toEqual(Object.keys(routePatterns).sort());
    const towns = await readData<unknown[]>('locations.json');
    expect(routes.find((route) => route.id === 'area')).toMatchObject({ pattern: '/[location]-commercial-electrician/', kind: 'page', addresses: towns.length, templateFile: 'templates/pages/area-page.tsx' });
    expect(routes.find((route) => route.id === 'areaAlias')).toMatchObject({ kind: 'redirect', redirectsTo: ['area'] });
    expect(routes.find((route) => route.id === 'serviceInLocation')?.dataFiles).toEqual(expect.arrayContaining(['data/services.json', 'data/locations.json']));
  });

  it('runs as a command: text, json, exit 1 for an unknown address, 2 for a usage error', () => {
    const text = ctsite(['/services/emergency-exit-lighting/goole']);
    expect(text.status, text.stderr).toBe(0);
    expect(text.stdout).toContain('  template    templates/pages/service-location-page.tsx\n');
    expect(text.stdout).toMatch(/^ {2}reads {7}data\/company\.json#\/address/m);
    expect(text.stdout).toMatch(/^ {14}data\/locations\.json#.*\(goole\)/m);

    const json = ctsite(['/services/electrical-testing/', '--format', 'json', '--data', dataDir]);
    expect(json.status, json.stderr).toBe(0);
    expect(JSON.parse(json.stdout)).toMatchObject({ id: 'headlineAlias', kind: 'redirect' });

    const list = ctsite([]);
    expect(list.status, list.stderr).toBe(0);
    expect(list.stdout.match(/^\S/gm)).toHaveLength(Object.keys(routePatterns).length);

    const unknown = ctsite(['/no-such-page']);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain('No route has the address /no-such-page');
    expect(unknown.stderr).not.toMatch(/\n\s+at /);
    expect(ctsite(['--format', 'xml']).status).toBe(2);
  }, 120_000);
});
