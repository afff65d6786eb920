import { execFile } from 'node:child_process';
import { cp, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src/serve/index.ts';
import type { LiveMessage } from '../../src/serve/live-reload.ts';
import { FIXTURE_DATA } from '../helpers/fixture.ts';
import { startWatchedPreview, type WatchedPreview } from '../helpers/watched-preview.ts';

const run = promisify(execFile);
let preview: WatchedPreview;
let root = '';
let server: RunningServer;
let messages: LiveMessage[] = [];
let logger: WatchedPreview['logger'];

/** A project of its own: data and public/ copied (the test saves into them), the rest linked. */
beforeAll(async () => {
  preview = await startWatchedPreview({
    copy: ['data', 'public'],
    // The small fixture site for data: what is watched is the saving, not the site. Hull's summary carries a
    // numbered mark; each save moves it on by one.
    prepare: async (project) => {
      await rm(join(project, 'data'), { recursive: true });
      await cp(FIXTURE_DATA.small, join(project, 'data'), { recursive: true });
      const file = join(project, 'data/locations.json');
      await writeFile(file, (await readFile(file, 'utf8')).replace(/("summary": "[^"]*)"/, '$1 save-mark-0"'));
    },
  });
  ({ root, server, messages, logger } = preview);
}, 120_000);
afterAll(async () => {
  await preview.close();
});

async function fetchText(path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, body: await response.text() };
}

/**
 * Saves with `save`, then waits (at most 15 s) for a live-reload message and for the rebuilds to
 * finish. Returns how many rebuilds the save caused.
 */
async function saveAndWait(save: () => Promise<unknown>): Promise<number> {
  const count = messages.length;
  const rebuilds = () => logger.lines.filter((line) => line.startsWith('Rebuilt after ')).length;
  const before = rebuilds();
  await save();
  for (let tries = 0; tries < 300 && messages.length <= count; tries += 1) await new Promise((done) => setTimeout(done, 50));
  if (messages.length <= count) throw new Error(`no rebuild within 15 s of the save:\n${logger.lines.slice(-5).join('\n')}`);
  await server.settled();
  return rebuilds() - before;
}

/** The file every save style saves; Hull's summary in it ends with the current mark. */
const locations = () => join(root, 'data/locations.json');
let mark = 0;

/** The ways editors and tools save a file, each given the file and its new text. */
const saveStyles: Record<string, (file: string, text: string) => Promise<unknown>> = {
  // The reproduction: GNU sed writes a temporary file beside it and renames it over.
  'sed -i (temporary file renamed over)': (file) => run('sed', ['-i', `s/save-mark-${mark}/save-mark-${mark + 1}/`, file]),
  // JetBrains IDEs ("safe write"): the new text to x___jb_tmp___, x to x___jb_old___, the temporary file to x.
  'write a temporary file, rename over (JetBrains)': async (file, text) => {
    await writeFile(`${file}___jb_tmp___`, text);
    await rename(file, `${file}___jb_old___`);
    await rename(`${file}___jb_tmp___`, file);
    await rm(`${file}___jb_old___`);
  },
  // vim (backupcopy=auto): a write test file, the old file renamed to a backup, a new file, the backup removed.
  'rename to a backup, write anew (vim)': async (file, text) => {
    await writeFile(join(root, 'data/4913'), '');
    await rm(join(root, 'data/4913'));
    await rename(file, `${file}~`);
    await writeFile(file, text);
    await rm(`${file}~`);
  },
  'in place (truncate and write)': (file, text) => writeFile(file, text),
  'copy over (cp)': async (file, text) => {
    const source = join(root, 'copy-source.json');
    await writeFile(source, text);
    await run('cp', [source, file]);
  },
  'delete, then create': async (file, text) => {
    await rm(file);
    await writeFile(file, text);
  },
  // A slow writer: chokidar drops a second event within 50 ms of the first, so the watcher must look again.
  'in place in two writes 30 ms apart': async (file, text) => {
    const handle = await open(file, 'w');
    await handle.write(text.slice(0, text.length / 2));
    await new Promise((done) => setTimeout(done, 30));
    await handle.write(text.slice(text.length / 2));
    await handle.close();
  },
};

describe('ctsite serve notices every save', () => {
  for (const [style, save] of Object.entries(saveStyles)) {
    it(`${style}, three times in a row: each save rebuilds and the page shows it`, async () => {
      const logStart = logger.lines.length;
      for (let time = 0; time < 3; time += 1) {
        const next = mark + 1;
        const text = (await readFile(locations(), 'utf8')).replace(`save-mark-${mark}"`, `save-mark-${next}"`);
        expect(text, 'the mark is in the data').toContain(`save-mark-${next}`);
        const rebuilds = await saveAndWait(() => save(locations(), text));
        expect(rebuilds, `save ${time + 1}`).toBeGreaterThanOrEqual(1);
        const page = (await fetchText('/commercial-electrician-hull/')).body;
        expect(page, `save ${time + 1}`).toContain(`save-mark-${next}`);
        expect(page).not.toMatch(new RegExp(`save-mark-${mark}\\b`));
        mark = next;
      }
      // This save style's own lines: one test's stray rebuild is its failure alone.
      expect(logger.lines.slice(logStart).join('\n')).not.toMatch(/Rebuilt after [^:]*(___jb_|~|4913|\/sed)/);
    }, 60_000);
  }

  it('a new file in a new subfolder is served; saves to it are noticed; once deleted it is gone', async () => {
    const file = join(root, 'public/docs/guides/note.txt');
    await saveAndWait(async () => {
      await mkdir(join(root, 'public/docs/guides'), { recursive: true });
      await writeFile(file, 'first note');
    });
    expect(await fetchText('/docs/guides/note.txt')).toEqual({ status: 200, body: 'first note' });
    await saveAndWait(() => writeFile(file, 'second note'));
    expect((await fetchText('/docs/guides/note.txt')).body).toBe('second note');
    await saveAndWait(() => rm(file));
    expect((await fetchText('/docs/guides/note.txt')).status).toBe(404);
  }, 60_000);
});
