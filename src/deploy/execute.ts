import type { Logger } from '../log/logger.ts';
import { DEPLOY_GROUPS, groupOf } from './local-site.ts';
import type { ObjectStore, WrittenObject } from './object-store.ts';
import type { PlannedPut } from './plan.ts';
import { formatPut, type DeploySummary, type Progress } from './report.ts';
import { runPool } from './run-pool.ts';

/** What has been written so far; kept up to date while writing, so a failure can report it. */
export type WriteTally = Pick<DeploySummary, 'uploaded' | 'updated' | 'deleted' | 'bytes'>;

interface WriteContext {
  store: ObjectStore;
  concurrency: number;
  tally: WriteTally;
  /** Objects whose upload or delete was sent, answered or not: a failure may cut off the answers of writes that landed. */
  sent: { writes: number };
  progress: Progress;
  logger: Logger;
}

/** What each upload was answered, by key, and when the last answer came (`performance.now()`). */
export interface WrittenObjects {
  written: Map<string, WrittenObject>;
  lastAnswerAt: number;
}

/** Writes the planned objects group by group (DEPLOY_GROUPS), so that a page goes live only after everything it loads. */
export async function writeGroups(puts: readonly PlannedPut[], { store, concurrency, tally, sent, progress, logger }: WriteContext): Promise<WrittenObjects> {
  const writes: WrittenObjects = { written: new Map(), lastAnswerAt: 0 };
  for (const group of DEPLOY_GROUPS) {
    const members = puts.filter((put) => put.object.group === group);
    if (members.length === 0) continue;
    const started = performance.now();
    let done = 0;
    try {
      await runPool(members, concurrency, async (put) => {
        sent.writes += 1;
        writes.written.set(put.object.key, await store.put(put.object));
        writes.lastAnswerAt = performance.now();
        tally[put.kind === 'upload' ? 'uploaded' : 'updated'] += 1;
        tally.bytes += put.object.size;
        done += 1;
        progress.update(`Writing ${group}`, done, members.length);
        logger.debug(formatPut(put));
      });
    } finally {
      progress.done();
    }
    logger.info(`  write ${group}: ${members.length} object${members.length === 1 ? '' : 's'} (${Math.round(performance.now() - started)} ms)`);
  }
  return writes;
}

/**
 * Deletes what the site no longer has, last, one group at a time in the reverse order of the uploads: a
 * batch is not atomic, and a page must be gone before the stylesheet it loads.
 */
export async function deleteObjects(keys: readonly string[], { store, tally, sent, logger }: WriteContext, prefix: string): Promise<void> {
  if (keys.length === 0) return;
  const started = performance.now();
  for (const group of [...DEPLOY_GROUPS].reverse()) {
    const members = keys.filter((key) => groupOf(key.slice(prefix.length)) === group);
    if (members.length === 0) continue;
    sent.writes += members.length;
    await store.deleteMany(members);
    tally.deleted += members.length;
    for (const key of members) logger.debug(`delete  ${key}`);
  }
  logger.info(`  delete: ${keys.length} object${keys.length === 1 ? '' : 's'} (${Math.round(performance.now() - started)} ms)`);
}
