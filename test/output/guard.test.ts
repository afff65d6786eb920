import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTPUT_STATE_FILE } from '../../src/output/state.ts';
import { FIXTURE_DATA, projectRoot } from '../helpers/fixture.ts';

/**
 * `--out` pointed at the wrong folder, through the CLI as a user types it. The project is a copy (a
 * git work tree of its own), so that a guard that failed would wreck the copy, not the checkout.
 */
let project = '';
beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'ctsite-out-guard-'));
  for (const name of ['bin', 'client', 'public', 'scripts', 'src', 'templates', 'test/helpers', 'package.json', 'tsconfig.json']) {
    await cp(join(projectRoot, name), join(project, name), { recursive: true });
  }
  // The small fixture site's data: the builds that the guard lets through need only finish.
  await cp(FIXTURE_DATA.small, join(project, 'data'), { recursive: true });
  await symlink(join(projectRoot, 'node_modules'), join(project, 'node_modules'));
  await mkdir(join(project, 'docs'));
  await writeFile(join(project, 'docs/notes.md'), '# notes\n');
  git(['init', '-q']);
  git(['add', 'docs', 'client']);
}, 60_000);
afterAll(async () => {
  await rm(project, { recursive: true, force: true });
});

function git(args: string[]): void {
  const result = spawnSync('git', args, { cwd: project, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
}

function ctsite(args: string[]) {
  const result = spawnSync(process.execPath, [join(project, 'bin/ctsite.js'), 'build', ...args], { cwd: project, encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, stderr: result.stderr };
}

/**
 * What a folder holds, all the way down; the project's node_modules link is listed but not walked: a guard that
 * failed would remove the link, and the tree behind it is the checkout's, written to by other test runs.
 */
const listing = async (dir: string) => (await readdir(dir, { recursive: true })).filter((name) => !name.startsWith('node_modules/')).sort();

describe('ctsite build --out never destroys what ctsite did not write', () => {
  it('a folder of someone else\'s: exit 2, one line naming it and what is in it and --force, nothing deleted', async () => {
    const x = join(project, 'x');
    await mkdir(x);
    await writeFile(join(x, 'thesis.txt'), 'hi\n');
    const refused = ctsite(['--out', 'x']);
    expect(refused.status).toBe(2);
    const [first] = refused.stderr.split('\n');
    expect(first).toContain(x);
    expect(first).toContain('thesis.txt');
    expect(refused.stderr).toContain('--force');
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    expect(await listing(x)).toEqual(['thesis.txt']);
  });

  it('the project\'s own folders, the data, the project and the file-system root: refused, also with --force', async () => {
    for (const out of ['client', 'public', 'test', 'bin', 'scripts', 'src', 'templates', 'data', '.', '..', '/']) {
      for (const force of [[], ['--force']]) {
        const before = out === '/' || out === '..' ? [] : await listing(join(project, out));
        const refused = ctsite(['--out', out, ...force]);
        expect(refused.status, `${out} ${force.join('')}`).toBe(2);
        expect(refused.stderr, out).toContain('Refusing to replace');
        expect(refused.stderr, out).not.toMatch(/EBUSY|\n\s+at /);
        if (before.length > 0) expect(await listing(join(project, out)), out).toEqual(before);
      }
    }
  });

  it('--force: replaces a folder of untracked files, never one holding a file git tracks', async () => {
    const tracked = ctsite(['--out', 'docs', '--force']);
    expect(tracked.status).toBe(2);
    expect(tracked.stderr).toContain('tracked by git');
    expect(await listing(join(project, 'docs'))).toEqual(['notes.md']);

    const scratch = join(project, 'scratch');
    await mkdir(scratch);
    await writeFile(join(scratch, 'old.txt'), 'old');
    const forced = ctsite(['--out', 'scratch', '--force']);
    expect(forced.status, forced.stderr).toBe(0);
    expect(existsSync(join(scratch, 'old.txt'))).toBe(false);
    expect(existsSync(join(scratch, OUTPUT_STATE_FILE))).toBe(true);
    // From now on the folder is ctsite's: no --force needed.
    expect(ctsite(['--out', 'scratch']).status).toBe(0);
  }, 120_000);

  it('a file given as --out: exit 2, the file left as it was', async () => {
    await writeFile(join(project, 'notes.txt'), 'keep me');
    const refused = ctsite(['--out', 'notes.txt']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('is a file');
  });
});
