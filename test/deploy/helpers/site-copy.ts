import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { OUTPUT_STATE_FILE } from '../../../src/output/state.ts';
import { smallSiteDir } from '../../helpers/fixture.ts';

/** The towns whose service-in-town pages a copy keeps. */
const KEPT_TOWNS = ['hull', 'brough', 'goole'];

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
 * asset and crawler file of a real build, which is what a deploy's behaviour depends on, not the number of pages
 * (about 240 files of the build's 500).
 */
export async function copySmallSite(): Promise<SiteCopy> {
  const root = await mkdtemp(join(tmpdir(), 'ctsite-deploy-site-'));
  const dir = join(root, 'dist');
  await cp(smallSiteDir(), dir, { recursive: true });
  // Service-in-town pages of three towns of the sixteen: a deploy treats every page alike, and the other 260
  // pages and redirects only made each upload to the test's object store take longer.
  const removed: string[] = [];
  for (const service of await readdir(join(dir, 'services'), { withFileTypes: true })) {
    if (!service.isDirectory()) continue;
    for (const town of await readdir(join(dir, 'services', service.name), { withFileTypes: true })) {
      if (!town.isDirectory() || KEPT_TOWNS.includes(town.name)) continue;
      await rm(join(dir, 'services', service.name, town.name), { recursive: true });
      removed.push(`/services/${service.name}/${town.name}`);
    }
  }
  // Their redirects go with them, as a build without those pages would write its _redirects.
  const gone = new Set(removed.flatMap((path) => [path, `${path}/`]));
  const redirects = (await readFile(join(dir, '_redirects'), 'utf8')).split('\n');
  await writeFile(join(dir, '_redirects'), redirects.filter((line) => !gone.has(line.split(' ')[0] ?? '')).join('\n'));
  // The copy stands for a site built from real content: its state loses the sample content the build found,
  // so a deploy judges the data folder it is given (--data), as the deploy tests choose.
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
