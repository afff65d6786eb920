import type { PlannedPut } from './plan.ts';

/** What a deploy did (or, with --dry-run, would do); `--json` prints it as it is. */
export interface DeploySummary {
  ok: boolean;
  dryRun: boolean;
  destination: string;
  uploaded: number;
  /** Objects re-put because their content or headers changed. */
  updated: number;
  deleted: number;
  unchanged: number;
  /** Objects under the prefix that the site no longer has, left in place because of --max-deletes. */
  deletesSkipped: number;
  /** Assets the site no longer uses, left in place for the grace period (deleted by a deploy after it). */
  keptForGracePeriod: number;
  bytes: number;
  durationMs: number;
  invalidation: { distribution: string; id: string | undefined; paths: string[] } | undefined;
}

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** `upload   assets/site.3f9a1c2b7d.css  7.1 KB  new` or `update   about/index.html → 301 /contact/  content changed`. */
export function formatPut(put: PlannedPut): string {
  const redirect = put.object.headers.redirect ? ` → 301 ${put.object.headers.redirect}` : '';
  return `${put.kind.padEnd(7)} ${put.object.key}${redirect}  ${formatBytes(put.object.size)}  ${put.reasons.join('; ')}`;
}

/** `delete  portfolio/index.html  no longer in the site`, with why it would not happen when --max-deletes refuses it. */
export function formatDelete(key: string, refused: boolean): string {
  return `${'delete'.padEnd(7)} ${key}  no longer in the site${refused ? ' (refused: more than --max-deletes)' : ''}`;
}

/** `keep    assets/site.3f9a1c2b7d.css  no longer used; kept for the grace period, until 2026-11-27 14:05:26 UTC`. */
export function formatKeep(key: string, until: string): string {
  return `${'keep'.padEnd(7)} ${key}  no longer used; kept for the grace period, until ${until}`;
}

/** The one line at the end: `Deployed to s3://site/: 3 uploaded, 1 updated, 0 deleted, 785 unchanged; 120.4 KB sent in 1.32 s.` */
export function formatSummary(summary: DeploySummary): string {
  const seconds = `${(summary.durationMs / 1000).toFixed(2)} s`;
  const skipped = summary.deletesSkipped ? `, ${summary.deletesSkipped} left to delete` : '';
  const kept = summary.keptForGracePeriod ? `, ${summary.keptForGracePeriod} kept for the grace period` : '';
  const invalidation = summary.invalidation ? `; CloudFront ${summary.invalidation.distribution}: ${summary.invalidation.paths.length === 1 && summary.invalidation.paths[0] === '/*' ? '/*' : `${summary.invalidation.paths.length} paths`} invalidated${summary.dryRun ? ' (planned)' : ''}` : '';
  if (summary.dryRun) {
    const refused = summary.deletesSkipped ? ` and refuse to delete ${summary.deletesSkipped} (more than --max-deletes)` : '';
    return `Dry run for ${summary.destination}: would upload ${summary.uploaded}, update ${summary.updated}, delete ${summary.deleted}${refused}${summary.keptForGracePeriod ? ` and keep ${summary.keptForGracePeriod} for the grace period` : ''}; ${summary.unchanged} unchanged; ${formatBytes(summary.bytes)} to send${invalidation}. Nothing was changed (${seconds}).`;
  }
  return `Deployed to ${summary.destination}: ${summary.uploaded} uploaded, ${summary.updated} updated, ${summary.deleted} deleted${skipped}${kept}, ${summary.unchanged} unchanged; ${formatBytes(summary.bytes)} sent in ${seconds}${invalidation}.`;
}

/** A progress line on a terminal, redrawn in place at most ten times a second; nothing elsewhere. */
export interface Progress {
  update(label: string, done: number, total: number): void;
  done(): void;
}

export function createProgress(stream: (NodeJS.WritableStream & { isTTY?: boolean }) | undefined): Progress {
  if (!stream?.isTTY) return { update: () => {}, done: () => {} };
  // Not 0: performance.now() counts from the process's start, so a deploy begun within 100 ms of it would not draw.
  let last = Number.NEGATIVE_INFINITY;
  let shown = false;
  return {
    update(label, done, total) {
      const now = performance.now();
      if (done < total && now - last < 100) return;
      last = now;
      shown = true;
      stream.write(`\r\x1b[K${label} ${done}/${total}`);
    },
    done() {
      if (shown) stream.write('\r\x1b[K');
      shown = false;
    },
  };
}
