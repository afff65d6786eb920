import type { Logger } from '../log/logger.ts';
import { DEPLOY_GROUPS, groupOf } from './local-site.ts';
import type { ObjectStore, WrittenObject } from './object-store.ts';
import type { PlannedPut } from './plan.ts';
import { formatPut, type Progress } from './report.ts';
import { runPool } from './run-pool.ts';

/** What has been written so far; kept up to date while writing, so a failure can report it. */
export interface WriteTally {
  uploaded: number;
  updated: number;
  deleted: number;
  bytes: number;
}

export interface WriteContext {
  store: ObjectStore;
  concurrency: number;
  tally: WriteTally;
  progress: Progress;
  logger: Logger;
}

/** What each upload of a deploy was answered, by key, and when the last answer came (`performance.now()`). */
export interface WriteRecord {
  written: Map<string, WrittenObject>;
  lastAnswerAt: number;
}

/**
 * Writes the planned objects group by group (assets, other files, pages, crawler files): a group
 * starts only when the one before has finished, so a page goes live only after everything it loads.
 */
export async function writeGroups(puts: readonly PlannedPut[], { store, concurrency, tally, progress, logger }: WriteContext): Promise<WriteRecord> {
  const record: WriteRecord = { written: new Map(), lastAnswerAt: 0 };
  for (const group of DEPLOY_GROUPS) {
    const members = puts.filter((put) => put.object.group === group);
    if (members.length === 0) continue;
    const started = performance.now();
    let done = 0;
    try {
      await runPool(members, concurrency, async (put) => {
        record.written.set(put.object.key, await store.put(put.object));
        record.lastAnswerAt = performance.now();
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
  return record;
}

/**
 * Deletes what the site no longer has, last, and in the reverse order of the uploads (crawler files,
 * pages, other files, assets), one group at a time: a batch is not atomic, and a page must be gone
 * before the stylesheet it loads.
 */
export async function deleteObjects(keys: readonly string[], { store, tally, logger }: WriteContext, prefix: string): Promise<void> {
  if (keys.length === 0) return;
  const started = performance.now();
  for (const group of [...DEPLOY_GROUPS].reverse()) {
    const members = keys.filter((key) => groupOf(key.slice(prefix.length)) === group);
    if (members.length === 0) continue;
    await store.deleteMany(members);
    tally.deleted += members.length;
    for (const key of members) logger.debug(`delete  ${key}`);
  }
  logger.info(`  delete: ${keys.length} object${keys.length === 1 ? '' : 's'} (${Math.round(performance.now() - started)} ms)`);
}
