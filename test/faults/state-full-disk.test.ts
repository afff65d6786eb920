import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';

/**
 * The build's state written on a disk with less room than it needs: a small tmpfs in a mount namespace of the
 * test's own, filled until a few kilobytes are left. There write() puts down what fits and reports a short count
 * without an error; the state must then fail to be written, never be renamed in torn.
 */
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ctsite-state-disk-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const scenario = `
  const { existsSync, readdirSync, statfsSync, writeFileSync } = await import('node:fs');
  const [disk, module] = process.argv.slice(1);
  const { writeOutputState } = await import(module);
  const free = statfsSync(disk);
  writeFileSync(disk + '/ballast', Buffer.alloc(free.bavail * free.bsize - 12 * 1024));
  const files = {};
  for (let n = 0; n < 2000; n += 1) files['services/page-' + n + '/index.html'] = { size: 1000 + n, mtimeMs: 1767225600000 + n, hash: 'd41d8cd98f00b204e9800998ecf8427e' };
  const outcome = await writeOutputState(disk, { version: 1, files }).then(() => 'written', (error) => error.code);
  console.log(JSON.stringify({ outcome, left: readdirSync(disk).filter((name) => name !== 'ballast') }));
`;

describe('the build state on a disk that fills while it is written', () => {
  it('fails with ENOSPC and leaves no state, torn or temporary, behind', async (context) => {
    const disk = join(dir, 'disk');
    await mkdir(disk);
    const run = spawnSync(
      'unshare',
      ['--mount', '--map-root-user', 'sh', '-c', 'mount -t tmpfs -o size=1m tmpfs "$1" && shift && exec "$@"', 'sh', disk, process.execPath, '--input-type=module', '-e', scenario, '--', disk, join(projectRoot, 'src/output/state.ts')],
      { cwd: projectRoot, encoding: 'utf8', timeout: 60_000 },
    );
    if (run.status !== 0 && /unshare|mount/.test(run.stderr) && !run.stdout) context.skip(`no mount namespace here: ${run.stderr.trim()}`);
    expect(run.status, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}')).toEqual({ outcome: 'ENOSPC', left: [] });
  });
});
