import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { assetNameHash } from '../output/content-hash.ts';

/** A file to write under a content-hashed name, e.g. `assets/site.3f9a1c2b.css`. */
export interface HashedAsset {
  file: string;
  url: string;
  content: string | Uint8Array;
}

export function hashAsset(name: string, extension: string, content: string | Uint8Array): HashedAsset {
  const file = `assets/${name}.${assetNameHash(content)}.${extension}`;
  return { file, url: `/${file}`, content };
}

/**
 * What editors leave beside a file being edited: a backup (`og-image.png~`), an Emacs autosave (`#page.html#`), a Vim
 * swap file (`page.html.swp`, `.swo`...; those named with a leading dot are private paths already). Never the owner's.
 */
const EDITOR_LEFTOVER = /~$|^#.*#$|\.sw[a-p]$/;

/** Files under public/ are published as they are (og-image.png): their names are part of the contract. An editor's leftovers are not. */
export async function readPublicFiles(publicDir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const entries = await readdir(publicDir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile() || EDITOR_LEFTOVER.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(publicDir, path).split(sep).join('/'), await readFile(path));
  }
  return files;
}
