import { spawn } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });
}, 60_000);
afterAll(() => fixture.cleanup());

/** Every output file with its size and modification time: any rewrite changes it. */
async function fingerprint(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).sort();
  return Promise.all(files.map(async (file) => `${file} ${(await stat(file)).size} ${(await stat(file)).mtimeMs}`));
}

/** Runs the CLI with its standard output closed, as `| head -0` does, or read until a line holding `until`, then closed. */
function withOutputClosed(args: string[], until?: string): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), ...args], {
      cwd: projectRoot,
      // A new build date changes the legal pages: the build has something to write.
      env: { ...process.env, SOURCE_DATE_EPOCH: String(Math.floor(Date.now() / 1000) + 86_400 * 400) },
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    let seen = '';
    if (until === undefined) child.stdout.destroy();
    else {
      child.stdout.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes(until)) child.stdout.destroy();
      });
    }
    child.on('exit', (code) => done({ code, stderr }));
  });
}

describe('a command whose output is closed early (`ctsite build | head -1`)', () => {
  it('build: ends quietly with the status of SIGPIPE, its staging folder removed, the previous output untouched', async () => {
    const before = await fingerprint(fixture.outDir);
    // Closed before the pages are rendered into the staging folder: the next line comes once they are.
    const result = await withOutputClosed(['build', '--out', fixture.outDir, '--data', fixture.dataDir], 'process images');
    expect(result.code, result.stderr).toBe(141);
    expect(result.stderr).toBe('');
    expect((await readdir(fixture.dir)).filter((name) => name.includes('.dist.'))).toEqual([]);
    expect(await fingerprint(fixture.outDir)).toEqual(before);
  });

  it('routes and report, their output closed from the start (`| head -0`): the same quiet end', async () => {
    for (const args of [['routes', '--data', fixture.dataDir], ['report', '--data', fixture.dataDir]]) {
      const result = await withOutputClosed(args);
      expect(result.code, `${args[0]}: ${result.stderr}`).toBe(141);
      expect(result.stderr, args[0]).toBe('');
    }
  });
});
