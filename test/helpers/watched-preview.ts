import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatError } from '../../src/errors/format-error.ts';
import { createMemoryLogger } from '../../src/log/logger.ts';
import { createRebuildSession } from '../../src/rebuild/rebuild-session.ts';
import { serve, type RunningServer } from '../../src/serve/index.ts';
import { createLiveReload, EVENTS_PATH, type LiveMessage } from '../../src/serve/live-reload.ts';
import { watchSources, type SourceWatcher } from '../../src/serve/watch.ts';
import { projectRoot } from './fixture.ts';

/** `ctsite serve` as its CLI runs it, on a project of its own, with a page's live-reload stream open. */
export interface WatchedPreview {
  /** The project folder: `data/` and the other copied folders may be edited. */
  root: string;
  server: RunningServer;
  watcher: SourceWatcher;
  /** Every live-reload message the open page received, in order. */
  messages: LiveMessage[];
  logger: ReturnType<typeof createMemoryLogger>;
  close(): Promise<void>;
}

/**
 * Copies `copy` (the folders the test edits) into a temporary project, links the rest of
 * data/, templates/, client/, public/ and node_modules, builds, serves on a free loopback port and
 * watches. `prepare` runs on the copy before the first build.
 */
export async function startWatchedPreview(options: { copy: readonly string[]; prepare?: (root: string) => Promise<void> }): Promise<WatchedPreview> {
  const root = await mkdtemp(join(tmpdir(), 'ctsite-preview-'));
  for (const name of ['data', 'templates', 'client', 'public', 'node_modules']) {
    if (options.copy.includes(name)) await cp(join(projectRoot, name), join(root, name), { recursive: true });
    else await symlink(join(projectRoot, name), join(root, name));
  }
  await options.prepare?.(root);
  const logger = createMemoryLogger();
  const outDir = join(root, 'dist');
  const session = createRebuildSession({ root, outDir });
  await session.full();
  const liveReload = createLiveReload();
  const server = await serve({ dir: outDir, port: 0, liveReload, describeError: (error) => formatError(error) });
  const watcher = watchSources({ root, outDir, logger, liveReload, rebuilder: async () => session });
  await watcher.ready;
  const messages: LiveMessage[] = [];
  await new Promise<void>((done) => {
    get(`${server.url}${EVENTS_PATH}`, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        for (const line of chunk.split('\n')) if (line.startsWith('data: ')) messages.push(JSON.parse(line.slice(6)) as LiveMessage);
      });
      done();
    });
  });
  return {
    root,
    server,
    watcher,
    messages,
    logger,
    async close() {
      await watcher.close();
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
