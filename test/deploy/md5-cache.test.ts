import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentHash, emptyState, readOutputState, recordFile, writeOutputState } from '../../src/build/output-state.ts';
import { createMd5Source, hashFile, MD5_CACHE } from '../../src/deploy/md5-cache.ts';

const md5 = (text: string | Buffer) => createHash('md5').update(text).digest('hex');

describe('the MD5s of a deploy, known without reading the files', () => {
  let project: string;
  let dist: string;
  beforeEach(async () => {
    project = await mkdtemp(join(tmpdir(), 'ctsite-md5-'));
    dist = join(project, 'dist');
    await mkdir(join(project, 'node_modules'), { recursive: true });
    await mkdir(join(dist, 'about'), { recursive: true });
  });
  afterEach(() => rm(project, { recursive: true, force: true }));

  /** Writes the files and the build state that records them, as `ctsite build` does. */
  async function buildSite(files: Record<string, string>) {
    const state = emptyState();
    for (const [file, text] of Object.entries(files)) {
      await writeFile(join(dist, file), text);
      state.files[file] = await recordFile(join(dist, file), contentHash(Buffer.from(text)));
    }
    await writeOutputState(dist, state);
  }

  async function readAll(files: string[]) {
    const source = await createMd5Source((await readOutputState(dist)).state, project);
    const found = Object.fromEntries(await Promise.all(files.map(async (file) => [file, (await source.md5(file, join(dist, file))).md5] as const)));
    await source.save();
    return { found, read: source.read };
  }

  it('reads each file once; the next deploy, and one after a rebuild of the same bytes, reads none', async () => {
    await buildSite({ 'index.html': 'home', 'about/index.html': 'about us' });
    const first = await readAll(['index.html', 'about/index.html']);
    expect(first).toEqual({ found: { 'index.html': md5('home'), 'about/index.html': md5('about us') }, read: 2 });
    expect(await readAll(['index.html', 'about/index.html'])).toEqual({ ...first, read: 0 });
    // A fresh build writes the same bytes with new times: the build's SHA-1 finds the MD5.
    await new Promise((resolve) => setTimeout(resolve, 20));
    await buildSite({ 'index.html': 'home', 'about/index.html': 'about us' });
    expect(await readAll(['index.html', 'about/index.html'])).toEqual({ ...first, read: 0 });
  });

  it('a changed page is read again, and its new MD5 is the one given', async () => {
    await buildSite({ 'index.html': 'home', 'about/index.html': 'about us' });
    await readAll(['index.html', 'about/index.html']);
    await buildSite({ 'index.html': 'home', 'about/index.html': 'about us, changed' });
    expect(await readAll(['index.html', 'about/index.html'])).toEqual({ found: { 'index.html': md5('home'), 'about/index.html': md5('about us, changed') }, read: 1 });
  });

  it('a file edited after the build (its size or time no longer the recorded ones) is read, not taken from the cache', async () => {
    await buildSite({ 'index.html': 'home' });
    await readAll(['index.html']);
    await new Promise((resolve) => setTimeout(resolve, 20));
    await writeFile(join(dist, 'index.html'), 'hand');
    expect(await readAll(['index.html'])).toEqual({ found: { 'index.html': md5('hand') }, read: 1 });
  });

  it('a folder without a build state, or a cache cut short, costs a read of every file and nothing else', async () => {
    await writeFile(join(dist, 'index.html'), 'home');
    expect((await readAll(['index.html'])).read).toBe(1);
    expect((await readAll(['index.html'])).read).toBe(1);
    await buildSite({ 'index.html': 'home' });
    await readAll(['index.html']);
    await writeFile(join(project, MD5_CACHE), '{"format":1,"md5":{"');
    expect(await readAll(['index.html'])).toEqual({ found: { 'index.html': md5('home') }, read: 1 });
    expect(JSON.parse(await readFile(join(project, MD5_CACHE), 'utf8'))).toEqual({ format: 1, md5: { [contentHash(Buffer.from('home'))]: md5('home') } });
  });

  it('without node_modules in the project no cache is written', async () => {
    await rm(join(project, 'node_modules'), { recursive: true });
    await buildSite({ 'index.html': 'home' });
    expect((await readAll(['index.html'])).read).toBe(1);
    expect((await readAll(['index.html'])).read).toBe(1);
  });

  it('hashes a file larger than one read as a stream, to the same MD5', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024 + 17, 'x');
    await writeFile(join(dist, 'big.bin'), big);
    expect(await hashFile(join(dist, 'big.bin'), big.byteLength)).toEqual({ size: big.byteLength, md5: md5(big) });
  });
});
