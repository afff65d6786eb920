import { findSampleContent } from '../data/sample/find-sample-content.ts';
import { countSample, formatSampleReport } from '../data/sample/format-sample-report.ts';
import { NEVER_LIVE_KINDS, type SampleItem } from '../data/sample/sample-item.ts';
import { createError, CtsiteError } from '../errors/ctsite-error.ts';
import type { Logger } from '../log/logger.ts';

/**
 * Stops a deploy of sample content (`SampleContent`); --allow-sample warns, a dry run lists it and goes on. An
 * enquiry endpoint no visitor can reach is refused even with --allow-sample (`EnquiryEndpointNotLive`).
 * Judged is what goes out: the built folder's state, else (no state) the data in `dataDir`.
 */
export async function refuseSampleContent(built: readonly SampleItem[] | undefined, dataDir: string | undefined, { allow, dryRun, logger }: { allow: boolean; dryRun: boolean; logger: Logger }): Promise<void> {
  let items: readonly SampleItem[];
  if (built) items = built;
  else if (dataDir === undefined) return;
  else {
    try {
      items = await findSampleContent(dataDir);
    } catch (error) {
      // A staging deploy of a built folder alone (a CI artifact) needs no data: it publishes samples anyway.
      if (!(allow && error instanceof CtsiteError && error.code === 'SampleCheckNoData')) throw error;
      logger.warn(`Publishing without checking for sample content (--allow-sample): ${dataDir} is not a folder.`);
      return;
    }
  }
  if (items.length === 0) return;
  const unreachable = items.find((item) => NEVER_LIVE_KINDS.includes(item.kind));
  if (allow && unreachable && !dryRun) {
    logger.warn(formatSampleReport(items.filter((item) => NEVER_LIVE_KINDS.includes(item.kind))));
    throw createError('EnquiryEndpointNotLive', { file: unreachable.file, endpoint: unreachable.found });
  }
  if (allow) {
    logger.warn(`Publishing sample content (--allow-sample): ${countSample(items.length)}; right for a staging bucket, not for the live site. \`ctsite check --production\` lists them.`);
    return;
  }
  logger.warn(formatSampleReport(items));
  if (dryRun) {
    logger.warn('A deploy would refuse this sample content (add --allow-sample for a staging bucket); this dry run changes nothing and goes on.');
    return;
  }
  throw createError('SampleContent', { count: items.length, fromBuild: built !== undefined });
}
