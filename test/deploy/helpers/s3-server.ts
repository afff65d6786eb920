import { Agent, request } from 'node:http';
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutBucketWebsiteCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { CACHE_DIR_ENV } from '../../../src/cache-dir.ts';

/** s3rver's built-in account. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * The environment a deploy runs in during tests: s3rver's credentials, and nothing that could reach
 * past loopback (no instance metadata, no shared AWS files of the machine).
 */
export function deployEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH ?? '',
    HOME: tmpdir(),
    AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
    AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    AWS_REGION: 'us-east-1',
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_CONFIG_FILE: join(tmpdir(), 'ctsite-no-aws-config'),
    AWS_SHARED_CREDENTIALS_FILE: join(tmpdir(), 'ctsite-no-aws-credentials'),
    // The run's temporary cache folder (test/setup/build-real-site.ts), for the CLI's compiled code.
    ...(process.env[CACHE_DIR_ENV] ? { [CACHE_DIR_ENV]: process.env[CACHE_DIR_ENV] } : {}),
    ...extra,
  };
}

export interface TestS3Server {
  endpoint: string;
  port: number;
  /** A client of the test (not the deploy's) for reading back what was stored. */
  client: S3Client;
  createBucket(name: string): Promise<void>;
  /** Every key of the bucket with its headers and metadata (a HEAD each). */
  readObjects(bucket: string, prefix?: string): Promise<Map<string, StoredObject>>;
  /** Every key of the bucket with its ETag, from the listing alone (no request per object). */
  listETags(bucket: string, prefix?: string): Promise<Map<string, string>>;
  /** Every key of the bucket, from its listing alone, in S3's order. */
  listKeys(bucket: string, prefix?: string): Promise<string[]>;
  getText(bucket: string, key: string): Promise<string>;
  /** A GET to the S3 website endpoint of the bucket, as a browser would send it. */
  website(bucket: string, path: string): Promise<{ status: number; location: string | undefined; type: string | undefined; body: string }>;
  close(): Promise<void>;
}

export interface StoredObject {
  etag: string;
  size: number;
  contentType: string | undefined;
  cacheControl: string | undefined;
  redirect: string | undefined;
  metadata: Record<string, string>;
}

/** s3rver on 127.0.0.1, a free port and a temporary folder, in this process. */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(join(tmpdir(), 'ctsite-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true });
  moveLastModifiedOnCopy(server);
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // A new connection for each request: the client reads the bucket between long CLI runs, and a kept-alive socket that
  // the server closed meanwhile (its 5 s idle timeout) answered a reused request with ECONNRESET, on a busy machine.
  const client = new S3Client({ endpoint, forcePathStyle: true, region: 'us-east-1', credentials: S3RVER_CREDENTIALS, maxAttempts: 1, requestHandler: { httpAgent: new Agent({ keepAlive: false }) } });
  const listETags = async (bucket: string, prefix?: string) => {
    let token: string | undefined;
    const found = new Map<string, string>();
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }));
      for (const item of page.Contents ?? []) found.set(item.Key ?? '', (item.ETag ?? '').replace(/"/g, ''));
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return found;
  };
  const listKeys = async (bucket: string, prefix?: string) => [...(await listETags(bucket, prefix)).keys()];
  return {
    endpoint,
    port,
    client,
    async createBucket(name) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
    },
    listKeys,
    listETags,
    async readObjects(bucket, prefix) {
      const objects = new Map<string, StoredObject>();
      const keys = await listKeys(bucket, prefix);
      for (const key of keys) {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        objects.set(key, {
          etag: (head.ETag ?? '').replace(/"/g, ''),
          size: head.ContentLength ?? 0,
          contentType: head.ContentType,
          cacheControl: head.CacheControl,
          redirect: head.WebsiteRedirectLocation,
          metadata: head.Metadata ?? {},
        });
      }
      return objects;
    },
    async getText(bucket, key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return (await object.Body?.transformToString('utf8')) ?? '';
    },
    async website(bucket, path) {
      return new Promise((resolve, reject) => {
        const req = request({ host: '127.0.0.1', port, path, headers: { Host: `${bucket}.s3-website-us-east-1.amazonaws.com` } }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, location: response.headers.location, type: response.headers['content-type'], body }));
        });
        req.on('error', reject);
        req.end();
      });
    },
    async close() {
      client.destroy();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

interface S3rverStore {
  copyObject(srcBucket: string, srcKey: string, destBucket: string, destKey: string, replacementMetadata: unknown): Promise<unknown>;
  getResourcePath(bucket: string, key: string, resource: string): string;
  getMetadata(bucket: string, key: string): Promise<unknown>;
}

/**
 * Makes s3rver do what S3 does on CopyObject: the copy is a new object with a new LastModified. s3rver
 * reads LastModified from its file's mtime and, copying an object onto itself with REPLACE (a metadata
 * change in the console, `aws s3 cp --metadata-directive REPLACE`), writes only the metadata, so the
 * change did not show in the listing.
 */
function moveLastModifiedOnCopy(server: S3rver): void {
  const store = (server as unknown as { store: S3rverStore }).store;
  const copy = store.copyObject.bind(store);
  store.copyObject = async (srcBucket, srcKey, destBucket, destKey, replacementMetadata) => {
    await copy(srcBucket, srcKey, destBucket, destKey, replacementMetadata);
    const now = new Date();
    await utimes(store.getResourcePath(destBucket, destKey, 'object'), now, now);
    return store.getMetadata(destBucket, destKey);
  };
}

/** Applies the built site's `s3-website.json`, as docs/deploy.md tells the owner to (`aws s3api put-bucket-website`). */
export async function configureWebsite(server: TestS3Server, bucket: string, configuration: string): Promise<void> {
  await server.client.send(new PutBucketWebsiteCommand({ Bucket: bucket, WebsiteConfiguration: JSON.parse(configuration) as never }));
}
