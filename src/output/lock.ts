import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { createError } from '../errors/ctsite-error.ts';
import { isRunning } from '../process-running.ts';
import { explainWriteFailure } from './write-failure.ts';

/** Who writes an output folder: written in the lock beside it, shown to a second writer. */
interface Holder {
  command: string;
  pid: number;
  host: string;
  since: string;
}

/** The locks this process holds, by path: released at the end of the command or by a signal handler. */
const held = new Map<string, string>();

/** The lock of an output folder, beside it as the staging folders are: `.dist.lock` for `dist`. */
export const lockPathFor = (outDir: string) => join(dirname(outDir), `.${basename(outDir)}.lock`);

/**
 * Makes this process the one writer of `outDir` until the returned function is called, or stops with
 * OutputBusy naming the writer that holds it. Two builds into one folder, or a build into the folder
 * `ctsite serve` rebuilds, would otherwise swap each other's output in and out. A lock whose process has
 * died (SIGKILL, a power cut) is taken over.
 */
export function lockOutput(outDir: string, command: string): () => void {
  const path = lockPathFor(outDir);
  const holder: Holder = { command, pid: process.pid, host: hostname(), since: new Date().toISOString() };
  const text = `${JSON.stringify(holder)}\n`;
  // Written whole under a name of its own, then linked into place: link fails if the lock exists, so
  // exactly one writer wins and nobody ever reads a half-written lock.
  const temporary = `${path}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  // A read-only or full disk is said as for any write.
  try {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(temporary, text);
    try {
      for (let attempt = 0; ; attempt += 1) {
        try {
          linkSync(temporary, path);
          break;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 0) throw error;
          const current = readHolder(path);
          if (current && (current.host !== holder.host || isRunning(current.pid))) {
            throw createError('OutputBusy', { outDir, holder: `${current.command} (process ${current.pid} on ${current.host}, since ${current.since})`, lock: path });
          }
          rmSync(path, { force: true });
        }
      }
    } finally {
      rmSync(temporary, { force: true });
    }
  } catch (error) {
    throw explainWriteFailure(error, outDir);
  }
  held.set(path, text);
  return () => release(path);
}

/** For signal handlers, which cannot wait: gives up every lock this process holds. */
export function releaseOutputLocks(): void {
  for (const path of held.keys()) release(path);
}

function release(path: string): void {
  const text = held.get(path);
  held.delete(path);
  // Only our own: a lock taken over by another writer after ours was judged dead stays theirs.
  if (text !== undefined && readText(path) === text) rmSync(path, { force: true });
}

function readHolder(path: string): Holder | undefined {
  try {
    return JSON.parse(readText(path) ?? '') as Holder;
  } catch {
    return undefined;
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}
