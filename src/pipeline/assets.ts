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

/** Files under public/ are published as they are (og-image.png): their names are part of the contract. */
export async function readPublicFiles(publicDir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const entries = await readdir(publicDir, { withFileTypes: true, recursive: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    files.set(relative(publicDir, path).split(sep).join('/'), await readFile(path));
  }
  return files;
}
