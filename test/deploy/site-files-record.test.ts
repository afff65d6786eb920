import { mkdir, mkdtemp, rename, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/index.ts';
import { RACY_FOLDER_MS, readOutputState, recordFolders, type OutputState } from '../../src/build/output-state.ts';
import { updateOutput } from '../../src/build/update-output.ts';
import { listPublishableFiles } from '../../src/deploy/publishable-files.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

let fixture: Awaited<ReturnType<typeof createFixture>>;
let built: OutputState;
beforeAll(async () => {
  fixture = await createFixture();
  await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir, env: { SOURCE_DATE_EPOCH: '1767225600' } });
  // Past the racy window, as any deploy that follows a build by more than a blink is.
  await new Promise((resolve) => setTimeout(resolve, RACY_FOLDER_MS));
  built = (await readOutputState(fixture.outDir)).state as OutputState;
});
afterAll(async () => {
  await fixture.cleanup();
});

describe("the deploy's walk of a built site, trusting the build's record of its folders", () => {
  it('finds exactly what reading every folder finds, on a fresh build (the build records every file it puts in a folder)', async () => {
    expect(Object.keys(built.folders ?? {}).length).toBeGreaterThan(600);
    expect(await listPublishableFiles(fixture.outDir, built)).toEqual(await listPublishableFiles(fixture.outDir));
  });

  it('finds what was added, removed, renamed or replaced by a link behind the build, in any folder', async () => {
    const dir = fixture.outDir;
    // Pages of the built site in folders the build recorded (the others are read anyway), whatever their names.
    const folder = (page: string) => page.replace('/index.html', '');
    const pages = Object.keys(built.files).filter((file) => file.endsWith('/index.html') && built.folders?.[folder(file)] !== undefined);
    const [extra, removed, renamed, linked, saved] = pages.slice(-5) as [string, string, string, string, string];
    await writeFile(join(dir, folder(extra), 'extra.html'), '<!doctype html><title>Extra</title>');
    await rm(join(dir, removed));
    await rename(join(dir, renamed), join(dir, folder(renamed), 'list.html'));
    await mkdir(join(dir, folder(saved), 'notes'));
    await writeFile(join(dir, folder(saved), 'notes/index.html'), 'x');
    await rm(join(dir, linked));
    await symlink('/etc/hostname', join(dir, linked));
    // An editor's save: written beside the file and renamed over it.
    await writeFile(join(dir, `${saved}.swp`), 'x');
    await rename(join(dir, `${saved}.swp`), join(dir, saved));
    const trusted = await listPublishableFiles(dir, built);
    expect(trusted).toEqual(await listPublishableFiles(dir));
    expect(trusted.files).toEqual(expect.arrayContaining([`${folder(extra)}/extra.html`, `${folder(renamed)}/list.html`, `${folder(saved)}/notes/index.html`, saved]));
    expect(trusted.files).not.toContain(removed);
    expect(trusted.files).not.toContain(renamed);
    expect(trusted.skipped).toContainEqual(expect.objectContaining({ file: linked, reason: 'symlink' }));
  });

  it('does not record a folder changed too recently to tell a later change from it, and does record an older one', async () => {
    const root = await mkdtemp(join(tmpdir(), 'ctsite-racy-'));
    try {
      await mkdir(join(root, 'fresh'));
      await mkdir(join(root, 'settled'));
      const before = new Date(Date.now() - 10 * RACY_FOLDER_MS);
      await utimes(join(root, 'settled'), before, before);
      const records = await recordFolders(root, ['fresh', 'settled']);
      expect(Object.keys(records)).toEqual(['settled']);
      expect(records.settled).toBe(before.getTime());
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("forgets the folders' record on a partial rebuild of ctsite serve, which changes folders in place", async () => {
    await updateOutput(fixture.outDir, { write: new Map([['about/index.html', '<!doctype html><title>About us</title>']]), remove: [] });
    const state = (await readOutputState(fixture.outDir)).state;
    expect(state?.files['about/index.html']).toBeDefined();
    expect(state?.folders).toBeUndefined();
  });
});
