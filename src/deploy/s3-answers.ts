import type { S3Client } from '@aws-sdk/client-s3';
import { contentHash } from '../output/content-hash.ts';
import { createError, CtsiteError } from '../errors/ctsite-error.ts';

/**
 * The root element of S3's answer to each command whose body the deploy relies on: the SDK reads any
 * body's missing fields as empty, so a web server answering 200 `text/html` looked like an empty bucket.
 */
const ROOT_ELEMENTS: Readonly<Record<string, string>> = {
  ListObjectsV2Command: 'ListBucketResult',
  DeleteObjectsCommand: 'DeleteResult',
  CreateMultipartUploadCommand: 'InitiateMultipartUploadResult',
  CompleteMultipartUploadCommand: 'CompleteMultipartUploadResult',
};

/** What a command is, for the message, before its key if it has one, e.g. `the upload of` `about/index.html`. */
const DESCRIPTIONS: Readonly<Record<string, string>> = {
  ListObjectsV2Command: 'a bucket listing',
  DeleteObjectsCommand: 'a delete request',
  CreateMultipartUploadCommand: 'the start of the multipart upload of',
  CompleteMultipartUploadCommand: 'the end of the multipart upload of',
  PutObjectCommand: 'the upload of',
  UploadPartCommand: 'a part of',
  HeadObjectCommand: 'a request for the headers of',
  GetObjectCommand: 'the download of',
};

/** Server-side encryption with KMS keys or customer keys gives ETags that are not an MD5 of the content. */
const OPAQUE_ETAG_ENCRYPTION = new Set(['aws:kms', 'aws:kms:dsse']);

/**
 * Makes `client` refuse with `DeployNotS3` (not retried: the endpoint is wrong, not busy) what S3 never
 * answers: an XML root not S3's, an ETag not the MD5 of what was sent or not `<hex>-<parts>`, a HEAD without one.
 */
export function verifyS3Answers(client: S3Client, endpoint: string): void {
  const notS3 = (command: string, input: unknown, found: string): CtsiteError => {
    const key = (input as { Key?: unknown } | undefined)?.Key;
    return createError('DeployNotS3', { endpoint, answer: `${DESCRIPTIONS[command] ?? command}${typeof key === 'string' ? ` ${key}` : ''} with ${found}` });
  };

  // Innermost in the deserialize step: sees the raw body before the SDK's parser guesses at it.
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const root = ROOT_ELEMENTS[context.commandName ?? ''];
      const response = result.response as { statusCode?: number; headers?: Record<string, string | undefined>; body?: unknown };
      const status = response.statusCode ?? 0;
      if (!root || status < 200 || status >= 300) return result;
      const bytes = await client.config.streamCollector(response.body);
      // The SDK reads a body given as bytes as it is; the stream is spent.
      response.body = bytes;
      const text = Buffer.from(bytes).toString('utf8');
      // CompleteMultipartUpload may answer 200 with an <Error> body; the SDK turns that into the error.
      if (!new RegExp(`^\\uFEFF?\\s*(?:<\\?xml[^>]*\\?>\\s*)?<(?:[\\w-]+:)?(?:${root}${root === 'CompleteMultipartUploadResult' ? '|Error' : ''})[\\s/>]`).test(text)) {
        throw notS3(context.commandName ?? '', args.input, `${response.headers?.['content-type'] ?? 'no Content-Type'} ${describeBody(text)}, not S3's ${root} XML`);
      }
      return result;
    },
    { step: 'deserialize', priority: 'low', name: 'ctsiteVerifyS3Body' },
  );

  // Outermost: checks what a whole command returned, after the SDK's retries.
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const command = context.commandName ?? '';
      const input = args.input as { Body?: unknown; ContentMD5?: string; MultipartUpload?: { Parts?: unknown[] } };
      const output = result.output as { ETag?: string; ServerSideEncryption?: string; SSECustomerAlgorithm?: string };
      const etag = (output.ETag ?? '').replace(/"/g, '');
      if ((command === 'PutObjectCommand' || command === 'UploadPartCommand') && input.Body instanceof Uint8Array) {
        // A single-part upload carries its MD5 (Content-MD5, from the hash the deploy already made); a part is hashed here.
        const md5 = input.ContentMD5 ? Buffer.from(input.ContentMD5, 'base64').toString('hex') : contentHash(input.Body);
        const opaque = OPAQUE_ETAG_ENCRYPTION.has(output.ServerSideEncryption ?? '') || output.SSECustomerAlgorithm !== undefined;
        if (opaque ? etag === '' : etag !== md5) throw notS3(command, input, etag ? `the ETag ${etag}, not ${md5}, the MD5 of the ${input.Body.byteLength} bytes sent` : 'no ETag');
      }
      if (command === 'CompleteMultipartUploadCommand') {
        const parts = input.MultipartUpload?.Parts?.length ?? 0;
        if (!new RegExp(`^[0-9a-f]{32}-${parts}$`).test(etag)) throw notS3(command, input, `the ETag ${etag || '(none)'}, not S3's <hex>-${parts} for ${parts} parts`);
      }
      if (command === 'HeadObjectCommand' && etag === '') throw notS3(command, input, 'no ETag');
      return result;
    },
    { step: 'initialize', priority: 'high', name: 'ctsiteVerifyS3Writes' },
  );
}

/** The start of a body for a message, on one line, e.g. `"<!doctype html><html><body>Welcome…"`. */
function describeBody(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line === '') return '(an empty body)';
  return JSON.stringify(line.length > 40 ? `${line.slice(0, 40)}…` : line);
}

/** Where a failed request went, for the message, e.g. `{ operation: 'upload', location: 's3://site/about/index.html', bucket, endpoint }`. */
export interface RequestContext {
  operation: string;
  location: string;
  bucket: string;
  endpoint: string;
}

const REJECTED_CREDENTIALS = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken', 'TokenRefreshRequired', 'InvalidClientTokenId', 'UnrecognizedClientException', 'AuthorizationHeaderMalformed']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ECONNABORTED']);

/** One error of the catalogue for what the AWS SDK threw, from codes and the service's message only (never the signed request). */
export function translateStoreError(error: unknown, context: RequestContext): CtsiteError {
  if (error instanceof CtsiteError) return error;
  const shape = (error ?? {}) as { name?: string; message?: string; $metadata?: { httpStatusCode?: number } };
  const name = shape.name ?? '';
  const status = shape.$metadata?.httpStatusCode;
  const network = networkCode(error);
  const options = { cause: error };
  if (name === 'CredentialsProviderError') return createError('DeployNoCredentials', {}, options);
  if (/region is missing/i.test(shape.message ?? '')) return createError('DeployNoRegion', {}, options);
  if (REJECTED_CREDENTIALS.has(name)) return createError('DeployCredentialsRejected', { endpoint: context.endpoint, code: name }, options);
  if (name === 'NoSuchBucket') return createError('DeployBucketMissing', { bucket: context.bucket, endpoint: context.endpoint }, options);
  if (name === 'AccessDenied' || name === 'AllAccessDisabled' || status === 403) return createError('DeployAccessDenied', { operation: context.operation, location: context.location }, options);
  if (network || name === 'TimeoutError' || name === 'RequestTimeout') {
    return createError('DeployUnreachable', { endpoint: context.endpoint, reason: network ?? name }, options);
  }
  const reason = status ? `${name || 'error'} (HTTP ${status})${shape.message && shape.message !== name ? `: ${shape.message}` : ''}` : shape.message || name || String(error);
  return createError('DeployRequestFailed', { operation: context.operation, location: context.location, reason }, options);
}

/** `ECONNREFUSED` from a socket error, also when Node wraps several attempts in an AggregateError. */
function networkCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | undefined)?.code;
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return code;
  if (error instanceof AggregateError) return error.errors.map(networkCode).find(Boolean);
  const cause = (error as { cause?: unknown } | undefined)?.cause;
  return cause && cause !== error ? networkCode(cause) : undefined;
}
