import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MULTIPART_PART_SIZE } from '../../src/deploy/object-store.ts';
import { deadlineFor, DEFAULT_TIMEOUT_MS, raceAbort, requestHandlerTimeouts, resolveTimeouts, TIMEOUT_ENV } from '../../src/deploy/timeouts.ts';
import { projectRoot } from '../helpers/fixture.ts';

describe('deploy timeouts', () => {
  it('default: 60 s a request, within the two minutes docs/deploy.md promises, and what it states', async () => {
    const timeouts = resolveTimeouts(undefined, {});
    expect(timeouts).toEqual({ timeoutMs: DEFAULT_TIMEOUT_MS, connectMs: 5_000, idleMs: 15_000 });
    expect(deadlineFor(timeouts)).toBeLessThanOrEqual(120_000);
    const page = await readFile(join(projectRoot, 'docs/deploy.md'), 'utf8');
    const deploySection = page.slice(page.indexOf('### Faults and time limits'), page.indexOf('### CDN'));
    expect(deploySection).toContain(`gets ${DEFAULT_TIMEOUT_MS / 1000} s`);
    expect(deploySection).toContain('**within two minutes**');
    expect(deploySection).toContain(TIMEOUT_ENV);
  });

  it('the environment or the option shortens it, and the per-attempt limits shrink with it so retries fit', () => {
    expect(resolveTimeouts(undefined, { [TIMEOUT_ENV]: '2000' })).toEqual({ timeoutMs: 2_000, connectMs: 500, idleMs: 500 });
    expect(resolveTimeouts(4_000, { [TIMEOUT_ENV]: '2000' }).timeoutMs).toBe(4_000);
    expect(resolveTimeouts(undefined, { [TIMEOUT_ENV]: 'soon' }).timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
  });

  it('a request that uploads gets a second more per 64 KiB; every SDK timeout throws rather than warns', () => {
    const timeouts = resolveTimeouts(undefined, {});
    expect(deadlineFor(timeouts, MULTIPART_PART_SIZE)).toBe(60_000 + 128_000);
    expect(requestHandlerTimeouts(timeouts, MULTIPART_PART_SIZE)).toEqual({ connectionTimeout: 5_000, socketTimeout: 15_000, requestTimeout: 188_000, throwOnRequestTimeout: true });
  });

  it('raceAbort gives up at the abort, whatever the work still waits for', async () => {
    const controller = new AbortController();
    const never = new Promise<never>(() => {});
    const raced = raceAbort(never, controller.signal);
    controller.abort(new Error('deadline'));
    await expect(raced).rejects.toThrow('deadline');
    await expect(raceAbort(Promise.resolve(1), new AbortController().signal)).resolves.toBe(1);
  });

  it('raceAbort on a signal aborted already: the work started all the same fails later without an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const controller = new AbortController();
      controller.abort(new Error('the first failure'));
      let failWork: (error: Error) => void = () => {};
      const work = new Promise<never>((_resolve, reject) => (failWork = reject));
      await expect(raceAbort(work, controller.signal)).rejects.toThrow('the first failure');
      // The SDK's retry layer answers the aborted request with its own AbortError, after ours.
      failWork(Object.assign(new Error('Request aborted'), { name: 'AbortError' }));
      // Node reports an unhandled rejection once the microtasks have run and a macrotask has passed.
      await new Promise((resolve) => setImmediate(resolve));
      await new Promise((resolve) => setImmediate(resolve));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
