// npm run check:links-outside [-- --dir <folder>]: linkinator, an outside opinion on the built site's
// internal links, beside `ctsite check`'s own links gate (docs/ci.md). It serves the folder (default dist)
// as the host would, with `ctsite serve --no-watch` on a free loopback port, crawls it from `/` following
// every internal link, checks each link's #anchor on the page it opens, and prints every broken link with the
// page that links to it. External hosts are skipped, so it stays offline. Exit 0 when every link works, 1 when
// one is broken, 2 on a usage mistake; the server is stopped whatever happens.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { LinkChecker } from 'linkinator';

const root = fileURLToPath(new URL('..', import.meta.url));
/** A server that has not said where it listens by then is not going to. */
const START_TIMEOUT_MS = 30_000;

let dir;
try {
  ({ values: { dir } } = parseArgs({ options: { dir: { type: 'string', default: 'dist' } } }));
} catch (error) {
  console.error(`${error.message}\nUsage: npm run check:links-outside [-- --dir <built site folder>]`);
  process.exit(2);
}

/** `ctsite serve --no-watch` on the folder, and its URL once it listens. */
async function startServer() {
  const child = spawn(process.execPath, [fileURLToPath(new URL('../bin/ctsite.js', import.meta.url)), 'serve', '--dir', resolve(dir), '--port', '0', '--no-watch'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let said = '';
  child.stderr.setEncoding('utf8').on('data', (chunk) => (said += chunk));
  child.stdout.setEncoding('utf8');
  const url = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`ctsite serve did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    child.stdout.on('data', (chunk) => {
      said += chunk;
      const found = /http:\/\/127\.0\.0\.1:\d+/.exec(said);
      if (found) {
        clearTimeout(timer);
        resolve(found[0]);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`ctsite serve ended (exit ${code}) before it listened:\n${said.trim()}`));
    });
  });
  return { child, url };
}

async function stopServer(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

const started = performance.now();
let server;
let exitCode;
try {
  server = await startServer();
  const origin = new URL(server.url).origin;
  const pages = new Set();
  const checker = new LinkChecker();
  checker.on('pagestart', (url) => pages.add(String(url)));
  const result = await checker.check({
    path: `${origin}/`,
    recurse: true,
    checkFragments: true,
    // Internal links only: another site's answer is `ctsite check --external`'s business, on a schedule.
    linksToSkip: async (link) => !link.startsWith(`${origin}/`),
    // A query changes nothing a static host serves: the quote links' `/contact/?service=…&town=…#quote`
    // (docs/decisions.md#quote-links) open /contact/ at #quote. Checked as that address, rather than crawling the
    // contact page once more for each of some 700 queries, which took twice as long.
    urlRewriteExpressions: [{ pattern: /\?[^#]*/, replacement: '' }],
    // The preview server is one process on a shared machine: a handful at a time checks the real site as fast.
    concurrency: 16,
    timeout: 10_000,
  });
  const path = (url) => (url?.startsWith(origin) ? url.slice(origin.length) : url);
  const answers = result.links.filter((link) => link.state === 'BROKEN');
  const checked = result.links.filter((link) => link.state !== 'SKIPPED').length;
  // linkinator also reads the not-found page it was answered with, whose own links (its skip link, `#main`)
  // then point back at the missing address: each missing address is told once, from the pages that exist.
  const missing = new Set(answers.filter((link) => !(link.status >= 200 && link.status < 300)).map((link) => link.url.split('#')[0]));
  const broken = answers.filter((link) => !missing.has(link.parent?.split('#')[0]));
  for (const link of broken) {
    const why = (link.failureDetails ?? []).map((detail) => (detail instanceof Error ? detail.message : '')).find(Boolean);
    console.log(`broken: ${path(link.url)} (${link.status || 'no answer'}${why ? `: ${why}` : ''}) linked from ${path(link.parent) ?? 'the start'}`);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`linkinator: ${checked} internal links on ${pages.size} pages, ${broken.length} broken (${seconds} s)`);
  exitCode = answers.length === 0 ? 0 : 1;
} catch (error) {
  console.error(`linkinator could not check ${dir}: ${error.message}`);
  exitCode = 1;
} finally {
  if (server) await stopServer(server.child);
}
process.exit(exitCode);
