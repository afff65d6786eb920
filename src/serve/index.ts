import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { lockOutput } from '../output/lock.ts';
import { silentLogger, type Logger } from '../log/logger.ts';
import { createLiveReload } from './live-reload.ts';
import { startPreviewServer } from './preview-server.ts';
import { createRebuilder, describeRebuildError } from './rebuild-process.ts';
import { watchSources } from './watch.ts';

export interface ServeOptions {
  /** The project folder holding data/, templates/, client/ and public/. Default: the working folder. */
  root?: string;
  /** The built site, relative to `root`. Default: `dist`. */
  dir?: string;
  /** Default 4173; 0 picks a free port. */
  port?: number;
  /** Default true: build first, then rebuild on every change and reload open pages. False: serve `dir` as it is. */
  watch?: boolean;
  logger?: Logger;
}

export interface RunningServer {
  url: string;
  port: number;
  /** Resolves once the rebuilds that changes so far asked for have finished (at once without watch). */
  settled(): Promise<void>;
  /** Stops the server, the watch and the process that builds; resolves once they have. */
  close(): Promise<void>;
}

/** `ctsite serve`: previews the site on 127.0.0.1 (not for the network) the way object storage behind a CDN serves it. */
export async function serve(options: ServeOptions = {}): Promise<RunningServer> {
  const root = resolve(options.root ?? '.');
  const dir = options.dir ?? 'dist';
  const outDir = resolve(root, dir);
  const logger = options.logger ?? silentLogger;
  const listen = { dir: outDir, port: options.port ?? 4173, logger };
  if (options.watch === false) {
    const server = await startPreviewServer(listen);
    logger.info(`Serving ${dir} at ${server.url} (Ctrl-C to stop)`);
    return { ...server, settled: async () => {} };
  }

  const liveReload = createLiveReload();
  // The port is taken before the first build, which may take a while: a port in use is said at once.
  const server = await startPreviewServer({ ...listen, liveReload });
  // The folder's one writer while the preview runs: a `ctsite build --out` into it would swap its output in
  // under the rebuilds, which would then go on from a state that is no longer there.
  let unlock: () => void;
  try {
    unlock = lockOutput(outDir, 'ctsite serve');
  } catch (error) {
    await server.close();
    throw error;
  }
  const rebuilder = createRebuilder({ root, outDir, logger });
  // A big site's first build takes minutes: the last build's pages are answered meanwhile (the server answers from
  // the folder as it is, and the build swaps the new one in whole), and reloaded once it is done.
  const previous = existsSync(join(outDir, 'index.html'));
  if (previous) logger.info(`Previewing the last build of ${dir} at ${server.url} while the first build runs; open pages reload when it is done`);
  try {
    await rebuilder.full().catch((error: unknown) => {
      liveReload.failure = describeRebuildError(error);
      logger.warn(liveReload.failure);
    });
    if (previous) liveReload.notify({ type: 'reload' });
    const watcher = watchSources({ root, logger, liveReload, rebuilder });
    // The line below promises that every later save is seen: it waits for the watcher to be in place.
    await watcher.ready;
    logger.info(`Serving ${dir} at ${server.url}, rebuilding on changes to data/, templates/, client/ and public/ (Ctrl-C to stop)`);
    return {
      url: server.url,
      port: server.port,
      settled: () => watcher.settled(),
      async close() {
        await watcher.close();
        await Promise.all([server.close(), rebuilder.close()]);
        unlock();
      },
    };
  } catch (error) {
    await Promise.all([server.close(), rebuilder.close()]);
    unlock();
    throw error;
  }
}
