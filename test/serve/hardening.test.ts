import { spawn } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serve, type RunningServer } from '../../src/serve/index.ts';
import { projectRoot } from '../helpers/fixture.ts';
import { realSiteDir } from '../helpers/site.ts';

let dir = '';
let site = '';
let server: RunningServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ctsite-hardening-'));
  site = join(dir, 'dist');
  await cp(realSiteDir(), site, { recursive: true });
  await writeFile(join(dir, 'secret.txt'), 'outside the site');
  await symlink(join(dir, 'secret.txt'), join(site, 'leak.txt'));
  await symlink(dir, join(site, 'parent'));
  await mkdir(join(site, 'empty-folder'));
  await writeFile(join(site, '.env'), 'SECRET=1');
  await mkdir(join(site, '.well-known'));
  await writeFile(join(site, '.well-known/security.txt'), 'Contact: mailto:security@example.com');
  server = await serve({ dir: site, port: 0, watch: false });
}, 60_000);
afterAll(async () => {
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

function get(path: string): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request({ host: '127.0.0.1', port: server.port, path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('ctsite serve hardening', () => {
  it('never follows a symlink out of the site folder', async () => {
    for (const path of ['/leak.txt', '/parent/secret.txt', '/parent/']) {
      const response = await get(path);
      expect([400, 404], path).toContain(response.status);
      expect(response.body).not.toContain('outside the site');
    }
  });

  it('serves no dotfile (the build state, a stray .env), only .well-known/', async () => {
    for (const path of ['/.ctsite-output.json', '/.env', '/assets/.env']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).not.toContain('SECRET');
      expect(response.body).not.toContain('ctsite"');
    }
    expect((await get('/.well-known/security.txt')).body).toContain('Contact:');
  });

  it('lists no directories', async () => {
    for (const path of ['/assets/', '/empty-folder/', '/empty-folder']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.body).toContain('Page Under Development');
    }
  });

  it('answers every request correctly under load on loopback, while the site is rebuilt into its folder', async () => {
    const paths = ['/', '/services/', '/services/emergency-exit-lighting/goole/', '/commercial-electrician-hull/', '/contact/', '/sitemap.xml'];
    const failures: string[] = [];
    const load = new Promise<autocannon.Result>((done, fail) => {
      const instance = autocannon(
        { url: server.url, connections: 50, duration: 5, requests: paths.map((path) => ({ method: 'GET', path })) },
        (error, result) => (error ? fail(error) : done(result)),
      );
      instance.on('reqError', (error: Error) => failures.push(error.message));
    });
    // Two full rebuilds by the CLI, in their own process as an editor or CI would run them, swap the
    // folder while the load runs.
    for (let round = 0; round < 2; round += 1) {
      const code = await new Promise<number | null>((done) => {
        const rebuild = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), 'build', '--out', site], {
          cwd: projectRoot,
          env: { ...process.env, SOURCE_DATE_EPOCH: String(1767225600 + round) },
          stdio: 'ignore',
        });
        rebuild.on('exit', done);
      });
      expect(code).toBe(0);
    }
    const result = await load;
    expect(failures.slice(0, 3)).toEqual([]);
    expect(result.errors).toBe(0);
    expect(result.timeouts).toBe(0);
    expect(result.non2xx).toBe(0);
    // The load ran (how many requests it managed is a speed, measured by benchmarks, not asserted here).
    expect(result.requests.total).toBeGreaterThan(0);
  }, 60_000);
});
