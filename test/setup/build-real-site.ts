import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { build } from '../../src/pipeline/index.ts';
import { CACHE_DIR_ENV } from '../../src/cache-dir.ts';
import { FIXTURE_DATA } from '../helpers/fixture.ts';
import { openRunFolder } from './run-folder.ts';

/** The user's cache folder, which no test may change: the default of src/cache-dir.ts for this project. */
const userCache = fileURLToPath(new URL('../../node_modules/.cache/ctsite', import.meta.url));

/** Every file and folder under `dir` with its size and modification time; empty when `dir` is missing. */
async function listing(dir: string): Promise<Map<string, string>> {
  const entries = await readdir(dir, { recursive: true }).catch(() => []);
  const found = await Promise.all(
    entries.map(async (name) => {
      const info = await stat(join(dir, name)).catch(() => undefined);
      return [name, info ? `${info.isDirectory() ? 'folder' : `${info.size} bytes`}, modified ${info.mtime.toISOString()}` : 'gone'] as const;
    }),
  );
  return new Map(found);
}

/** What changed between two listings, one line each, e.g. `added external-links.json (…)`. */
function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const lines: string[] = [];
  for (const [name, was] of before) {
    const now = after.get(name);
    if (now === undefined) lines.push(`removed ${name} (${was})`);
    else if (now !== was) lines.push(`changed ${name} (${was}; now ${now})`);
  }
  for (const [name, now] of after) if (!before.has(name)) lines.push(`added ${name} (${now})`);
  return lines.sort();
}

/**
 * Once per test run: points the temporary folder (TMPDIR) at a folder of this run's (test/setup/run-folder.ts),
 * removed whole at the end and swept by a later run if this one is killed, and ctsite's cache (CTSITE_CACHE_DIR) at
 * a folder in it, both inherited by the test workers and the CLI processes they start; builds the real site
 * (`inject('realSiteDir')`) and the small fixture site (`inject('smallSiteDir')`, from test/fixtures/small-site/data)
 * into folders that test files read and never change (a test that changes one changes a copy). At the end, fails
 * the run if the user's cache folder (node_modules/.cache/ctsite) changed meanwhile.
 */
export default async function setup(project: TestProject) {
  process.env.NODE_ENV = 'production';
  const userCacheBefore = await listing(userCache);
  const run = await openRunFolder(tmpdir());
  process.env.TMPDIR = run;
  const cache = await mkdtemp(join(run, 'ctsite-cache-'));
  process.env[CACHE_DIR_ENV] = cache;
  // Tests that run the CLI as a process run the compiled generator (lib/): it is brought up to date once
  // here, before test files start side by side.
  const compiler = (await import(new URL('../../scripts/compile.mjs', import.meta.url).href)) as { compileIfStale(): Promise<void> };
  await compiler.compileIfStale();
  const dir = await mkdtemp(join(run, 'ctsite-real-'));
  const outDir = join(dir, 'dist');
  await build({ outDir, env: { SOURCE_DATE_EPOCH: '1767225600' } });
  project.provide('realSiteDir', outDir);
  const smallOutDir = join(dir, 'small-dist');
  await build({ dataDir: FIXTURE_DATA.small, outDir: smallOutDir, env: { SOURCE_DATE_EPOCH: '1767225600' } });
  project.provide('smallSiteDir', smallOutDir);
  return async () => {
    await rm(run, { recursive: true, force: true });
    const changed = changes(userCacheBefore, await listing(userCache));
    if (changed.length > 0) {
      throw new Error(
        `The user's cache folder ${userCache} changed during the test run: tests write only to temporary folders ` +
          `(ctsite's cache is ${CACHE_DIR_ENV}, set above for the run; or was another ctsite running meanwhile?):\n  ${changed.slice(0, 20).join('\n  ')}` +
          (changed.length > 20 ? `\n  … and ${changed.length - 20} more` : ''),
      );
    }
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    realSiteDir: string;
    smallSiteDir: string;
  }
}
