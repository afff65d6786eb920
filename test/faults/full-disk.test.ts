import { spawnSync } from 'node:child_process';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

/**
 * A build on a disk that fills up: a real, small file system (tmpfs, 96 MB: room for the output and a
 * staging copy of the small fixture site), mounted in a mount namespace of the test's own (`unshare`), where a whole
 * build, one that fails when a large file leaves too little room, and the next one once the file is
 * gone run as a user runs them.
 */
let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
});
afterAll(async () => {
  await fixture.cleanup();
});

const scenario = `
  import { spawnSync } from 'node:child_process';
  import { readdirSync, readFileSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
  const [disk, dataDir, bin] = process.argv.slice(1);
  const out = disk + '/dist';
  const build = () => spawnSync(process.execPath, [bin, 'build', '--out', out, '--data', dataDir], { encoding: 'utf8', env: { ...process.env, SOURCE_DATE_EPOCH: '1767225600' } });
  const company = dataDir + '/company.json';
  const original = readFileSync(company, 'utf8');
  const first = build();
  writeFileSync(company, original.replace('01632 960 123', '01632 960 124'));
  const free = statfsSync(disk);
  writeFileSync(disk + '/ballast', Buffer.alloc(free.bavail * free.bsize - 10 * 1024 * 1024));
  const full = build();
  rmSync(disk + '/ballast');
  const home = readFileSync(out + '/index.html', 'utf8');
  const beside = readdirSync(disk).filter((name) => name !== 'ballast');
  writeFileSync(company, original);
  const next = build();
  console.log(JSON.stringify({ first: first.status, full: { status: full.status, stderr: full.stderr }, oldPhoneKept: home.includes('01632 960 123'), beside, next: { status: next.status, stdout: next.stdout } }));
`;

describe('a build on a full disk', () => {
  it('exits 1 naming the full disk, leaves the previous output whole and nothing beside it; the next build, with room again, succeeds', async (context) => {
    const disk = join(fixture.dir, 'disk');
    await mkdir(disk);
    const run = spawnSync(
      'unshare',
      ['--mount', '--map-root-user', 'sh', '-c', 'mount -t tmpfs -o size=96m tmpfs "$1" && shift && exec "$@"', 'sh', disk, process.execPath, '--input-type=module', '-e', scenario, '--', disk, fixture.dataDir, join(projectRoot, 'bin/ctsite.js')],
      { cwd: projectRoot, encoding: 'utf8', timeout: 240_000 },
    );
    if (run.status !== 0 && /unshare|mount/.test(run.stderr) && !run.stdout) context.skip(`no mount namespace here: ${run.stderr.trim()}`);
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as { first: number; full: { status: number; stderr: string }; oldPhoneKept: boolean; beside: string[]; next: { status: number; stdout: string } };
    expect(result.first).toBe(0);
    expect(result.full.status).toBe(1);
    expect(result.full.stderr).toContain('The output could not be written');
    expect(result.full.stderr).toContain('no space left on the device');
    expect(result.full.stderr).not.toMatch(/\n\s+at /);
    expect(result.oldPhoneKept).toBe(true);
    expect(result.beside).toEqual(['dist']);
    expect(result.next.status).toBe(0);
    expect(result.next.stdout).toContain('(0 changed)');
  }, 240_000);
});
