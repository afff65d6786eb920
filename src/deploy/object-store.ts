import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { DeleteObjectCommand, DeleteObjectsCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type ListObjectsV2CommandInput, type ListObjectsV2CommandOutput, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { contentHash } from '../output/content-hash.ts';
import { createError } from '../errors/ctsite-error.ts';
import { compareKeys, inRange } from './listing-ranges.ts';
import type { LocalObject } from './local-site.ts';
import { translateStoreError, verifyS3Answers, type RequestContext } from './s3-answers.ts';
import { deadlineFor, raceAbort, requestHandlerTimeouts, type DeployTimeouts } from './timeouts.ts';

/**
 * An object as a bucket listing shows it; the ETag without quotes (`<hex>-<parts>` after a multipart upload),
 * times in ms (whole seconds, the server's): `listedAt` is the listing page's `Date`.
 */
export interface RemoteEntry {
  key: string;
  etag: string;
  lastModified?: number;
  listedAt?: number;
}

/** An object's headers and the MD5 a deploy stored in its metadata, from a HEAD request; `serverTime` is its `Date`. */
export interface RemoteHead {
  etag: string;
  lastModified?: number;
  serverTime?: number;
  contentType: string | undefined;
  cacheControl: string | undefined;
  redirect: string | undefined;
  /** `x-amz-meta-md5`: the hex MD5 of the content, written by every deploy. */
  md5: string | undefined;
}

/** The bucket as the deploy uses it; the only module that speaks the S3 API (through the AWS SDK). */
export interface ObjectStore {
  /** Resolves the region and the credentials, so that a missing one fails before any request. */
  connect(): Promise<void>;
  /** `onFirstPage`: called once the first page has shown the endpoint is S3; `boundaries`: keys after which ranges listed side by side start. */
  list(prefix: string, options?: { onFirstPage?: () => void; boundaries?: readonly string[] }): Promise<RemoteEntry[]>;
  head(key: string): Promise<RemoteHead | undefined>;
  put(object: LocalObject): Promise<WrittenObject>;
  /** A small object's bytes (the ledger), or `undefined` when there is no such key. */
  read(key: string): Promise<Uint8Array | undefined>;
  /** Writes a small object (the ledger) in one request. */
  write(key: string, body: Uint8Array, headers: { contentType: string; cacheControl: string }): Promise<void>;
  deleteMany(keys: readonly string[]): Promise<void>;
  /** Deletes one object (the deploy's lease) also after a failure has ended the deploy's other requests; whether it went. */
  deleteQuietly(key: string): Promise<boolean>;
  /** The server's clock now, as far as its answers tell (never ahead of it); `undefined` before any answer with a `Date`. */
  serverNow(): number | undefined;
  close(): void;
}

/** What the store answered to an upload: the ETag without quotes, and its `Date` (whole seconds) if it sent one. */
export interface WrittenObject {
  etag: string;
  serverTime: number | undefined;
}

/** Files above this size go up in parts of this size (what the AWS CLI does too). */
export const MULTIPART_PART_SIZE = 8 * 1024 * 1024;

/** Attempts per request: the SDK's standard retry mode backs off with jitter on throttling, 5xx answers and dropped connections. */
const MAX_ATTEMPTS = 8;

/** Where the bucket is and how to reach it (`ctsite deploy`'s flags of these names), and how long a request may take. */
export interface ObjectStoreOptions {
  /** The bucket's name, e.g. `www-example-co-uk`. */
  bucket: string;
  /** An S3-compatible endpoint, e.g. `https://<account>.r2.cloudflarestorage.com`. Default: AWS. */
  endpoint?: string;
  /** Default: the AWS chain (AWS_REGION, the profile); `us-east-1` for an --endpoint without one. */
  region?: string;
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most self-hosted stores). */
  forcePathStyle?: boolean;
  /** A profile of the shared AWS files. Default: the standard credential chain. */
  profile?: string;
  timeouts: DeployTimeouts;
}

/** The bucket through the AWS SDK: every request has a deadline, and the first that fails ends the others in flight. */
export function createObjectStore(options: ObjectStoreOptions): ObjectStore {
  const s3 = openConnection(options);
  return {
    connect: () => connect(s3),
    list: (prefix, listing) => listObjects(s3, prefix, listing),
    head: (key) => headObject(s3, key),
    put: (object) => putObject(s3, object),
    read: (key) => getObject(s3, key),
    write: (key, body, headers) => writeObject(s3, key, body, headers),
    deleteMany: (keys) => deleteBatches(s3, keys),
    deleteQuietly: (key) => deleteQuietly(s3, key),
    serverNow: () => (Number.isFinite(s3.clock.ahead) ? Date.now() + s3.clock.ahead : undefined),
    close: () => close(s3),
  };
}

type Connection = ReturnType<typeof openConnection>;

/** The SDK's client (replaced by connect() if the region falls back), and what every request shares. */
function openConnection(options: ObjectStoreOptions) {
  const endpoint = options.endpoint ?? 'Amazon S3';
  // The most the server's clock was seen ahead of ours (`Date` less our clock when the answer came).
  const clock = { ahead: Number.NEGATIVE_INFINITY };
  const createClient = (region: string | undefined): S3Client => {
    const created = new S3Client(clientConfig(options, region));
    verifyS3Answers(created, endpoint);
    keepServerTime(created, clock);
    return created;
  };
  return {
    options, endpoint, clock, createClient, bucket: options.bucket,
    client: createClient(options.region),
    // Aborted by the deploy's first failure, or by close().
    deployment: new AbortController(),
    context: (operation: string, key?: string): RequestContext => ({ operation, location: `s3://${options.bucket}/${key ?? ''}`, bucket: options.bucket, endpoint }),
  };
}

/** Resolves the region and the credentials, so that a missing one fails before any request. */
async function connect(s3: Connection): Promise<void> {
  const { options } = s3;
  const profile = options.profile ? { profile: options.profile } : {};
  try {
    await s3.client.config.region();
  } catch (error) {
    // S3-compatible stores take any region name; AWS needs the bucket's (or follows its redirect).
    if (!options.endpoint) throw createError('DeployNoRegion', profile, { cause: error });
    s3.client.destroy();
    s3.client = s3.createClient('us-east-1');
  }
  try {
    await s3.client.config.credentials();
  } catch (error) {
    throw createError('DeployNoCredentials', profile, { cause: error });
  }
}

/** Runs one request (with the SDK's retries) within its deadline: `bytes` is what it uploads. */
async function send<T>(s3: Connection, run: (client: S3Client, handlerOptions: { abortSignal: AbortSignal; requestTimeout: number }) => Promise<T>, ctx: RequestContext, bytes = 0): Promise<T> {
  const { deployment } = s3;
  const deadline = deadlineFor(s3.options.timeouts, bytes);
  const timer = AbortSignal.timeout(deadline);
  const signal = AbortSignal.any([deployment.signal, timer]);
  // A request asked for after the deploy's first failure (a worker of the pool, a renewal of the lease) is not sent.
  if (deployment.signal.aborted) throw deployment.signal.reason;
  try {
    return await raceAbort(run(s3.client, { abortSignal: signal, requestTimeout: deadline }), signal);
  } catch (error) {
    // Another request's failure ended this one: that failure is the deploy's. A deadline is ours, not
    // the SDK's: its abort error would add nothing to the message.
    if (deployment.signal.aborted && !timer.aborted) throw deployment.signal.reason;
    const failure = timer.aborted ? createError('DeployUnreachable', { endpoint: s3.endpoint, reason: `no reply within ${Number((deadline / 1000).toFixed(1))} s` }) : translateStoreError(error, ctx);
    deployment.abort(failure);
    throw failure;
  }
}

function close(s3: Connection): void {
  s3.deployment.abort(new Error('the deploy has ended'));
  s3.client.destroy();
}

function clientConfig(options: ObjectStoreOptions, region: string | undefined): S3ClientConfig {
  return {
    ...(region ? { region } : {}),
    ...(options.endpoint ? { endpoint: options.endpoint } : { followRegionRedirects: true }),
    ...(options.profile ? { profile: options.profile } : {}),
    forcePathStyle: options.forcePathStyle === true,
    maxAttempts: MAX_ATTEMPTS,
    retryMode: 'standard',
    // S3-compatible stores (R2, MinIO, B2) do not all accept the SDK's newer default checksums;
    // uploads carry Content-MD5 instead, which every store verifies.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // Sized for a multipart part, the largest body a request sends; each request passes its own deadline.
    requestHandler: requestHandlerTimeouts(options.timeouts, MULTIPART_PART_SIZE),
  };
}

async function listObjects(s3: Connection, prefix: string, { onFirstPage, boundaries = [] }: Parameters<ObjectStore['list']>[1] = {}): Promise<RemoteEntry[]> {
  const page = (input: Partial<ListObjectsV2CommandInput>) => send(s3, (client, handlerOptions) => client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: prefix || undefined, ...input }), handlerOptions), s3.context('list', prefix));
  // The first page alone first: an endpoint that is not S3 gets one request, not one a range.
  const first = await page({});
  onFirstPage?.();
  const incomplete = (problem: string, listed: number) => createError('DeployListingIncomplete', { endpoint: s3.endpoint, location: `s3://${s3.bucket}/${prefix}`, problem, listed });
  const ranges = await Promise.all([undefined, ...boundaries].map((after, index) => listRange(page, after, boundaries[index], incomplete, index === 0 ? first : undefined)));
  return ranges.flat();
}

/**
 * The keys after `after` up to `last` (inclusive; `undefined`: to the end), a page at a time. A page marked truncated
 * must give the token of the next, never one given before: otherwise the listing is not the bucket (a deploy would
 * take the first page for all of it and keep what it never saw) or never ends.
 */
async function listRange(page: (input: Partial<ListObjectsV2CommandInput>) => Promise<ListObjectsV2CommandOutput>, after: string | undefined, last: string | undefined, incomplete: (problem: string, listed: number) => Error, first?: ListObjectsV2CommandOutput): Promise<RemoteEntry[]> {
  const entries: RemoteEntry[] = [];
  const tokens = new Set<string>();
  let answer = first ?? (await page(after === undefined ? {} : { StartAfter: after }));
  for (;;) {
    const listedAt = serverTimeOf(answer);
    let lastKey: string | undefined;
    for (const item of answer.Contents ?? []) {
      if (!item.Key) continue;
      lastKey = item.Key;
      if (inRange(item.Key, after, last)) entries.push({ key: item.Key, etag: unquote(item.ETag), lastModified: item.LastModified?.getTime(), listedAt });
    }
    // The next range lists what lies past this one's last key.
    if (answer.IsTruncated !== true || (last !== undefined && lastKey !== undefined && compareKeys(lastKey, last) >= 0)) return entries;
    const token = answer.NextContinuationToken;
    if (!token) throw incomplete('a page marked truncated (IsTruncated) with no continuation token', entries.length);
    if (tokens.has(token)) throw incomplete('a page that repeats its continuation token, so the listing would never end', entries.length);
    tokens.add(token);
    answer = await page({ ContinuationToken: token });
  }
}

async function headObject(s3: Connection, key: string): Promise<RemoteHead | undefined> {
  // Gone since the listing (another deploy): it is uploaded as new.
  const head = await send(s3, (client, handlerOptions) => client.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: key }), handlerOptions).catch(missing('NotFound')), s3.context('read the headers of', key));
  return head && { etag: unquote(head.ETag), lastModified: head.LastModified?.getTime(), serverTime: serverTimeOf(head), contentType: head.ContentType, cacheControl: head.CacheControl, redirect: head.WebsiteRedirectLocation, md5: head.Metadata?.md5 };
}

async function putObject(s3: Connection, object: LocalObject): Promise<WrittenObject> {
  const ctx = s3.context('upload', object.key);
  const params = {
    Bucket: s3.bucket,
    Key: object.key,
    ContentType: object.headers.contentType,
    CacheControl: object.headers.cacheControl,
    ...(object.headers.redirect ? { WebsiteRedirectLocation: object.headers.redirect } : {}),
    Metadata: { md5: object.md5 },
  };
  let answer: { ETag?: string };
  if (object.size > MULTIPART_PART_SIZE) {
    // Parts are read from disk as they go; the deadline covers the whole file, each part has the per-attempt timeouts.
    const stopUpload = new AbortController();
    const upload = new Upload({ client: s3.client, params: { ...params, Body: createReadStream(object.path) }, partSize: MULTIPART_PART_SIZE, queueSize: 4, abortController: stopUpload });
    answer = await send(s3, async (_client, { abortSignal }) => {
      abortSignal.addEventListener('abort', () => stopUpload.abort(), { once: true });
      return upload.done();
    }, ctx, object.size);
  } else {
    const body = await readFile(object.path);
    answer = await send(s3, (client, handlerOptions) => client.send(new PutObjectCommand({ ...params, Body: body, ContentMD5: Buffer.from(object.md5, 'hex').toString('base64') }), handlerOptions), ctx, object.size);
  }
  return { etag: unquote(answer.ETag), serverTime: serverTimeOf(answer) };
}

async function getObject(s3: Connection, key: string): Promise<Uint8Array | undefined> {
  // The body is read within the deadline too.
  return send(s3, async (client, handlerOptions) => {
    const answer = await client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }), handlerOptions).catch(missing('NoSuchKey'));
    return answer?.Body?.transformToByteArray();
  }, s3.context('read', key));
}

async function writeObject(s3: Connection, key: string, body: Uint8Array, headers: { contentType: string; cacheControl: string }): Promise<void> {
  const md5 = Buffer.from(contentHash(body), 'hex').toString('base64');
  await send(s3, (client, handlerOptions) => client.send(new PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: body, ContentMD5: md5, ContentType: headers.contentType, CacheControl: headers.cacheControl }), handlerOptions), s3.context('upload', key), body.byteLength);
}

async function deleteBatches(s3: Connection, keys: readonly string[]): Promise<void> {
  // DeleteObjects takes at most 1,000 keys a request.
  for (let start = 0; start < keys.length; start += 1000) {
    const batch = keys.slice(start, start + 1000);
    const result = await send(s3, (client, handlerOptions) => client.send(new DeleteObjectsCommand({ Bucket: s3.bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }), handlerOptions), s3.context('delete objects in', batch[0]));
    const [failed] = result.Errors ?? [];
    if (failed) throw translateStoreError({ name: failed.Code, message: failed.Message, $metadata: {} }, s3.context('delete', failed.Key));
  }
}

async function deleteQuietly(s3: Connection, key: string): Promise<boolean> {
  // Not through send(): the deploy's first failure, which aborts everything else, must not keep its lease in place.
  try {
    await s3.client.send(new DeleteObjectCommand({ Bucket: s3.bucket, Key: key }), { abortSignal: AbortSignal.timeout(Math.min(s3.options.timeouts.timeoutMs, 10_000)) });
    return true;
  } catch {
    return false;
  }
}

/** A rejection handler that answers `undefined` for the error named `name` (no such object). */
function missing(name: string) {
  return (error: unknown): undefined => {
    if ((error as { name?: string }).name === name) return undefined;
    throw error;
  };
}

const SERVER_TIME = Symbol('server time');

/**
 * Keeps each answer's `Date` on its output: the ledger compares it with LastModified, never the machine's
 * clock. Each answer also bounds how far the server's clock is ahead of ours (`clock.ahead`).
 */
function keepServerTime(client: S3Client, clock: { ahead: number }): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      const result = await next(args);
      const date = (result.response as { headers?: Record<string, string | undefined> }).headers?.['date'];
      const time = date ? Date.parse(date) : Number.NaN;
      if (Number.isFinite(time)) clock.ahead = Math.max(clock.ahead, time - Date.now());
      if (Number.isFinite(time) && result.output && typeof result.output === 'object') Object.defineProperty(result.output, SERVER_TIME, { value: time });
      return result;
    },
    { step: 'deserialize', priority: 'high', name: 'ctsiteServerTime' },
  );
}

function serverTimeOf(output: object): number | undefined {
  return (output as { [SERVER_TIME]?: number })[SERVER_TIME];
}

function unquote(etag: string | undefined): string {
  return (etag ?? '').replace(/"/g, '');
}
