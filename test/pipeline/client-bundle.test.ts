import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleClient } from '../../src/pipeline/client-bundle.ts';
import { projectRoot } from '../helpers/fixture.ts';

let root: string;
let cacheDir: string;

beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'ctsite-client-'));
  cacheDir = join(root, 'cache');
  await cp(join(projectRoot, 'client'), join(root, 'client'), { recursive: true });
  await cp(join(projectRoot, 'tsconfig.json'), join(root, 'tsconfig.json'));
  await cp(join(projectRoot, 'package.json'), join(root, 'package.json'));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const entries = async () => (await readdir(cacheDir)).filter((name) => name.endsWith('.json'));

/** Saves a file as editors do: the new text in a file beside it, renamed over the old one. */
async function saveByRename(path: string, text: string): Promise<void> {
  await writeFile(`${path}.swp`, text);
  await rename(`${path}.swp`, path);
}

describe('the client bundle', () => {
  it('is made once for the same inputs and read back from the cache after that', async () => {
    const first = await bundleClient(root, cacheDir);
    expect(first).toContain('data-');
    const [entry] = await entries();
    expect(entry).toMatch(/^client-[0-9a-f]{32}\.json$/);
    // A hit returns what the entry holds, without bundling: an entry changed by hand shows it.
    const path = join(cacheDir, entry as string);
    const cached = JSON.parse(await readFile(path, 'utf8')) as { code: string };
    await writeFile(path, JSON.stringify({ ...cached, code: `${cached.code}/*from the cache*/` }));
    expect(await bundleClient(root, cacheDir)).toBe(`${first}/*from the cache*/`);
  });

  it('is made again when a client file changes, however the editor saves it', async () => {
    await bundleClient(root, cacheDir);
    const toast = join(root, 'client/toast.ts');
    const source = await readFile(toast, 'utf8');
    const message = 'Saved-by-rename-marker';
    await saveByRename(toast, `${source}\nconsole.info('${message}');\n`);
    expect(await bundleClient(root, cacheDir)).toContain(message);
    await writeFile(toast, `${source}\nconsole.info('Copied-over-marker');\n`);
    const copiedOver = await bundleClient(root, cacheDir);
    expect(copiedOver).toContain('Copied-over-marker');
    expect(copiedOver).not.toContain(message);
    expect(await entries()).toHaveLength(3);
  });

  it('is made again when a file outside the client folder that it imports changes', async () => {
    await writeFile(join(root, 'shared.ts'), "export const greeting = 'First-shared-text';\n");
    const main = join(root, 'client/main.ts');
    await writeFile(main, `import { greeting } from '../shared.ts';\nconsole.info(greeting);\n${await readFile(main, 'utf8')}`);
    expect(await bundleClient(root, cacheDir)).toContain('First-shared-text');
    await saveByRename(join(root, 'shared.ts'), "export const greeting = 'Second-shared-text';\n");
    const again = await bundleClient(root, cacheDir);
    expect(again).toContain('Second-shared-text');
    expect(again).not.toContain('First-shared-text');
  });

  it('ignores an entry cut short and makes the bundle again', async () => {
    const first = await bundleClient(root, cacheDir);
    const path = join(cacheDir, (await entries())[0] as string);
    const text = await readFile(path, 'utf8');
    await writeFile(path, text.slice(0, text.length >> 1));
    expect(await bundleClient(root, cacheDir)).toBe(first);
    expect(JSON.parse(await readFile(path, 'utf8'))).toMatchObject({ code: first });
  });

  it('is keyed by the TypeScript settings too', async () => {
    await bundleClient(root, cacheDir);
    const settings = JSON.parse(await readFile(join(root, 'tsconfig.json'), 'utf8')) as Record<string, unknown>;
    await writeFile(join(root, 'tsconfig.json'), JSON.stringify({ ...settings, exclude: ['nothing'] }));
    await bundleClient(root, cacheDir);
    expect(await entries()).toHaveLength(2);
  });
});
