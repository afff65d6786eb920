import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/data/load-data.ts';
import { routeDefinitions } from '../../src/routes/definitions/index.ts';
import { routePatterns } from '../../src/routes/patterns.ts';
import { createRouteTable, type RouteTable } from '../../src/routes/route-table.ts';
import { projectRoot } from '../helpers/fixture.ts';

/** What a module exports, arrays of definitions opened up. */
const exportsOf = async (file: string) => Object.values((await import(join(projectRoot, file))) as Record<string, unknown>).flatMap((value) => (Array.isArray(value) ? value : [value]));

describe('the route definitions: one place per route', () => {
  let table: RouteTable;
  beforeAll(async () => {
    // The site ships no redirect of the owner's (data/redirects.json is `[]`): one is added so that every definition has routes.
    const data = await loadSiteData(join(projectRoot, 'data'));
    table = createRouteTable({ ...data, redirects: [{ from: '/about-us/', to: '/about/' }] }, routeDefinitions);
  });

  it('define every route id once, each with its own pattern', () => {
    expect(routeDefinitions.map((definition) => definition.id).sort()).toEqual(Object.keys(routePatterns).sort());
    for (const definition of routeDefinitions) expect(definition.pattern).toBe(routePatterns[definition.id]);
  });

  it('each name the file that exports it', async () => {
    for (const definition of routeDefinitions) {
      expect((await stat(join(projectRoot, definition.definitionFile))).isFile(), definition.definitionFile).toBe(true);
      expect(await exportsOf(definition.definitionFile), `${definition.id}: ${definition.definitionFile}`).toContain(definition);
    }
  });

  it("each name the template whose component every one of its pages renders", async () => {
    for (const definition of routeDefinitions) {
      const exported = await exportsOf(definition.templateFile);
      const routes = table.routes.filter((route) => route.id === definition.id);
      expect(routes.length, definition.id).toBeGreaterThan(0);
      for (const route of routes) expect(exported, `${route.pathname}: ${definition.templateFile}`).toContain(route.element().type);
    }
  });

  it('file every redirect under one template and one definition file, which `ctsite check` names for the redirect kind', () => {
    const redirects = routeDefinitions.filter((definition) => definition.kind === 'redirect');
    expect(new Set(redirects.map((definition) => `${definition.templateFile} ${definition.definitionFile}`))).toEqual(
      new Set(['templates/pages/redirect-page.tsx src/routes/definitions/redirects.tsx']),
    );
  });
});
