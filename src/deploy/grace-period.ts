import { groupOf } from './local-site.ts';

/**
 * How long an asset the site no longer uses stays in the bucket, from the deploy that first found it
 * unused: a page served from an earlier deploy, a browser's or a CDN's cache, still loads it.
 */
export const ASSET_GRACE_MS = 24 * 3_600_000;

export interface GraceDecision {
  /** What to delete now: whatever is not an asset, and assets unused for the grace period or longer. */
  deletes: string[];
  /** Assets kept for the grace period, with when a deploy first found each unused (ms, the server's clock). */
  kept: Map<string, number>;
  /** Every unused asset with that time, the ones deleted now included (kept in the ledger if the deletes are refused). */
  unused: Map<string, number>;
}

/**
 * Splits the planned deletes: content-hashed assets (`assets/`) wait out the grace period, counted from the
 * time the previous ledger recorded, else from `now`; a grace period of 0 deletes them at once.
 */
export function applyGracePeriod(deletes: readonly string[], prefix: string, previous: ReadonlyMap<string, number> | undefined, now: number, graceMs: number): GraceDecision {
  const decision: GraceDecision = { deletes: [], kept: new Map(), unused: new Map() };
  for (const key of deletes) {
    if (groupOf(key.slice(prefix.length)) !== 'assets') {
      decision.deletes.push(key);
      continue;
    }
    // Never later than now: a ledger from a clock ahead must not put the delete off without end.
    const since = Math.min(previous?.get(key) ?? now, now);
    decision.unused.set(key, since);
    if (now - since >= graceMs) decision.deletes.push(key);
    else decision.kept.set(key, since);
  }
  return decision;
}
