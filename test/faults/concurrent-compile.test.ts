import { spawn } from 'node:child_process';
import { watch } from 'node:fs';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';

/** A checkout of its own with no lib/ yet: the generator's sources copied, node_modules linked. */
let checkout = '';
beforeAll(async () => {
  checkout = await mkdtemp(join(tmpdir(), 'ctsite-checkout-'));
  for (const name of ['bin', 'scripts', 'src', 'templates', 'client', 'public', 'data', 'package.json']) await cp(join(projectRoot, name), join(checkout, name), { recursive: true });
  await symlink(join(projectRoot, 'node_modules'), join(checkout, 'node_modules'));
});
afterAll(() => rm(checkout, { recursive: true, force: true }));

const routes = () =>
  new Promise<{ code: number | null; stderr: string }>((done) => {
    const child = spawn(process.execPath, [join(checkout, 'bin/ctsite.js'), 'routes', '/'], { cwd: checkout });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => done({ code, stderr }));
  });

describe('commands started together on a checkout whose lib/ is stale', () => {
  it('compile once between them: every one runs, none imports half of another compile', async () => {
    // Each compile renames its lib/ into place; a command running from one lib/ fails once another is put there.
    let placed = 0;
    const watcher = watch(checkout, (event, name) => void (event === 'rename' && name === 'lib' && (placed += 1)));
    const runs = await Promise.all(Array.from({ length: 5 }, routes)).finally(() => watcher.close());
    expect(placed, 'times lib/ was put in place').toBe(1);
    for (const run of runs) {
      expect(run.stderr).not.toMatch(/SyntaxError|does not provide an export|Cannot find module/);
      expect(run.code, run.stderr).toBe(0);
    }
  }, 120_000);
});
