import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { DeleteObjectsCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { createError } from '../errors/ctsite-error.ts';
import type { LocalObject } from './local-site.ts';
import { verifyS3Answers } from './s3-answers.ts';
import { translateStoreError, type RequestContext } from './store-errors.ts';
import { deadlineFor, raceAbort, requestHandlerTimeouts, type DeployTimeouts } from './timeouts.ts';

/** An object as a bucket listing shows it. */
export interface RemoteEntry {
  key: string;
  /** Without quotes: a hex MD5 after a single-part upload, `<hex>-<parts>` after a multipart one. */
  etag: string;
  size: number;
}

/** An object's headers and the MD5 a deploy stored in its metadata, from a HEAD request. */
export interface RemoteHead {
  etag: string;
  contentType: string | undefined;
  cacheControl: string | undefined;
  redirect: string | undefined;
  /** `x-amz-meta-md5`: the hex MD5 of the content, written by every deploy. */
  md5: string | undefined;
}

export interface ObjectStoreOptions {
  bucket: string;
  /** E.g. `https://<account>.r2.cloudflarestorage.com`; default: AWS S3 in the region. */
  endpoint?: string | undefined;
  region?: string | undefined;
  forcePathStyle?: boolean | undefined;
  /** A profile of ~/.aws/config and ~/.aws/credentials. */
  profile?: string | undefined;
  /** How long requests may wait for an answer, from `resolveTimeouts()`. */
  timeouts: DeployTimeouts;
}

/** The bucket as the deploy uses it; the only module that speaks the S3 API (through the AWS SDK). */
export interface ObjectStore {
  /** Resolves the region and the credentials, so that a missing one fails before any request. */
  connect(): Promise<void>;
  /** Every key under the prefix; fails with `DeployNotS3` when the answer is not S3's listing. */
  list(prefix: string): Promise<RemoteEntry[]>;
  head(key: string): Promise<RemoteHead | undefined>;
  /** Fails with `DeployNotS3` when the store's ETag is not that of the bytes sent. */
  put(object: LocalObject): Promise<void>;
  deleteMany(keys: readonly string[]): Promise<void>;
  /** Ends every request still in flight. */
  close(): void;
}

/** Files above this size go up in parts of this size (what the AWS CLI does too). */
export const MULTIPART_PART_SIZE = 8 * 1024 * 1024;

/** Attempts per request: the SDK's standard retry mode backs off exponentially with jitter on throttling, 5xx answers and dropped connections. */
const MAX_ATTEMPTS = 8;

/**
 * The bucket through the AWS SDK. Every request has a deadline (all attempts included) and every attempt
 * its timeouts; the first request that fails ends the others in flight, so a failing deploy stops at once
 * rather than after each pooled request has waited out its own deadline.
 */
export function createObjectStore(options: ObjectStoreOptions): ObjectStore {
  const { bucket, timeouts } = options;
  const endpointLabel = options.endpoint ?? 'Amazon S3';
  // The deploy's own signal: aborted by its first failure, or by close().
  const deployment = new AbortController();
  const context = (operation: string, key?: string): RequestContext => ({ operation, location: `s3://${bucket}/${key ?? ''}`, bucket, endpoint: endpointLabel });
  const config = (region: string | undefined): S3ClientConfig => ({
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
    requestHandler: requestHandlerTimeouts(timeouts, MULTIPART_PART_SIZE),
  });
  const createClient = (region: string | undefined): S3Client => {
    const created = new S3Client(config(region));
    verifyS3Answers(created, endpointLabel);
    return created;
  };
  let client = createClient(options.region);

  /** Runs one request (with the SDK's retries) within its deadline: `bytes` is what it uploads. */
  const send = async <T>(run: (handlerOptions: { abortSignal: AbortSignal; requestTimeout: number }) => Promise<T>, ctx: RequestContext, bytes = 0): Promise<T> => {
    const deadline = deadlineFor(timeouts, bytes);
    const timer = AbortSignal.timeout(deadline);
    const signal = AbortSignal.any([deployment.signal, timer]);
    try {
      return await raceAbort(run({ abortSignal: signal, requestTimeout: deadline }), signal);
    } catch (error) {
      // Another request's failure ended this one: that failure is the deploy's. A deadline is ours, not
      // the SDK's: its abort error would add nothing to the message.
      if (deployment.signal.aborted && !timer.aborted) throw deployment.signal.reason;
      const failure = timer.aborted ? createError('DeployUnreachable', { endpoint: endpointLabel, reason: `no reply within ${formatSeconds(deadline)}` }) : translateStoreError(error, ctx);
      deployment.abort(failure);
      throw failure;
    }
  };

  return {
    async connect() {
      try {
        await client.config.region();
      } catch (error) {
        // S3-compatible stores take any region name; AWS needs the bucket's (or follows its redirect).
        if (!options.endpoint) throw createError('DeployNoRegion', options.profile ? { profile: options.profile } : {}, { cause: error });
        client.destroy();
        client = createClient('us-east-1');
      }
      try {
        await client.config.credentials();
      } catch (error) {
        throw createError('DeployNoCredentials', options.profile ? { profile: options.profile } : {}, { cause: error });
      }
    },

    async list(prefix) {
      const entries: RemoteEntry[] = [];
      let token: string | undefined;
      do {
        const page = await send((handlerOptions) => client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, ContinuationToken: token }), handlerOptions), context('list', prefix));
        for (const item of page.Contents ?? []) {
          if (item.Key) entries.push({ key: item.Key, etag: unquote(item.ETag), size: item.Size ?? 0 });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return entries;
    },

    async head(key) {
      const head = await send(
        (handlerOptions) =>
          client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }), handlerOptions).catch((error: unknown) => {
            // Gone since the listing (another deploy): it is uploaded as new.
            if ((error as { name?: string }).name === 'NotFound') return undefined;
            throw error;
          }),
        context('read the headers of', key),
      );
      return head && { etag: unquote(head.ETag), contentType: head.ContentType, cacheControl: head.CacheControl, redirect: head.WebsiteRedirectLocation, md5: head.Metadata?.md5 };
    },

    async put(object) {
      const params = {
        Bucket: bucket,
        Key: object.key,
        ContentType: object.headers.contentType,
        CacheControl: object.headers.cacheControl,
        ...(object.headers.redirect ? { WebsiteRedirectLocation: object.headers.redirect } : {}),
        Metadata: { md5: object.md5 },
      };
      if (object.size > MULTIPART_PART_SIZE) {
        // Parts are read from disk as they go: a large file is never held whole in memory.
        // Its deadline covers the whole file; the parts, sent by lib-storage, carry the per-attempt timeouts.
        const stopUpload = new AbortController();
        const upload = new Upload({ client, params: { ...params, Body: createReadStream(object.path) }, partSize: MULTIPART_PART_SIZE, queueSize: 4, abortController: stopUpload });
        await send(
          ({ abortSignal }) => {
            abortSignal.addEventListener('abort', () => stopUpload.abort(), { once: true });
            return upload.done();
          },
          context('upload', object.key),
          object.size,
        );
        return;
      }
      const body = await readFile(object.path);
      await send((handlerOptions) => client.send(new PutObjectCommand({ ...params, Body: body, ContentMD5: Buffer.from(object.md5, 'hex').toString('base64') }), handlerOptions), context('upload', object.key), object.size);
    },

    async deleteMany(keys) {
      // DeleteObjects takes at most 1,000 keys a request.
      for (let start = 0; start < keys.length; start += 1000) {
        const batch = keys.slice(start, start + 1000);
        const result = await send((handlerOptions) => client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true } }), handlerOptions), context('delete objects in', batch[0]));
        const [failed] = result.Errors ?? [];
        if (failed) throw translateStoreError({ name: failed.Code, message: failed.Message, $metadata: {} }, context('delete', failed.Key));
      }
    },

    close() {
      deployment.abort(new Error('the deploy has ended'));
      client.destroy();
    },
  };
}

/** `60 s`, `2.5 s`. */
function formatSeconds(ms: number): string {
  return `${Number((ms / 1000).toFixed(1))} s`;
}

function unquote(etag: string | undefined): string {
  return (etag ?? '').replace(/"/g, '');
}
