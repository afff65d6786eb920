import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/data/load-data.ts';
import { redirectsFileSchema, type Redirect } from '../../src/data/schemas/redirect.ts';
import type { SiteData } from '../../src/data/site-data.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { formatIssue } from '../../src/errors/format-error.ts';
import { routeDefinitions } from '../../src/routes/definitions/index.ts';
import { createRouteTable } from '../../src/routes/route-table.ts';
import { openSite } from '../../src/pipeline/open-site.ts';
import { FIXTURE_DATA, projectRoot } from '../helpers/fixture.ts';

// data/redirects.json is checked against the route table: each problem names the entry, what is wrong and the fix.

let data: SiteData;
beforeAll(async () => {
  data = await loadSiteData(join(projectRoot, 'data'));
});

const tableWith = (redirects: Redirect[]) => createRouteTable({ ...data, redirects }, routeDefinitions);

/** The issues the table's InvalidData error lists, as the CLI prints them. */
function problems(redirects: Redirect[]): string[] {
  try {
    tableWith(redirects);
  } catch (error) {
    expect(error).toBeInstanceOf(CtsiteError);
    expect((error as CtsiteError).code).toBe('InvalidData');
    return (error as CtsiteError).issues.map(formatIssue);
  }
  throw new Error('the route table accepted the redirects');
}

describe('the owner\'s redirects', () => {
  it('become redirect routes at their old address, the slash added, leading to the page by its route', () => {
    const table = tableWith([{ from: '/services/ev-charging/hull', to: '/contact#emergency' }]);
    const route = table.find('/services/ev-charging/hull/');
    expect(route).toMatchObject({ kind: 'redirect', id: 'movedPage', outFile: 'services/ev-charging/hull/index.html', redirectTo: { id: 'contact', hash: 'emergency' } });
    expect(table.redirects).toContain(route);
  });

  it('name a target the site lacks, with the nearest pages', () => {
    expect(problems([{ from: '/old-town/', to: '/services/backup-power-systems/hul/' }])).toEqual([
      'data/redirects.json#/0/to: no page of the site has this address\n    found: "/services/backup-power-systems/hul/"\n    fix: Point "to" at a page of the site; the nearest: "/services/backup-power-systems/hull/".',
    ]);
  });

  it('name a source that is a page of the site, or already one of its redirects', () => {
    expect(problems([{ from: '/about/', to: '/contact/' }, { from: '/services/industrial-installations/', to: '/contact/' }])).toEqual([
      'data/redirects.json#/0/from: is a page of the site (about): a redirect would hide it\n    found: "/about/"\n    fix: Remove this entry: an address the site still answers needs no redirect.',
      'data/redirects.json#/1/from: is already a redirect of the site, to /services/new-construction-wiring/\n    found: "/services/industrial-installations/"\n    fix: Remove this entry: an address the site still answers needs no redirect.',
    ]);
  });

  it('name a loop and a chain, each with where to point instead', () => {
    expect(problems([{ from: '/a/', to: '/b/' }, { from: '/b/', to: '/a' }])).toEqual([
      'data/redirects.json#/0/to: a loop of redirects: /a/ → /b/ → /a/\n    found: "/b/"\n    fix: Point "to" at a page of the site: each redirect leads straight to a page.',
      'data/redirects.json#/1/to: a loop of redirects: /b/ → /a/ → /b/\n    found: "/a"\n    fix: Point "to" at a page of the site: each redirect leads straight to a page.',
    ]);
    expect(problems([{ from: '/a/', to: '/b/' }, { from: '/b/', to: '/about/' }])).toEqual([
      'data/redirects.json#/0/to: a chain of redirects: /a/ → /b/ → /about/\n    found: "/b/"\n    fix: Point straight at the page: "to": "/about/".',
    ]);
    expect(problems([{ from: '/a/', to: '/services/industrial-installations/' }])[0]).toContain('fix: Point straight at the page: "to": "/services/new-construction-wiring/".');
  });

  it('name an old address listed twice', () => {
    expect(problems([{ from: '/a/', to: '/about/' }, { from: '/a', to: '/contact/' }])).toEqual([
      'data/redirects.json#/1/from: the same old address as entry 0\n    found: "/a"\n    fix: Keep one entry per old address: remove this one.',
    ]);
  });
});

describe('data/redirects.json\'s schema', () => {
  it('takes root-relative addresses, with or without the slash, an old .html page among them', () => {
    for (const from of ['/old-page/', '/old-page', '/services/ev-charging/hull/', '/about-us.html']) expect(redirectsFileSchema.safeParse([{ from, to: '/about/' }]).success, from).toBe(true);
    expect(redirectsFileSchema.safeParse([{ from: '/old/', to: '/contact/#emergency' }]).success).toBe(true);
  });

  it('refuses what is no address of this site: an origin, a query, spaces, capitals, dot segments, a dotfile', () => {
    for (const from of ['https://example.com/old/', '/old/?page=2', '/old page/', '/Old/', '/../etc/', '/./x/', '/.env', 'old/', '/a//b/']) {
      expect(redirectsFileSchema.safeParse([{ from, to: '/about/' }]).success, from).toBe(false);
    }
    expect(redirectsFileSchema.safeParse([{ from: '/old/', to: 'https://example.com/' }]).success).toBe(false);
    expect(redirectsFileSchema.safeParse([{ from: '/old/', to: '/about/', note: 'moved in May' }]).success).toBe(false);
  });
});

describe('a problem of data/redirects.json, in a content folder of another name', () => {
  it('is named in that folder, as every data file is (ctsite build --data content)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ctsite-redirects-'));
    try {
      await cp(FIXTURE_DATA.small, join(dir, 'content'), { recursive: true });
      await writeFile(join(dir, 'content/redirects.json'), JSON.stringify([{ from: '/old/', to: '/abut/' }]));
      const failure = await openSite({ dataDir: join(dir, 'content') }).then(() => undefined, (error: unknown) => error);
      expect((failure as CtsiteError).issues.map(formatIssue)).toEqual([
        'content/redirects.json#/0/to: no page of the site has this address\n    found: "/abut/"\n    fix: Point "to" at a page of the site; the nearest: "/about/".',
      ]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
