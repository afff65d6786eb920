import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });
}, 60_000);
afterAll(async () => {
  await fixture.cleanup();
});

/** Every output file with its bytes and modification time, as a user sees the folder: any rewrite changes it. */
async function fingerprint(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
  return Promise.all(files.map(async (file) => {
    const bytes = createHash('sha256').update(await readFile(file)).digest('hex');
    return `${file} ${bytes} ${(await stat(file)).mtimeMs}`;
  }));
}

/** Starts a CLI build of the fixture and sends `signal` once its staging folder exists and rendering begins. */
function interruptedBuild(signal: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }> {
  return new Promise((done) => {
    // A new build date changes the legal pages, so the interrupted build has something to write.
    const child = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), 'build', '--out', fixture.outDir, '--data', fixture.dataDir], {
      cwd: projectRoot,
      env: { ...process.env, SOURCE_DATE_EPOCH: String(Math.floor(Date.now() / 1000) + 86_400 * 400) },
    });
    let sent = false;
    child.stdout.on('data', (chunk: Buffer) => {
      if (!sent && chunk.toString().includes('process images')) {
        sent = true;
        // Rendering even the small fixture site takes most of a second: by 200 ms into it, pages are being staged.
        setTimeout(() => child.kill(signal), 200);
      }
    });
    child.on('exit', (code, exitSignal) => done({ code, signal: exitSignal }));
  });
}

describe('an interrupted build', () => {
  it('Ctrl-C (SIGINT) or SIGTERM: the previous output stays as it was and no temporary folder is left', async () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      const before = await fingerprint(fixture.outDir);
      const result = await interruptedBuild(signal);
      expect(result.code, signal).toBe(signal === 'SIGINT' ? 130 : 143);
      expect(await fingerprint(fixture.outDir)).toEqual(before);
      expect((await readdir(fixture.dir)).filter((name) => name.includes('staging') || name.includes('previous'))).toEqual([]);
    }
  }, 60_000);

  it('SIGKILL: the previous output stays; the next build removes what the killed one left', async () => {
    const before = await fingerprint(fixture.outDir);
    const result = await interruptedBuild('SIGKILL');
    expect(result.signal).toBe('SIGKILL');
    expect(await fingerprint(fixture.outDir)).toEqual(before);
    expect((await readdir(fixture.dir)).filter((name) => name.includes('.staging-'))).toHaveLength(1);
    await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });
    expect((await readdir(fixture.dir)).filter((name) => name.includes('staging') || name.includes('previous'))).toEqual([]);
  }, 60_000);
});
