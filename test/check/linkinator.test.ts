import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot, smallSiteDir } from '../helpers/fixture.ts';

const SCRIPT = join(projectRoot, 'scripts/linkinator.mjs');
const copies: string[] = [];

/** A copy of the small built site (the shared one is never changed), with `html` added to the end of /about/'s main. */
async function siteWith(html = ''): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'ctsite-linkinator-'));
  copies.push(root);
  const dir = join(root, 'dist');
  await cp(smallSiteDir(), dir, { recursive: true });
  const about = join(dir, 'about/index.html');
  const page = await readFile(about, 'utf8');
  if (!page.includes('</main>')) throw new Error('/about/ has no </main> to plant a link before');
  await writeFile(about, page.replace('</main>', `${html}</main>`));
  return dir;
}

/** `npm run check:links-outside -- --dir <dir>`, as CI runs it: its exit code and what it printed. */
function runLinkinator(dir: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [SCRIPT, '--dir', dir], { cwd: projectRoot, timeout: 120_000 }, (error, stdout, stderr) => {
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : null) : 0, output: stdout + stderr });
    });
  });
}

afterAll(async () => {
  await Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('npm run check:links-outside: linkinator over the site as `ctsite serve --no-watch` serves it (issue 47)', () => {
  it('passes the built site as it is, and fails on a planted broken link or #anchor, naming it and its page', async () => {
    const [clean, brokenLink, brokenAnchor] = await Promise.all([
      siteWith().then(runLinkinator),
      siteWith('<p><a href="/no-such-page/">A page that is not there</a></p>').then(runLinkinator),
      siteWith('<p><a href="/industries/#no-such-group">A group that is not there</a></p>').then(runLinkinator),
    ]);
    expect(clean.code, clean.output).toBe(0);
    expect(clean.output).toMatch(/\b0 broken\b/);

    expect(brokenLink.code, brokenLink.output).toBe(1);
    expect(brokenLink.output).toContain('broken: /no-such-page/ (404) linked from /about/');
    expect(brokenLink.output).toMatch(/\b1 broken\b/);

    expect(brokenAnchor.code, brokenAnchor.output).toBe(1);
    expect(brokenAnchor.output).toMatch(/broken: \/industries\/#no-such-group \(200: Fragment identifier '#no-such-group' not found on page\) linked from \/about\//);
    expect(brokenAnchor.output).toMatch(/\b1 broken\b/);
    // Three crawls of the small site side by side; the time only guards a hang.
  }, 240_000);

  it('says what went wrong when the folder cannot be served, and exits 1', async () => {
    const result = await runLinkinator(join(tmpdir(), 'ctsite-linkinator-no-such-folder'));
    expect(result.code).toBe(1);
    expect(result.output).toContain('linkinator could not check');
  });
});
