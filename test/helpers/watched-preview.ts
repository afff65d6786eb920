import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createMemoryLogger } from '../../src/log/logger.ts';
import { serve, type RunningServer } from '../../src/serve/index.ts';
import { EVENTS_PATH, type LiveMessage } from '../../src/serve/live-reload.ts';
import { projectRoot } from './fixture.ts';

/** `ctsite serve` on a project of its own, with a page's live-reload stream open. */
export interface WatchedPreview {
  /** The project folder: `data/` and the other copied folders may be edited. */
  root: string;
  server: RunningServer;
  /** Every live-reload message the open page received, in order. */
  messages: LiveMessage[];
  logger: ReturnType<typeof createMemoryLogger>;
  close(): Promise<void>;
}

/**
 * Copies `copy` (the folders the test edits) into a temporary project, links the rest of
 * data/, templates/, client/, public/ and node_modules, and serves it on a free loopback port (which
 * builds and watches). `prepare` runs on the copy before the first build.
 */
export async function startWatchedPreview(options: { copy: readonly string[]; prepare?: (root: string) => Promise<void> }): Promise<WatchedPreview> {
  const root = await mkdtemp(join(tmpdir(), 'ctsite-preview-'));
  for (const name of ['data', 'templates', 'client', 'public', 'node_modules']) {
    if (options.copy.includes(name)) await cp(join(projectRoot, name), join(root, name), { recursive: true });
    else await symlink(join(projectRoot, name), join(root, name));
  }
  await options.prepare?.(root);
  const logger = createMemoryLogger();
  const server = await serve({ root, port: 0, logger });
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
    messages,
    logger,
    async close() {
      await server.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
