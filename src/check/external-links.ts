import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { CACHE_DIR_ENV, cacheDir } from '../cache-dir.ts';

/** Where results are kept between runs: with the project's other caches. */
const EXTERNAL_LINKS_CACHE = 'external-links.json';

/** What a check of one URL found. */
export interface ExternalResult {
  url: string;
  /** `unverifiable`: the site answered as it answers robots (LinkedIn's 999, a social site's 403, rate limits that outlast the wait). */
  verdict: 'ok' | 'broken' | 'unverifiable';
  /** The last answer's status, e.g. 404; absent when there was none (a reset, a timeout). */
  status?: number;
  /** Why, in a few words, e.g. `404 Not Found`, `no answer within 10 s`, `redirected to https://…`. */
  reason: string;
  /** Milliseconds since 1970 when it was checked. */
  checkedAt: number;
  fromCache: boolean;
}

const DEFAULTS = {
  /** Requests in flight to one host at once. */
  perHost: 2,
  /** Requests in flight in all. */
  total: 16,
  /** Pause between two requests to the same host by one worker, in ms. */
  delayMs: 250,
  /** Per request, in ms. */
  timeoutMs: 10_000,
  /** Tries after the first, for a reset, a timeout, a 5xx or a 429. */
  retries: 3,
  /** First backoff in ms, doubled each retry. */
  backoffMs: 1_000,
  /** The longest `Retry-After` waited for, in ms; a longer one leaves the URL unverified. */
  maxRetryAfterMs: 60_000,
  /** How old a cached result may be, in ms: one day. */
  cacheMaxAgeMs: 86_400_000,
};

/** `cacheFile`: the cache, or `undefined` for none. */
export type ExternalCheckOptions = Partial<typeof DEFAULTS> & { cacheFile?: string | undefined; now?: () => number };

/** Redirects followed before a chain is called a loop. */
const MAX_REDIRECTS = 8;

/** Hosts that answer robots with 403 (or 401) whatever the page: such an answer proves nothing. */
const BOT_BLOCKING_HOSTS = /(^|\.)(linkedin\.com|facebook\.com|instagram\.com|x\.com|twitter\.com|tiktok\.com|threads\.net|pinterest\.[a-z.]+|yell\.com|checkatrade\.com|trustpilot\.com)$/;

const USER_AGENT = 'ctsite-link-check/1 (+https://github.com/; checks the links of a site it built)';

/** The cache in the cache folder (src/cache-dir.ts), or `undefined` where that is under a missing `node_modules` (a site checked outside a project). */
export async function defaultExternalCache(project = process.cwd()): Promise<string | undefined> {
  const usable = Boolean(process.env[CACHE_DIR_ENV]) || (await stat(join(project, 'node_modules')).then((info) => info.isDirectory(), () => false));
  return usable ? join(cacheDir(project), EXTERNAL_LINKS_CACHE) : undefined;
}

/**
 * Checks external URLs with care for their sites: HEAD, then GET where HEAD is refused; `perHost` requests to a host
 * at once, paused; retries with backoff as `Retry-After` asks; a cache so a URL that was not broken is fetched once in `cacheMaxAgeMs`.
 */
export async function checkExternalLinks(urls: readonly string[], options: ExternalCheckOptions = {}): Promise<ExternalResult[]> {
  const settings = { ...DEFAULTS, ...options };
  const now = options.now ?? Date.now;
  const cache = options.cacheFile ? await readCache(options.cacheFile) : new Map<string, ExternalResult>();
  const results = new Map<string, ExternalResult>();
  const byHost = new Map<string, string[]>();
  for (const url of new Set(urls)) {
    const cached = cache.get(url);
    if (cached && cached.verdict !== 'broken' && now() - cached.checkedAt < settings.cacheMaxAgeMs && cached.checkedAt <= now()) {
      results.set(url, { ...cached, fromCache: true });
      continue;
    }
    const host = new URL(url).host;
    byHost.set(host, [...(byHost.get(host) ?? []), url]);
  }
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const acquire = async () => {
    while (inFlight >= settings.total) await new Promise<void>((resume) => waiting.push(resume));
    inFlight += 1;
  };
  const release = () => {
    inFlight -= 1;
    waiting.shift()?.();
  };
  await Promise.all(
    [...byHost.values()].flatMap((queue) =>
      Array.from({ length: Math.min(settings.perHost, queue.length) }, async (_, worker) => {
        for (let first = true; queue.length > 0; first = false) {
          const url = queue.shift() as string;
          if (!first || worker > 0) await sleep(settings.delayMs * (first ? worker : 1));
          await acquire();
          try {
            results.set(url, { ...(await checkUrl(url, settings)), checkedAt: now(), fromCache: false });
          } finally {
            release();
          }
        }
      }),
    ),
  );
  if (options.cacheFile) await writeCache(options.cacheFile, results);
  return [...new Set(urls)].map((url) => results.get(url) as ExternalResult);
}

type Settings = typeof DEFAULTS;
type Finding = Pick<ExternalResult, 'url' | 'verdict' | 'status' | 'reason'>;

async function checkUrl(url: string, settings: Settings): Promise<Finding> {
  const head = await follow(url, 'HEAD', settings);
  // Servers that refuse or mishandle HEAD are common: GET decides, its body left unread.
  if (head.verdict === 'ok' || head.status === undefined || head.status === 429 || head.status === 999) return head;
  return follow(url, 'GET', settings);
}

/** One method along the redirects, each hop with its retries. */
async function follow(url: string, method: 'HEAD' | 'GET', settings: Settings): Promise<Finding> {
  const seen = new Set<string>();
  let current = url;
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (seen.has(current)) return { url, verdict: 'broken', reason: `redirect loop at ${current}` };
    seen.add(current);
    const answer = await withRetries(current, method, settings);
    if ('failure' in answer) return { url, verdict: 'broken', reason: answer.failure };
    const { status, location } = answer;
    if (status >= 300 && status < 400 && location) {
      current = new URL(location, current).href;
      continue;
    }
    if (status >= 200 && status < 300) return { url, verdict: 'ok', status, reason: current === url ? `${status}` : `${status} after redirects to ${current}` };
    const host = new URL(current).hostname;
    if (status === 999 || ((status === 403 || status === 401) && BOT_BLOCKING_HOSTS.test(host))) return { url, verdict: 'unverifiable', status, reason: `${status} from ${host}, which answers robots so whatever the page` };
    if (status === 429) return { url, verdict: 'unverifiable', status, reason: `429 Too Many Requests from ${host}, still after ${settings.retries} retries` };
    return { url, verdict: 'broken', status, reason: `${status}${current === url ? '' : ` at ${current}`}` };
  }
  return { url, verdict: 'broken', reason: `more than ${MAX_REDIRECTS} redirects` };
}

type Answer = { status: number; location: string | null; retryAfterMs?: number } | { failure: string };

async function withRetries(url: string, method: 'HEAD' | 'GET', settings: Settings): Promise<Answer> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await request(url, method, settings.timeoutMs);
    const retryable = 'failure' in answer || answer.status >= 500 || answer.status === 429;
    if (!retryable || attempt >= settings.retries) return answer;
    const asked = 'status' in answer && (answer.status === 429 || answer.status === 503) ? answer.retryAfterMs : undefined;
    if (asked !== undefined && asked > settings.maxRetryAfterMs) return answer;
    await sleep(asked ?? settings.backoffMs * 2 ** attempt);
  }
}

async function request(url: string, method: 'HEAD' | 'GET', timeoutMs: number): Promise<Answer> {
  try {
    const response = await fetch(url, { method, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), headers: { 'user-agent': USER_AGENT, accept: 'text/html,*/*;q=0.8' } });
    // Only the status matters: the body is not read (a large page costs nothing but its first packets).
    await response.body?.cancel().catch(() => {});
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'));
    return { status: response.status, location: response.headers.get('location'), ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }) };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') return { failure: `no answer within ${timeoutMs / 1000} s` };
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return { failure: cause?.code ? `connection failed (${cause.code})` : `connection failed (${cause?.message ?? String(error)})` };
  }
}

/** `Retry-After` in ms: seconds (`120`) or an HTTP date. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (value === null) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim()) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

async function readCache(file: string): Promise<Map<string, ExternalResult>> {
  try {
    const parsed = JSON.parse(await readFile(file, 'utf8')) as { format?: unknown; results?: unknown };
    if (parsed.format !== 2 || !Array.isArray(parsed.results)) return new Map();
    const valid = (parsed.results as unknown[]).filter(
      (entry): entry is ExternalResult =>
        typeof entry === 'object' && entry !== null && typeof (entry as ExternalResult).url === 'string' && ['ok', 'unverifiable'].includes((entry as ExternalResult).verdict) && typeof (entry as ExternalResult).checkedAt === 'number' && typeof (entry as ExternalResult).reason === 'string',
    );
    return new Map(valid.map((entry) => [entry.url, entry]));
  } catch {
    // None yet, or cut short: every URL is fetched.
    return new Map();
  }
}

/**
 * Keeps what this run found of the URLs it was given (the site's links now: a link removed leaves the
 * cache with it), a broken one not at all; written beside and renamed, so a kill leaves the old file or the new.
 */
async function writeCache(file: string, results: ReadonlyMap<string, ExternalResult>): Promise<void> {
  const kept = [...results.values()].filter((result) => result.verdict !== 'broken');
  const temporary = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  try {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(temporary, JSON.stringify({ format: 2, results: kept.map((result) => ({ url: result.url, verdict: result.verdict, ...(result.status === undefined ? {} : { status: result.status }), reason: result.reason, checkedAt: result.checkedAt })) }));
    await rename(temporary, file);
  } catch {
    // A cache that cannot be written costs the next run time, nothing else.
    await rm(temporary, { force: true });
  }
}
