import type { LocalObject } from './local-site.ts';
import type { RemoteEntry, RemoteHead } from './object-store.ts';

/** One object to write: `upload` when the key is new, `update` when content or headers differ. */
export interface PlannedPut {
  kind: 'upload' | 'update';
  object: LocalObject;
  /** Why, for the dry run and --verbose, e.g. `['content changed']` or `['Cache-Control: "no-cache" → "public, max-age=0, must-revalidate"']`. */
  reasons: string[];
}

export interface DeployPlan {
  /** In the order of the site's files; the executor runs them group by group. */
  puts: PlannedPut[];
  /** Keys under the prefix that the site no longer has. */
  deletes: string[];
  unchanged: number;
}

const MD5_ETAG = /^[0-9a-f]{32}$/;

/**
 * What the deploy must do: upload a new key, re-put one whose MD5 or headers differ, delete what the site no
 * longer has. The remote MD5 is the ETag, else the md5 metadata; with neither, the object is re-put.
 */
export function planDeploy(local: readonly LocalObject[], remote: ReadonlyMap<string, RemoteEntry>, heads: ReadonlyMap<string, RemoteHead | undefined>): DeployPlan {
  const puts: PlannedPut[] = [];
  let unchanged = 0;
  for (const object of local) {
    const entry = remote.get(object.key);
    const head = heads.get(object.key);
    if (!entry || !head) {
      puts.push({ kind: 'upload', object, reasons: ['new'] });
      continue;
    }
    const reasons = [...contentReasons(object, head), ...headerReasons(object, head)];
    if (reasons.length === 0) unchanged += 1;
    else puts.push({ kind: 'update', object, reasons });
  }
  const keys = new Set(local.map((object) => object.key));
  const deletes = [...remote.keys()].filter((key) => !keys.has(key)).sort();
  return { puts, deletes, unchanged };
}

function contentReasons(object: LocalObject, head: RemoteHead): string[] {
  if (head.etag === object.md5) return [];
  const remoteMd5 = head.md5 ?? (MD5_ETAG.test(head.etag) ? head.etag : undefined);
  if (remoteMd5 === undefined) return [`no MD5 to compare (ETag ${head.etag}, no md5 metadata)`];
  return remoteMd5 === object.md5 ? [] : ['content changed'];
}

function headerReasons(object: LocalObject, head: RemoteHead): string[] {
  const pairs: [string, string | undefined, string | undefined][] = [
    ['Content-Type', head.contentType, object.headers.contentType],
    ['Cache-Control', head.cacheControl, object.headers.cacheControl],
    ['redirect', head.redirect, object.headers.redirect],
  ];
  return pairs.filter(([, was, wanted]) => (was ?? '') !== (wanted ?? '')).map(([name, was, wanted]) => `${name}: ${was ? `"${was}"` : 'none'} → ${wanted ? `"${wanted}"` : 'none'}`);
}
