import { watch, type FSWatcher } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { BuildOptions, BuildResult } from '../build/index.ts';
import { formatError } from '../errors/format-error.ts';
import type { Logger } from '../log/logger.ts';
import type { LiveReload } from './live-reload.ts';

/** The folders whose changes rebuild the site. */
export const WATCHED_FOLDERS = ['data', 'templates', 'client', 'public'];
/** Editors write a file in several steps: changes this close together make one rebuild. */
const SETTLE_MS = 60;

export type BuildFunction = (options: BuildOptions) => Promise<BuildResult>;

export interface WatchOptions {
  root: string;
  outDir: string;
  logger: Logger;
  liveReload: LiveReload;
  /** The build to run; asked for a fresh one when template code changed. */
  loadBuild(templatesChanged: boolean): Promise<BuildFunction>;
}

/**
 * Rebuilds on every change under data/, templates/, client/ and public/, one build at a time, and
 * tells open pages: a stylesheet swap when only CSS changed, otherwise a reload. A failed rebuild
 * keeps the last good output on disk and shows the failure page until the next good build.
 */
export function watchSources(options: WatchOptions): { close(): void; settled(): Promise<void> } {
  const { root, logger, liveReload } = options;
  let pending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const rebuild = async (changed: Set<string>) => {
    const templatesChanged = [...changed].some((file) => file.startsWith(`templates${sep}`) && !file.endsWith('.css'));
    const cssOnly = [...changed].every((file) => file.endsWith('.css'));
    const wasFailing = liveReload.failure !== undefined;
    try {
      const build = await options.loadBuild(templatesChanged);
      const result = await build({ root, outDir: options.outDir });
      liveReload.failure = undefined;
      logger.info(`Rebuilt after ${[...changed].join(', ')}: ${result.written} files changed in ${result.durationMs} ms.`);
      liveReload.notify(cssOnly && !wasFailing ? { type: 'css', href: result.stylesheet } : { type: 'reload' });
    } catch (error) {
      liveReload.failure = error instanceof Error ? error : new Error(String(error));
      logger.warn(`Rebuild failed; the preview shows the error until the next good build.\n${formatError(error)}`);
      liveReload.notify({ type: 'reload' });
    }
  };

  const onChange = (folder: string) => (_event: string, name: string | Buffer | null) => {
    if (!name) return;
    pending.add(relative(root, join(root, folder, name.toString())));
    clearTimeout(timer);
    timer = setTimeout(() => {
      const changed = pending;
      pending = new Set();
      running = running.then(() => rebuild(changed));
    }, SETTLE_MS);
  };

  const watchers: FSWatcher[] = WATCHED_FOLDERS.flatMap((folder) => {
    try {
      return [watch(join(root, folder), { recursive: true }, onChange(folder))];
    } catch {
      return [];
    }
  });
  return {
    close: () => {
      clearTimeout(timer);
      for (const watcher of watchers) watcher.close();
    },
    settled: () => running,
  };
}
