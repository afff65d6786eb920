import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createOutputUpdates } from '../../src/output/in-place-update.ts';
import { contentHash } from '../../src/output/content-hash.ts';
import { emptyState, readOutputState, recordFile, recordHolds, writeOutputState } from '../../src/output/state.ts';

let outDir: string;
beforeEach(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'ctsite-in-place-'));
  await writeOutputState(outDir, emptyState());
});
afterEach(() => rm(outDir, { recursive: true, force: true }));

async function commit(updates: ReturnType<typeof createOutputUpdates>, files: Record<string, string>, remove: string[] = []) {
  const writer = updates.open();
  for (const [file, content] of Object.entries(files)) writer.write(file, content);
  return writer.commit(remove);
}

/** The state's files, each with whether its record holds. */
async function stateFiles(): Promise<Record<string, boolean>> {
  const { state } = await readOutputState(outDir);
  const files: Record<string, boolean> = {};
  for (const [file, record] of Object.entries(state?.files ?? {})) files[file] = await recordHolds(outDir, file, record);
  return files;
}

describe('in-place updates of serve', () => {
  it('once settled, the state lists every file of each update, and an unchanged file is not written again', async () => {
    const updates = createOutputUpdates(outDir);
    expect((await commit(updates, { 'a/index.html': 'a1', 'b/index.html': 'b1' })).written).toEqual(['a/index.html', 'b/index.html']);
    // The second update waits for the first one's state and starts from it: b is as recorded, not written again.
    expect((await commit(updates, { 'a/index.html': 'a2', 'b/index.html': 'b1' }, ['c/index.html'])).written).toEqual(['a/index.html']);
    await updates.settled();
    expect(await stateFiles()).toEqual({ 'a/index.html': true, 'b/index.html': true });
    expect(await readFile(join(outDir, 'a/index.html'), 'utf8')).toBe('a2');
    expect((await commit(updates, { 'a/index.html': 'a2' }, ['b/index.html'])).removed).toEqual(['b/index.html']);
    await updates.settled();
    expect(await stateFiles()).toEqual({ 'a/index.html': true });
  });

  it('a state file written by another (a whole build) is read again, not the one this process wrote last', async () => {
    const updates = createOutputUpdates(outDir);
    await commit(updates, { 'a/index.html': 'a1' });
    await updates.settled();
    // A whole build put down other bytes and a state listing them, as it writes it.
    await writeFile(join(outDir, 'a/index.html'), 'a2');
    const built = emptyState();
    built.files['a/index.html'] = await recordFile(join(outDir, 'a/index.html'), contentHash(Buffer.from('a2')));
    await writeOutputState(outDir, built);
    // Read again, that state says a is already these bytes: only the new file is written.
    expect((await commit(updates, { 'a/index.html': 'a2', 'n/index.html': 'n' })).written).toEqual(['n/index.html']);
    await updates.settled();
    expect(await stateFiles()).toEqual({ 'a/index.html': true, 'n/index.html': true });
  });
});
