import { createError, CtsiteError } from '../errors/ctsite-error.ts';

/** Where a failed request went, for the message, e.g. `{ operation: 'upload', location: 's3://site/about/index.html' }`. */
export interface RequestContext {
  /** A verb phrase: `list`, `read the headers of`, `upload`, `delete`. */
  operation: string;
  /** `s3://bucket/key`. */
  location: string;
  bucket: string;
  /** `https://s3.eu-west-2.amazonaws.com` or the --endpoint, for messages. */
  endpoint: string;
}

const REJECTED_CREDENTIALS = new Set(['InvalidAccessKeyId', 'SignatureDoesNotMatch', 'InvalidToken', 'ExpiredToken', 'TokenRefreshRequired', 'InvalidClientTokenId', 'UnrecognizedClientException', 'AuthorizationHeaderMalformed']);
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EPIPE', 'ECONNABORTED']);

interface ServiceErrorShape {
  name?: string;
  code?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

/**
 * Turns what the AWS SDK threw (after its own retries) into one error of the catalogue, with the fix.
 * Only codes and the service's message are used: never the request, which carries the signature.
 */
export function translateStoreError(error: unknown, context: RequestContext): CtsiteError {
  if (error instanceof CtsiteError) return error;
  const shape = (error ?? {}) as ServiceErrorShape;
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
