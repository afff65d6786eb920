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

describe('ctsite CLI', () => {
  it('prints --version and --help for every command', () => {
    expect(ctsite(['--version']).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    for (const command of ['build', 'serve', 'check', 'report']) {
      const help = ctsite([command, '--help']);
      expect(help.status).toBe(0);
      expect(help.stdout).toContain(`Usage: ctsite ${command}`);
    }
  });

  it('renders with the young generation capped however it is started, in the same process; other commands start once', () => {
    // Prints, as the process ends, its PID and the V8 flags it runs with.
    const report = `--import=data:text/javascript,process.on('exit',()=>process.stderr.write('\\n'+JSON.stringify([process.pid,process.execArgv])))`;
    const started = (args: string[], env: NodeJS.ProcessEnv = {}) => {
      const result = spawnSync(process.execPath, [report, join(projectRoot, 'bin/ctsite.js'), ...args], { cwd: projectRoot, encoding: 'utf8', timeout: 60_000, env: { ...process.env, ...env } });
      expect(result.status, result.stderr).toBe(0);
      const [pid, flags] = JSON.parse(result.stderr.trim().split('\n').at(-1) ?? '') as [number, string[]];
      return { samePid: pid === result.pid, flags: flags.filter((flag) => flag !== report) };
    };
    expect(started(['build', '--help'])).toEqual({ samePid: true, flags: ['--max-semi-space-size=8'] });
    expect(started(['--verbose', 'serve', '--help'])).toEqual({ samePid: true, flags: ['--max-semi-space-size=8'] });
    expect(started(['check', '--help'])).toEqual({ samePid: true, flags: [] });
    // A size the user chose is kept, on the command line or in NODE_OPTIONS.
    expect(started(['build', '--help'], { NODE_OPTIONS: '--max-semi-space-size=32' })).toEqual({ samePid: true, flags: [] });
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
      const refused = ctsite(['build', '--out', '.']);
      expect(refused.status).toBe(2);
      expect(refused.stderr).toContain('Refusing to replace that output folder');
      expect(refused.stderr).not.toMatch(/\n\s+at /);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
