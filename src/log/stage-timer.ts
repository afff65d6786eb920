import type { Logger } from './logger.ts';

/** Runs one stage of a command, timed: `await stage('load data', () => loadSiteData(dir))`. */
export type StageTimer = <T>(name: string, run: () => Promise<T> | T, describe?: (value: T) => string) => Promise<T>;

/**
 * Logs one line a stage: `  load data: 35 ms`, or described, `  list s3://site/: 788 objects (166 ms)`. With `stages`,
 * also keeps the time under the name without its counts (`render routes`), for the benchmark.
 */
export function createStageTimer(logger: Logger, stages?: Record<string, number>): StageTimer {
  return async (name, run, describe) => {
    const started = performance.now();
    const value = await run();
    const ms = performance.now() - started;
    if (stages) stages[name.replace(/ \d+ /, ' ')] = ms;
    const detail = describe?.(value);
    logger.info(detail ? `  ${name}: ${detail} (${Math.round(ms)} ms)` : `  ${name}: ${Math.round(ms)} ms`);
    return value;
  };
}
