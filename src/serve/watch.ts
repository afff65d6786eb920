import { existsSync, watch, type FSWatcher } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { formatError } from '../errors/format-error.ts';
import type { Logger } from '../log/logger.ts';
import type { RebuildResult } from '../rebuild/rebuild-session.ts';
import type { LiveReload } from './live-reload.ts';

/** The folders whose changes rebuild the site. */
export const WATCHED_FOLDERS = ['data', 'templates', 'client', 'public'];
/**
 * Editors write a file in several steps (truncate and write, or write a copy and rename it), a few
 * milliseconds apart: changes this close together make one rebuild.
 */
const SETTLE_MS = 20;

/** Rebuilds the site after files changed (src/rebuild/rebuild-session.ts). */
export interface Rebuilder {
  rebuild(changedFiles: readonly string[]): Promise<RebuildResult>;
}

export interface WatchOptions {
  root: string;
  outDir: string;
  logger: Logger;
  liveReload: LiveReload;
  /** What rebuilds the site; asked for a fresh one when template code changed. */
  rebuilder(templatesChanged: boolean): Promise<Rebuilder>;
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

  const rebuild = async (reported: Set<string>) => {
    // An editor's swap, backup or test file that came and went is no change to the site; one that
    // stays (or any other file) is, so that a picture or a template is never missed.
    const changed = new Set([...reported].filter((file) => !(isEditorScratch(file) && !existsSync(join(root, file)))));
    if (changed.size === 0) return;
    const templatesChanged = [...changed].some((file) => file.startsWith(`templates${sep}`) && !file.endsWith('.css'));
    const cssOnly = [...changed].every((file) => file.endsWith('.css'));
    const wasFailing = liveReload.failure !== undefined;
    try {
      const rebuilder = await options.rebuilder(templatesChanged);
      const result = await rebuilder.rebuild([...changed]);
      liveReload.failure = undefined;
      const how = result.kind === 'partial' ? `${result.rendered} of the pages rendered again` : `a whole build (${result.reason ?? 'first build'})`;
      logger.info(`Rebuilt after ${[...changed].join(', ')}: ${how}, ${result.written} files changed in ${result.durationMs} ms.`);
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

/** Names editors give their temporary files: `.x.swp`, `x~`, `.#x`, `x.tmp`, vim's `4913` write test. */
function isEditorScratch(file: string): boolean {
  const name = basename(file);
  return /\.(swp|swx|swo|tmp|bak)$/.test(name) || name.endsWith('~') || name.startsWith('.#') || /^\d+$/.test(name);
}
