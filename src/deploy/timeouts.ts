/**
 * A request that has no answer after this long is given up (with all its retries), e.g. a listing: 60 s.
 * The AWS SDK's own defaults never end a silent request: a deploy waited forever.
 */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** Overrides the timeout (milliseconds), e.g. `CTSITE_DEPLOY_TIMEOUT_MS=5000` for a test against a silent server. */
export const TIMEOUT_ENV = 'CTSITE_DEPLOY_TIMEOUT_MS';

/** The slowest upload given time for, 64 KiB/s: a request gets one more second per 64 KiB of body, so an 8 MiB part on a slow line is not cut off. */
const SLOWEST_UPLOAD_BYTES_PER_SECOND = 64 * 1024;

/** Per attempt: no TCP connection after this long, or this long without a byte either way, fails the attempt. */
const CONNECT_MS = 5_000;
const IDLE_MS = 15_000;

/** The timeouts of one deploy, e.g. `{ timeoutMs: 60000, connectMs: 5000, idleMs: 15000 }`. */
export interface DeployTimeouts {
  /** The deadline of a request without a body, all its attempts included; the others are per attempt. */
  timeoutMs: number;
  connectMs: number;
  idleMs: number;
}

/** The option if given, else `CTSITE_DEPLOY_TIMEOUT_MS`, else 60 s; per-attempt limits shrink with a short timeout so that retries still fit in it. */
export function resolveTimeouts(timeoutMs?: number, env: NodeJS.ProcessEnv = process.env): DeployTimeouts {
  const fromEnv = Number(env[TIMEOUT_ENV]);
  const chosen = timeoutMs ?? (Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : DEFAULT_TIMEOUT_MS);
  const total = Math.max(100, Math.round(chosen));
  return { timeoutMs: total, connectMs: Math.min(CONNECT_MS, Math.ceil(total / 4)), idleMs: Math.min(IDLE_MS, Math.ceil(total / 4)) };
}

/** The deadline of a request that sends `bytes`, e.g. 60 s for a listing, 188 s for an 8 MiB part. */
export function deadlineFor(timeouts: DeployTimeouts, bytes = 0): number {
  return timeouts.timeoutMs + Math.ceil((bytes / SLOWEST_UPLOAD_BYTES_PER_SECOND) * 1000);
}

/**
 * The SDK's request handler settings: every per-attempt timeout throws (and so is retried). Its
 * `requestTimeout` runs until the answer's headers, the upload included, so it is sized for the largest body.
 */
export function requestHandlerTimeouts(timeouts: DeployTimeouts, largestBody: number) {
  return {
    connectionTimeout: timeouts.connectMs,
    socketTimeout: timeouts.idleMs,
    requestTimeout: deadlineFor(timeouts, largestBody),
    throwOnRequestTimeout: true,
  };
}

/** Rejects with the signal's reason once it aborts: a request given up must not wait for the SDK's own unwinding (a backoff sleep, a part in flight). */
export function raceAbort<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) {
    // The work was started all the same: its own failure (the SDK's AbortError) is ours to swallow, or Node
    // reports it as an unhandled rejection and ends the process with the SDK's stack.
    work.catch(() => {});
    return Promise.reject(signal.reason as Error);
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
