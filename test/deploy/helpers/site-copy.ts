import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { OUTPUT_STATE_FILE } from '../../../src/build/output-state.ts';
import { smallSiteDir } from '../../helpers/fixture.ts';

export interface SiteCopy {
  dir: string;
  read(file: string): Promise<string>;
  write(file: string, text: string): Promise<void>;
  remove(file: string): Promise<void>;
  /**
   * A stylesheet change as a build makes it: a new content-hashed file, every page pointing at it,
   * the old file gone. Returns the old and new files, e.g. `assets/site.948b2bdd65.css`.
   */
  changeStylesheet(): Promise<{ before: string; after: string }>;
  cleanup(): Promise<void>;
}

/**
 * A copy of the small fixture site (built once per run) that a test may change: every page kind, redirect,
 * asset and crawler file of a real build, which is what a deploy's behaviour depends on, not the number of pages.
 */
export async function copySmallSite(): Promise<SiteCopy> {
  const root = await mkdtemp(join(tmpdir(), 'ctsite-deploy-site-'));
  const dir = join(root, 'dist');
  await cp(smallSiteDir(), dir, { recursive: true });
  // The copy stands for a site built from real content: without its build's record of the sample data,
  // a deploy judges the data folder it is given (--data), as the deploy tests choose.
  const state = join(dir, OUTPUT_STATE_FILE);
  const recorded = JSON.parse(await readFile(state, 'utf8')) as Record<string, unknown>;
  delete recorded['sample'];
  await writeFile(state, JSON.stringify(recorded));
  const copy: SiteCopy = {
    dir,
    read: (file) => readFile(join(dir, file), 'utf8'),
    async write(file, text) {
      await mkdir(dirname(join(dir, file)), { recursive: true });
      await writeFile(join(dir, file), text);
    },
    remove: (file) => rm(join(dir, file), { recursive: true, force: true }),
    async changeStylesheet() {
      const name = (await readdir(join(dir, 'assets'))).find((file) => /^site\.[0-9a-f]+\.css$/.test(file));
      if (!name) throw new Error('the built site has no stylesheet');
      const before = `assets/${name}`;
      const after = `assets/site.${Date.now().toString(16).slice(-10).padStart(10, '0')}.css`;
      await rename(join(dir, before), join(dir, after));
      await writeFile(join(dir, after), `${await copy.read(after)}\n/* changed */\n`);
      const files = (await readdir(dir, { recursive: true })).filter((file) => file.endsWith('.html'));
      for (const file of files) {
        const html = await copy.read(file);
        if (html.includes(`/${before}`)) await copy.write(file, html.replaceAll(`/${before}`, `/${after}`));
      }
      return { before, after };
    },
    cleanup: () => rm(root, { recursive: true, force: true }),
  };
  return copy;
}
