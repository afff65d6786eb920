import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './helpers/fixture.ts';

function ctsite(args: string[]) {
  const result = spawnSync(process.execPath, [join(projectRoot, 'bin/ctsite.js'), ...args], { cwd: projectRoot, encoding: 'utf8', timeout: 120_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A Node on the machine older than 22.12 (Debian's is 20), outside node_modules, if there is one. */
function olderNode(): string | undefined {
  const onPath = spawnSync('which', ['-a', 'node'], { encoding: 'utf8' }).stdout?.split('\n') ?? [];
  for (const node of new Set([...onPath, '/usr/bin/node', '/usr/local/bin/node'].filter(Boolean))) {
    if (!existsSync(node) || node.includes('node_modules')) continue;
    const [major = 0, minor = 0] = spawnSync(node, ['-p', 'process.versions.node'], { encoding: 'utf8' }).stdout.trim().split('.').map(Number);
    if (major < 22 || (major === 22 && minor < 12)) return node;
  }
  return undefined;
}

describe('ctsite CLI', () => {
  it('prints --version and --help for every command', () => {
    expect(ctsite(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    for (const command of ['build', 'serve', 'check', 'report']) {
      const help = ctsite([command, '--help']);
      expect(help.status).toBe(0);
      expect(help.stdout).toContain(`Usage: ctsite ${command}`);
    }
  });

  it('on a Node older than 22.12, says in one line how to run it instead, and exits 1', async () => {
    const older = olderNode();
    if (!older) return void expect.soft(older, 'no Node older than 22.12 on this machine: not tested').toBeDefined();
    const dir = await mkdtemp(join(tmpdir(), 'ctsite-cli-'));
    try {
      const result = spawnSync(older, [join(projectRoot, 'bin/ctsite.js'), 'build', '--out', join(dir, 'out')], { cwd: projectRoot, encoding: 'utf8', timeout: 60_000 });
      expect(result.status).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toMatch(/^ctsite needs Node\.js 22\.12 or newer \(this is v\d+\.\d+\.\d+\)\. Run it through npm \(npm run build\).* node_modules\/\.bin\/node bin\/ctsite\.js build --out \S+\n$/);
      expect(existsSync(join(dir, 'out'))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('exits 2 on a usage error', () => {
    expect(ctsite(['build', '--no-such-flag']).status).toBe(2);
    expect(ctsite(['serve', '--port', 'eighty']).status).toBe(2);
    expect(ctsite(['frobnicate']).status).toBe(2);
    expect(ctsite(['report', '--format', 'xml']).status).toBe(2);
  });

  it('builds with a summary and exits 0; exits 2 without a stack trace when refusing an output folder', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'ctsite-cli-'));
    try {
      const ok = ctsite(['build', '--out', join(dir, 'out'), '--site-url', 'https://staging.example.com']);
      expect(ok.status, ok.stderr).toBe(0);
      expect(ok.stdout).toMatch(/Built \d+ pages and \d+ redirects: \d+ files \(\d+ changed\), [\d.]+ MB in [\d.]+ s\./);
      const dry = ctsite(['build', '--dry-run', '--out', join(dir, 'dry')]);
      expect(dry.status, dry.stderr).toBe(0);
      expect(existsSync(join(dir, 'dry'))).toBe(false);
      // It counts what a build writes, keeping none of it, and says so: nothing "changed" (issue 50).
      const counts = (stdout: string) => /Built (\d+) pages and (\d+) redirects: (?:would write )?(\d+) files/.exec(stdout)?.slice(1);
      expect(counts(dry.stdout)).toEqual(counts(ok.stdout));
      expect(dry.stdout).toMatch(new RegExp(`Built \\d+ pages and \\d+ redirects: would write \\d+ files, [\\d.]+ MB, to ${join(dir, 'dry')}; nothing written there, in [\\d.]+ s\\.`));
      expect(dry.stdout).not.toContain('changed');
      const refused = ctsite(['build', '--out', '.']);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('Refusing to replace that output folder');
      expect(refused.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});

describe('--verbose', () => {
  it("shows a failure's stack in the TypeScript sources (src/….ts), not in the compiled lib/; without it, no stack (issue 50)", () => {
    const missing = join(tmpdir(), 'ctsite-no-such-data-folder');
    const verbose = ctsite(['--verbose', 'build', '--dry-run', '--data', missing]);
    expect(verbose.status).toBe(1);
    const frames = verbose.stderr.split('\n').filter((line) => /^\s+at /.test(line));
    expect(frames.length, verbose.stderr).toBeGreaterThan(0);
    expect(frames[0]).toMatch(/\(.*\/src\/errors\/[\w-]+\.ts:\d+:\d+\)$/);
    expect(verbose.stderr).toMatch(/\/src\/data\/load-data\.ts:\d+:\d+\)/);
    expect(verbose.stderr).not.toContain(join(projectRoot, 'lib/'));
    const quiet = ctsite(['build', '--dry-run', '--data', missing]);
    expect(quiet.status).toBe(1);
    expect(quiet.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('npm run bench -- --help', () => {
  it('prints the usage at the top of scripts/bench.mjs and exits 0 without building or benchmarking anything (issue 50)', () => {
    const started = performance.now();
    const result = spawnSync(process.execPath, [join(projectRoot, 'scripts/bench.mjs'), '--help'], { cwd: projectRoot, encoding: 'utf8', timeout: 30_000 });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^npm run bench \[-- --runs N\]: times fresh builds/);
    for (const flag of ['--against REF', '--scale 10x5', '--serve', '--scale-table', '--sizes', '--deploy']) expect(result.stdout).toContain(flag);
    expect(result.stdout).not.toMatch(/^\/\//m);
    // A run of the bench takes minutes; its usage, well under the time of one build.
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
