import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { realSiteDir } from '../helpers/site.ts';

/** A class as a CSS selector writes it, e.g. `xl:w-96` → `.xl\:w-96`. */
const selectorOf = (name: string) => `.${name.replace(/[^a-zA-Z0-9_-]/g, (character) => `\\${character}`)}`;

describe('the stylesheet', () => {
  it('has a rule for every class a built page uses (the class scanner misses none, e.g. one fused to a template string)', async () => {
    const files = await readdir(realSiteDir(), { recursive: true });
    const stylesheet = files.find((file) => /^assets\/site\.[0-9a-f]+\.css$/.test(file));
    expect(stylesheet).toBeDefined();
    const css = await readFile(join(realSiteDir(), stylesheet ?? ''), 'utf8');
    const used = new Set<string>();
    for (const file of files.filter((name) => name.endsWith('.html'))) {
      const html = await readFile(join(realSiteDir(), file), 'utf8');
      for (const [, names = ''] of html.matchAll(/ class="([^"]*)"/g)) for (const name of names.split(/\s+/)) if (name) used.add(name);
    }
    expect([...used].filter((name) => !css.includes(selectorOf(name)))).toEqual([]);
  });
});
