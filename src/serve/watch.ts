import { existsSync, lstatSync, realpathSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { basename, join, relative, resolve, sep } from 'node:path';
import { watch } from 'chokidar';
import type { Logger } from '../log/logger.ts';
import type { LiveReload } from './live-reload.ts';
import { describeRebuildError, type Rebuilder } from './rebuild-process.ts';

/** The folders of the project whose changes are rebuilt. */
const WATCHED = ['data', 'templates', 'client', 'public'];
/** Editors write a file in several steps a few milliseconds apart: changes this close together make one rebuild. */
const SETTLE_MS = 20;
/** chokidar drops a second change to a file within 50 ms of the one it reported (its throttle); a little more, for delivery. */
const DROPPED_CHANGE_MS = 60;

/**
 * Rebuilds on every change, one build at a time, and tells open pages (a stylesheet swap when only CSS
 * changed). Folders are watched, not files: Node's recursive `fs.watch` on Linux follows each file's
 * inode, so a file saved by rename (vim, JetBrains, `sed -i`) was never heard of again.
 */
export function watchSources(options: { root: string; logger: Logger; liveReload: LiveReload; rebuilder: Rebuilder }) {
  const { root, logger, liveReload } = options;
  /** The files reported since the last rebuild began, each with the first thing that happened to it. */
  let pending = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  /** When each file was last reported (performance.now()). */
  const lastReported = new Map<string, number>();

  const report = (file: string, event: string) => {
    lastReported.set(file, performance.now());
    if (!pending.has(file)) pending.set(file, event);
    clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = pending;
      pending = new Map();
      running = running.then(() => rebuild(batch));
    }, SETTLE_MS);
  };

  const rebuild = async (reported: Map<string, string>) => {
    // An editor's scratch file (a swap, backup or temporary file, `sed -i`'s copy) is no change to the site,
    // even while it still exists: on a busy machine the batch can close before the editor renames it over the
    // file it saves, which then comes in a batch of its own. Any other file that came and went is no change
    // either; one that stays, or any file that was there before, is, so that a picture or a template is never missed.
    const changed = [...reported].filter(([file, first]) => !isEditorScratch(file) && (existsSync(join(root, file)) || first !== 'add')).map(([file]) => file);
    if (changed.length === 0) return;
    const before = await fingerprints(root, changed);
    const cssOnly = changed.every((file) => file.endsWith('.css'));
    const wasFailing = liveReload.failure !== undefined;
    try {
      const result = await options.rebuilder.rebuild(changed);
      liveReload.failure = undefined;
      const how = result.kind === 'partial' ? `${result.rendered} of the pages rendered again` : `a whole build (${result.reason ?? 'first build'})`;
      logger.info(`Rebuilt after ${changed.join(', ')}: ${how}, ${result.written} files changed in ${result.durationMs} ms.`);
      liveReload.notify(cssOnly && !wasFailing ? { type: 'css', href: result.stylesheet } : { type: 'reload' });
    } catch (error) {
      liveReload.failure = describeRebuildError(error);
      logger.warn(`Rebuild failed; the preview shows the error until the next good build.\n${liveReload.failure}`);
      liveReload.notify({ type: 'reload' });
    }
    // A save still being written when the rebuild read it may have had its last change dropped (see
    // DROPPED_CHANGE_MS): once that window has passed, look again, and rebuild what changed meanwhile.
    const windowEnds = Math.max(...changed.map((file) => lastReported.get(file) ?? 0)) + DROPPED_CHANGE_MS;
    if (windowEnds > performance.now()) await new Promise((resume) => setTimeout(resume, windowEnds - performance.now()));
    const after = await fingerprints(root, changed);
    for (const [index, file] of changed.entries()) if (before[index] !== after[index]) report(file, 'change');
  };

  // The project folder is watched, not the four folders by name: a folder moved away and put back (as a
  // branch switch can do) is a new folder, which a watch of the old one would never see. Symbolic links inside
  // are not followed (`ln -s . data/loop` would be watched without end); a top-level folder that is itself a
  // link (data/ kept elsewhere) is watched where it leads.
  const linked = WATCHED.filter((folder) => lstatSync(join(root, folder), { throwIfNoEntry: false })?.isSymbolicLink() && existsSync(join(root, folder)));
  const watchers = [
    watchFolder(root, '', (name) => WATCHED.includes(name) && !linked.includes(name)),
    ...linked.map((folder) => watchFolder(realpathSync(join(root, folder)), folder, () => true)),
  ];

  /** Watches `dir`, its paths reported as `prefix/path`; `keep` picks the top-level names that count. */
  function watchFolder(dir: string, prefix: string, keep: (name: string) => boolean) {
    // Paths come relative to `cwd`, as the rebuild wants them. `atomic` is off: it holds each deletion
    // back 100 ms to see whether the file comes back; the settle window and the filter above do that.
    const watcher = watch('.', {
      cwd: dir,
      ignoreInitial: true,
      atomic: false,
      followSymlinks: false,
      ignored: (path: string) => {
        const top = relative(dir, resolve(dir, path)).split(sep)[0] ?? '';
        return top !== '' && !keep(top);
      },
    });
    watcher.on('all', (event, file) => {
      if (event !== 'addDir' && file !== '') report(prefix ? join(prefix, file) : file, event);
    });
    watcher.on('error', (error) => logger.warn(`Watching ${prefix || 'the project'}: ${error instanceof Error ? error.message : String(error)}`));
    return watcher;
  }
  return {
    /** Resolves once every watched folder has been read (a few milliseconds after the start). */
    ready: Promise.all(watchers.map((watcher) => new Promise<void>((done) => watcher.once('ready', done)))).then(() => undefined),
    settled: async () => {
      // A rebuild may queue another (a file changed while it ran): wait until none is queued.
      let seen: Promise<void>;
      do {
        seen = running;
        await seen;
        if (pending.size > 0) await new Promise((resume) => setTimeout(resume, SETTLE_MS * 2));
      } while (seen !== running || pending.size > 0);
    },
    close: async () => {
      clearTimeout(timer);
      await Promise.all(watchers.map((watcher) => watcher.close()));
    },
  };
}

/** Identity, size and times of each file, or `gone`: any save changes at least one of them. */
async function fingerprints(root: string, files: readonly string[]): Promise<string[]> {
  return Promise.all(files.map(async (file) => {
    const info = await stat(join(root, file)).catch(() => undefined);
    return info ? `${info.ino}:${info.size}:${info.mtimeMs}:${info.ctimeMs}` : 'gone';
  }));
}

/**
 * Editors' temporary files: `.x.swp`, `x~`, `.#x`, `x.tmp`, vim's `4913` write test, JetBrains' `x___jb_tmp___`,
 * GNU `sed -i`'s `sedAbC123`.
 */
function isEditorScratch(file: string): boolean {
  const name = basename(file);
  return /\.(swp|swx|swo|tmp|bak)$/.test(name) || name.endsWith('~') || name.startsWith('.#') || /^\d+$/.test(name) || /___jb_(tmp|old)___$/.test(name) || /^sed[A-Za-z0-9]{6}$/.test(name);
}
