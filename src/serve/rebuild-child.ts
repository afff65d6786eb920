// The process that builds for `ctsite serve` (rebuild-process.ts starts it): one rebuild session, asked
// over the IPC channel to rebuild after changes. Run compiled, from lib/serve/rebuild-child.js.
import { abandonStagingFolders } from '../output/staged-output.ts';
import { formatError } from '../errors/format-error.ts';
import type { Logger } from '../log/logger.ts';
import { createRebuildSession } from '../rebuild/rebuild-session.ts';
import type { ChildMessage, RebuildRequest } from './rebuild-process.ts';

const send = (message: ChildMessage) => process.send?.(message);

/** Ends this process, its build's staging folder removed (the output folder is left as it was). */
function stop(exitCode: number): never {
  abandonStagingFolders();
  process.exit(exitCode);
}
// The serve process ended, however it ended (a SIGKILL too): its end of the channel closed.
process.once('disconnect', () => stop(0));
// Ctrl-C at a terminal reaches this process as well as the serve process.
for (const [signal, exitCode] of [['SIGINT', 130], ['SIGTERM', 143], ['SIGHUP', 129]] as const) process.once(signal, () => stop(exitCode));
if (!process.connected) stop(0);

const [root = '', outDir = ''] = process.argv.slice(2);
const forward = (level: keyof Logger) => (message: string) => send({ type: 'log', level, message });
const logger: Logger = { info: forward('info'), debug: forward('debug'), warn: forward('warn') };
const session = createRebuildSession({ root, outDir, logger });

/** Started with --expose-gc (rebuild-process.ts). */
const collect = (globalThis as { gc?: () => void }).gc;

process.on('message', (request: RebuildRequest) => {
  (request.files === null ? session.full() : session.rebuild(request.files)).then(
    (result) => {
      send({ type: 'done', id: request.id, result });
      // Each save leaves the last load's data, index and page inputs behind (hundreds of MB at 34,000 pages),
      // which V8 would let pile up for dozens of saves before collecting: collected now, once the reply is on
      // its way, the process's memory stays flat over saves (scripts/rebuild-child-memory.mjs).
      if (result.kind === 'partial') setImmediate(() => collect?.());
    },
    // Formatted here, where the error is whole: its class, issues and causes do not cross the channel.
    (error: unknown) => send({ type: 'failed', id: request.id, report: formatError(error) }),
  );
});
send({ type: 'ready' });
