import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';
import { realSiteDir } from '../helpers/site.ts';

let holder: Server;
let port = 0;
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ctsite-port-'));
  holder = createServer();
  await new Promise<void>((done) => holder.listen(0, '127.0.0.1', done));
  port = (holder.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((done) => holder.close(done));
  await rm(dir, { recursive: true, force: true });
});

const serveOn = (args: string[]) =>
  spawnSync(process.execPath, [join(projectRoot, 'bin/ctsite.js'), 'serve', '--port', String(port), ...args], { cwd: projectRoot, encoding: 'utf8', timeout: 120_000 });

describe('ctsite serve on a port in use', () => {
  it('says so in one line with the fix before building anything, and exits 2', () => {
    const out = join(dir, 'site');
    const result = serveOn(['--dir', out]);
    expect(result.status, result.stderr).toBe(2);
    expect(result.stderr).toContain(`Port ${port} on 127.0.0.1 is in use`);
    expect(result.stderr).toContain('--port 0');
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(out), 'the site was built first').toBe(false);
  });

  it('says the same without watching', () => {
    const result = serveOn(['--dir', realSiteDir(), '--no-watch']);
    expect(result.status, result.stderr).toBe(2);
    expect(result.stderr).toContain(`Port ${port} on 127.0.0.1 is in use`);
  });
});
