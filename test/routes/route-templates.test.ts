import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { routePatterns } from '../../src/routes/patterns.ts';
import { routeTemplates } from '../../src/routes/route-templates.ts';
import { projectRoot } from '../helpers/fixture.ts';

describe('the template of each kind of route, which ctsite check names as a problem source', () => {
  it('names a file that exists and that the definition of that route imports, for every route id', async () => {
    const folder = join(projectRoot, 'src/routes/definitions');
    const imported = new Map<string, string[]>();
    for (const name of await readdir(folder)) {
      const text = await readFile(join(folder, name), 'utf8');
      const templates = [...text.matchAll(/from '\.\.\/\.\.\/\.\.\/(templates\/pages\/[a-z-]+\.tsx)'/g)].map((match) => match[1] as string);
      // Each definition: `id: 'service',` directly inside a definePage/defineRedirect call.
      for (const match of text.matchAll(/define(?:Page|Redirect)[^(]*\(\s*\{\s*id: '([A-Za-z]+)'/g)) imported.set(match[1] as string, templates);
    }
    expect([...imported.keys()].sort()).toEqual(Object.keys(routePatterns).sort());
    for (const [id, file] of Object.entries(routeTemplates)) {
      expect((await stat(join(projectRoot, file))).isFile(), file).toBe(true);
      expect(imported.get(id), `${id}: ${file}`).toContain(file);
    }
  });
});
