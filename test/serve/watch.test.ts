import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/serve/index.ts';
import { EVENTS_PATH, type LiveMessage } from '../../src/serve/live-reload.ts';
import { startWatchedPreview, type WatchedPreview } from '../helpers/watched-preview.ts';

let preview: WatchedPreview;
let root = '';
let server: RunningServer;
let messages: LiveMessage[] = [];
let logger: WatchedPreview['logger'];

/** A project of its own: data and templates copied (the test edits them), the rest linked. */
beforeAll(async () => {
  preview = await startWatchedPreview({ copy: ['data', 'templates'] });
  ({ root, server, messages, logger } = preview);
}, 60_000);
afterAll(async () => {
  await preview.close();
});

async function fetchText(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: await response.text() };
}

/** Waits (boundedly) for the next message after `count` messages. */
async function nextMessage(count: number): Promise<LiveMessage> {
  for (let tries = 0; tries < 200 && messages.length <= count; tries += 1) await new Promise((done) => setTimeout(done, 50));
  await server.settled();
  const message = messages[count];
  if (!message) throw new Error('no live-reload message within 10 s');
  return message;
}

describe('ctsite serve in watch mode', () => {
  it('injects the live-reload client into served pages only, never into dist/', async () => {
    expect((await fetchText('/')).body).toContain(EVENTS_PATH);
    expect(await readFile(join(root, 'dist/index.html'), 'utf8')).not.toContain(EVENTS_PATH);
  });

  it('rebuilds on a data edit and reloads open pages', async () => {
    const count = messages.length;
    const file = join(root, 'data/locations.json');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/"summary": "([^"]*)"/, '"summary": "$1 Edited in the watch test."'));
    expect(await nextMessage(count)).toEqual({ type: 'reload' });
    expect((await fetchText('/commercial-electrician-hull/')).body).toContain('Edited in the watch test.');
    expect(logger.lines.join('\n')).toMatch(/Rebuilt after data\/locations\.json: \d+ of the pages rendered again, \d+ files changed in \d+ ms\./);
  }, 30_000);

  it("renders only what a data edit affects, even when the editor's backup file comes and goes", async () => {
    const count = messages.length;
    const lines = logger.lines.length;
    const file = join(root, 'data/locations.json');
    const text = await readFile(file, 'utf8');
    // As vim saves: the old file moved to a backup, the new one written, the backup removed.
    await writeFile(`${file}~`, text);
    await writeFile(file, text.replace(/"summary": "([^"]*)"/, '"summary": "$1 Saved as vim saves."'));
    await rm(`${file}~`);
    expect(await nextMessage(count)).toEqual({ type: 'reload' });
    const logged = logger.lines.slice(lines).join('\n');
    expect(logged).toMatch(/^Rebuilt after data\/locations\.json: \d+ of the pages rendered again, /m);
    expect(logged).not.toContain('locations.json~');
  }, 30_000);

  it('shows "Unexpected Application Error!" while the data is broken, and the site again once fixed', async () => {
    const file = join(root, 'data/company.json');
    const good = await readFile(file, 'utf8');
    let count = messages.length;
    await writeFile(file, good.replace('"name"', '"name":'));
    expect(await nextMessage(count)).toEqual({ type: 'reload' });
    const failing = await fetchText('/services/');
    expect(failing.status).toBe(500);
    expect(failing.body).toContain('<title>Unexpected Application Error!</title>');
    expect(failing.body).toMatch(/data\/company\.json:\d+:\d+: invalid JSON at line/);
    expect(await readFile(join(root, 'dist/services/index.html'), 'utf8')).toContain('<h1'); // the last good output stays
    count = messages.length;
    await writeFile(file, good);
    expect(await nextMessage(count)).toEqual({ type: 'reload' });
    expect((await fetchText('/services/')).status).toBe(200);
  }, 30_000);

  it("rebuilds the whole site after a save to a template's code, and reloads open pages", async () => {
    const count = messages.length;
    const lines = logger.lines.length;
    const file = join(root, 'templates/components/stars.tsx');
    await writeFile(file, await readFile(file, 'utf8'));
    expect(await nextMessage(count)).toEqual({ type: 'reload' });
    expect(logger.lines.slice(lines).join('\n')).toMatch(/^Rebuilt after templates\/components\/stars\.tsx: a whole build \(templates\/components\/stars\.tsx changed\), \d+ files changed/m);
    expect((await fetchText('/services/')).status).toBe(200);
  }, 60_000);

  it('swaps the stylesheet without a reload after a CSS-only change', async () => {
    const count = messages.length;
    const file = join(root, 'templates/styles/site.css');
    await writeFile(file, `${await readFile(file, 'utf8')}\n.watch-test-rule { outline-offset: 7px; }\n`);
    const message = await nextMessage(count);
    expect(message.type).toBe('css');
    const href = message.type === 'css' ? message.href : '';
    expect(href).toMatch(/^\/assets\/site\.[0-9a-f]{10}\.css$/);
    expect((await fetchText(href)).body).toContain('.watch-test-rule');
  }, 30_000);
});
