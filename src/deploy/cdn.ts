import { randomUUID } from 'node:crypto';
import { createError } from '../errors/ctsite-error.ts';
import { pathnameForOutput } from '../routes/output-path.ts';
import { deadlineFor, raceAbort, requestHandlerTimeouts, type DeployTimeouts } from './timeouts.ts';

/**
 * Past this many paths one wildcard `/*` is invalidated instead: CloudFront bills paths beyond 1,000 a
 * month (a wildcard counts as one), and a change this wide (a new stylesheet) is cheaper to refetch whole.
 */
export const INVALIDATION_PATH_LIMIT = 200;

/** The viewer paths to invalidate for changed and deleted files (`about/index.html` → `/about/` and `/about`), or `['/*']` past the limit. */
export function invalidationPaths(files: readonly string[]): string[] {
  const paths = new Set<string>();
  for (const file of files) {
    if (!file.endsWith('.html')) continue;
    const pathname = pathnameForOutput(file);
    paths.add(pathname);
    if (pathname.length > 1 && pathname.endsWith('/')) paths.add(pathname.slice(0, -1));
  }
  if (paths.size > INVALIDATION_PATH_LIMIT) return ['/*'];
  return [...paths].sort();
}

/** Creates the invalidation; returns its id. CloudFront is a global service: its API lives in us-east-1. */
export async function invalidateDistribution(options: { distribution: string; paths: readonly string[]; profile?: string | undefined; timeouts: DeployTimeouts }): Promise<string> {
  // Loaded only by a deploy that invalidates: every other deploy starts without it.
  const { CloudFrontClient, CreateInvalidationCommand } = await import('@aws-sdk/client-cloudfront');
  const client = new CloudFrontClient({ region: 'us-east-1', maxAttempts: 8, requestHandler: requestHandlerTimeouts(options.timeouts, 0), ...(options.profile ? { profile: options.profile } : {}) });
  // The same deadline as a storage request: a silent CloudFront API must not hold the deploy either.
  const abortSignal = AbortSignal.timeout(deadlineFor(options.timeouts));
  try {
    const command = new CreateInvalidationCommand({
      DistributionId: options.distribution,
      InvalidationBatch: { CallerReference: `ctsite-${randomUUID()}`, Paths: { Quantity: options.paths.length, Items: [...options.paths] } },
    });
    const result = await raceAbort(client.send(command, { abortSignal }), abortSignal);
    return result.Invalidation?.Id ?? '';
  } catch (error) {
    const shape = error as { name?: string; message?: string };
    throw createError('DeployInvalidationFailed', { distribution: options.distribution, reason: shape.name && shape.message ? `${shape.name}: ${shape.message}` : String(error) }, { cause: error });
  } finally {
    client.destroy();
  }
}
