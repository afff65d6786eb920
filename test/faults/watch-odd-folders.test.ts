import { cp, readFile, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_DATA } from '../helpers/fixture.ts';
import { startWatchedPreview, type WatchedPreview } from '../helpers/watched-preview.ts';

let preview: WatchedPreview;
beforeAll(async () => {
  preview = await startWatchedPreview({
    copy: ['data'],
    prepare: async (project) => {
      await rm(join(project, 'data'), { recursive: true });
      await cp(FIXTURE_DATA.small, join(project, 'data'), { recursive: true });
    },
  });
}, 120_000);
afterAll(() => preview.close());

const page = async () => (await fetch(`${preview.server.url}/commercial-electrician-hull/`)).text();

/** Sets Hull's summary mark to `mark` in data/locations.json, then waits until the preview shows it (bounded). */
async function saveMark(mark: string): Promise<boolean> {
  const file = join(preview.root, 'data/locations.json');
  await writeFile(file, (await readFile(file, 'utf8')).replace(/("summary": "[^"]*?)( mark-\w+)?"/, `$1 mark-${mark}"`));
  for (let tries = 0; tries < 100; tries += 1) {
    await preview.server.settled();
    if ((await page()).includes(`mark-${mark}`)) return true;
    await new Promise((resume) => setTimeout(resume, 100));
  }
  return false;
}

describe('ctsite serve, its folders replaced or looped', () => {
  it('keeps seeing edits after data/ is moved away and copied back (as a branch switch can do)', async () => {
    expect(await saveMark('before')).toBe(true);
    // `mv data ../data-away; cp -r ../data-away data`: the preview first shows the error of a missing data/.
    const away = `${preview.root}-data-away`;
    await rename(join(preview.root, 'data'), away);
    for (let tries = 0; tries < 100 && (await fetch(`${preview.server.url}/`)).status !== 500; tries += 1) await new Promise((resume) => setTimeout(resume, 100));
    await cp(away, join(preview.root, 'data'), { recursive: true });
    try {
      expect(await saveMark('after'), 'an edit to the new data/ shows').toBe(true);
    } finally {
      await rm(away, { recursive: true, force: true });
    }
  }, 60_000);

  it('stays responsive with symbolic links that loop under data/, and still sees edits', async () => {
    await symlink(join(preview.root, 'data'), join(preview.root, 'data/up'));
    await symlink('.', join(preview.root, 'data/loop'));
    expect(await saveMark('looped')).toBe(true);
    expect(process.memoryUsage().rss, 'memory stays bounded').toBeLessThan(1024 ** 3);
  }, 60_000);
});
