import { closeSync, fstatSync, openSync, writeFileSync, type Stats } from 'node:fs';
import { open, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { SAMPLE_KINDS, type SampleItem } from '../data/sample/sample-item.ts';
import { faultPoint, faultRequested, type FaultPoint } from './fault-points.ts';

/**
 * Marks an output folder as ctsite's (`--out` never replaces anyone else's) and holds its state.
 * A dotfile: `ctsite deploy` never uploads it and `ctsite serve` never serves it.
 */
export const OUTPUT_STATE_FILE = '.ctsite-output.json';

/** What the state knows of one output file: its contentHash (the MD5 S3 compares), and its size and mtime when written, e.g. `['9e10…', 20113, 1767225600123.4]`. */
export type FileRecord = readonly [hash: string, size: number, mtimeMs: number];

/** 2: a file's hash is its MD5. A state of another format is not this version's: every file is written. */
const FORMAT = 2;

/** `{ generator: 'ctsite', format: 2, files: { 'index.html': [...] } }` */
export interface OutputState {
  generator: 'ctsite';
  format: typeof FORMAT;
  /** Only files that are in the folder with these bytes: a file the state does not describe is written again. */
  files: Record<string, FileRecord>;
  /**
   * The sample content of the data the folder was built from, for `ctsite deploy` to judge what it publishes.
   * Absent after a partial rebuild of `ctsite serve`: the deploy then checks the data folder.
   */
  sample?: SampleItem[];
}

export const emptyState = (): OutputState => ({ generator: 'ctsite', format: FORMAT, files: Object.create(null) as Record<string, FileRecord> });

/** The state of an output folder, or why it cannot be used (the build then writes every file). */
export async function readOutputState(outDir: string): Promise<{ state: OutputState; problem?: undefined } | { state?: undefined; problem: string }> {
  let text: string;
  try {
    text = await readFile(join(outDir, OUTPUT_STATE_FILE), 'utf8');
  } catch {
    return { problem: `it has no ${OUTPUT_STATE_FILE}` };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { problem: `its ${OUTPUT_STATE_FILE} is not valid JSON (cut short?)` };
  }
  if (!isOutputState(parsed)) return { problem: `its ${OUTPUT_STATE_FILE} is not a state this version of ctsite wrote` };
  return { state: parsed };
}

function isOutputState(value: unknown): value is OutputState {
  if (typeof value !== 'object' || value === null) return false;
  const { generator, format, files, sample } = value as Record<string, unknown>;
  if (generator !== 'ctsite' || format !== FORMAT || typeof files !== 'object' || files === null || Array.isArray(files)) return false;
  if (sample !== undefined && !(Array.isArray(sample) && sample.every(isSampleItem))) return false;
  return Object.values(files).every(
    (record) => Array.isArray(record) && record.length === 3 && typeof record[0] === 'string' && typeof record[1] === 'number' && typeof record[2] === 'number',
  );
}

function isSampleItem(value: unknown): value is SampleItem {
  if (typeof value !== 'object' || value === null) return false;
  const { kind, file, path, line, found, what, fix } = value as Record<string, unknown>;
  return (
    SAMPLE_KINDS.includes(kind as SampleItem['kind']) &&
    [file, found, what, fix].every((text) => typeof text === 'string') &&
    typeof line === 'number' &&
    Array.isArray(path) &&
    path.every((segment) => typeof segment === 'string' || typeof segment === 'number')
  );
}

/** A file's stat (undefined: no such file) shows the size and mtime of its record: it is as ctsite wrote it (an edit by hand changes the mtime). */
export const statMatches = (info: Stats | undefined, record: FileRecord): boolean => info?.isFile() === true && info.size === record[1] && info.mtimeMs === record[2];

/** Whether `file` in `outDir` is as its record describes. */
export const recordHolds = async (outDir: string, file: string, record: FileRecord | undefined): Promise<boolean> =>
  record !== undefined && statMatches(await stat(join(outDir, file)).catch(() => undefined), record);

/** The record of a file just written. */
export async function recordFile(path: string, hash: string): Promise<FileRecord> {
  const info = await stat(path);
  return [hash, info.size, info.mtimeMs];
}

/** Writes `bytes` to `path` and returns its record, e.g. `['d41d…', 0, 1767225600000]`: the size and mtime from the open file. */
export function writeAndRecord(path: string, bytes: Uint8Array, hash: string): FileRecord {
  const fd = openSync(path, 'w');
  try {
    writeFileSync(fd, bytes);
    const info = fstatSync(fd);
    return [hash, info.size, info.mtimeMs];
  } finally {
    closeSync(fd);
  }
}

/**
 * Written to a temporary file, flushed, then renamed over the old one: a kill or power cut leaves the old
 * state or the new, never a torn file. At `tornAt` the fault suite may cut the write in half.
 */
export async function writeOutputState(outDir: string, state: OutputState, tornAt?: FaultPoint): Promise<void> {
  const target = join(outDir, OUTPUT_STATE_FILE);
  const temporary = `${target}.${process.pid}.tmp`;
  const bytes = Buffer.from(JSON.stringify(state));
  const handle = await open(temporary, 'w');
  try {
    if (tornAt && faultRequested(tornAt)) {
      await handle.write(bytes.subarray(0, bytes.length >> 1));
      await handle.sync();
      faultPoint(tornAt);
    }
    // writeFile, not write: on a filling disk write() may put down part of the bytes and say so without an
    // error, and a torn state would then be renamed in. writeFile goes on until every byte is written or fails.
    await handle.writeFile(bytes);
    await handle.sync();
  } catch (error) {
    await handle.close();
    await rm(temporary, { force: true });
    throw error;
  }
  await handle.close();
  await rename(temporary, target);
}
