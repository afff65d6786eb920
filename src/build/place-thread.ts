import { Worker } from 'node:worker_threads';
import { findCompiledScript } from './compiled-script.ts';
import type { FileRecord } from './output-state.ts';

/** What the placement thread (place-worker.ts) is started with. */
export interface PlaceSetup {
  staging: string;
  outDir: string;
  /** One Int32: 1 once the build is abandoned, so the thread starts no file after its folder is removed. */
  stop: SharedArrayBuffer;
}

/** One file to place: its bytes (moved to the thread, and back) and the previous output's record of it. */
export interface PlaceRequest {
  file: string;
  bytes: Uint8Array;
  previous?: FileRecord;
}

export interface PlaceReply {
  results: ({ record: FileRecord; linked: boolean } | { error: { message: string; code?: string; syscall?: string; path?: string } })[];
  buffers: ArrayBuffer[];
}

/** A placed file: its record (with the hash the thread took of its bytes), whether it was hard-linked, and its bytes back (the same memory). */
export interface Placed {
  record: FileRecord;
  linked: boolean;
  bytes: Uint8Array;
}

export interface PlaceThread {
  /** Places a file; the bytes are moved to the thread (their view here is left empty) and come back in `Placed`. */
  place(request: PlaceRequest): Promise<Placed>;
  /** From now on the thread starts no file: for a signal handler, which cannot wait. */
  stop(): void;
  /** Ends the thread once every placement asked for has settled. */
  close(): Promise<void>;
}

export function startPlaceThread(staging: string, outDir: string): PlaceThread {
  const stop = new SharedArrayBuffer(4);
  const script = findCompiledScript('build/place-worker.js', import.meta.url);
  if (!script) throw new Error('lib/build/place-worker.js is missing: run `npm run compile` (npm ci does it) before a build');
  const worker = new Worker(script, { workerData: { staging, outDir, stop } satisfies PlaceSetup, execArgv: [] });
  // The thread never holds the process open: a build that fails leaves nothing running.
  worker.unref();
  const waiting: { resolve: (placed: Placed) => void; reject: (error: Error) => void; length: number }[] = [];
  let batch: PlaceRequest[] = [];
  let broken: Error | undefined;
  const breakAll = (error: Error) => {
    broken ??= error;
    for (const entry of waiting.splice(0)) entry.reject(broken);
  };
  worker.on('message', ({ results, buffers }: PlaceReply) => {
    results.forEach((result, index) => {
      const entry = waiting.shift();
      if (!entry) return;
      const bytes = new Uint8Array(buffers[index] as ArrayBuffer, 0, entry.length);
      if ('error' in result) entry.reject(Object.assign(new Error(result.error.message), result.error));
      else entry.resolve({ record: result.record, linked: result.linked, bytes });
    });
  });
  worker.on('error', (error) => breakAll(new Error(`The file-placing thread stopped: ${error.message}`, { cause: error })));
  worker.on('exit', (code) => breakAll(new Error(`The file-placing thread exited with code ${code}`)));
  // Requests made while a batch of pages renders go out together, once the renderer yields.
  const flush = () => {
    const sending = batch;
    batch = [];
    worker.postMessage(sending, sending.map((request) => request.bytes.buffer as ArrayBuffer));
  };
  return {
    place(request) {
      if (broken) return Promise.reject(broken);
      return new Promise<Placed>((resolve, reject) => {
        waiting.push({ resolve, reject, length: request.bytes.byteLength });
        if (batch.length === 0) queueMicrotask(flush);
        batch.push(request);
      });
    },
    stop() {
      Atomics.store(new Int32Array(stop), 0, 1);
    },
    async close() {
      broken ??= new Error('the file-placing thread is closed');
      await worker.terminate();
    },
  };
}
