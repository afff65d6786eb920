import { readdirSync, readlinkSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { isPrivatePath } from '../hosting/private-paths.ts';

/**
 * Something in the site folder that is not uploaded, e.g. `{ file: '.git/', reason: 'private' }` (a folder
 * ends with `/`); `special` is a socket, FIFO or device; a link's `target` is as written.
 */
export interface SkippedEntry {
  file: string;
  reason: 'private' | 'symlink' | 'special';
  target?: string;
  /** Whether a link's target lies outside the site folder. */
  outside?: boolean;
}

/** Folders read between two turns of the event loop: the bucket's listing, running meanwhile, is not held up. */
const FOLDERS_PER_TURN = 64;

/**
 * The site folder's regular files to publish, and what was left out (dot-folders are not entered, links not
 * followed). Folders are read synchronously: a promise per folder cost more than the reading.
 */
export async function listPublishableFiles(dir: string): Promise<{ files: string[]; skipped: SkippedEntry[] }> {
  const root = await realpath(dir);
  const files: string[] = [];
  const skipped: SkippedEntry[] = [];
  const folders = [''];
  for (let done = 0; folders.length > 0; done += 1) {
    if (done % FOLDERS_PER_TURN === FOLDERS_PER_TURN - 1) await nextTurn();
    const folder = folders.pop() as string;
    for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
      const file = folder ? `${folder}/${entry.name}` : entry.name;
      const isFolder = entry.isDirectory();
      if (isPrivatePath(isFolder ? `${file}/x` : file)) {
        skipped.push({ file: isFolder ? `${file}/` : file, reason: 'private' });
      } else if (entry.isSymbolicLink()) {
        const target = readlinkSync(join(root, file));
        const inside = relative(root, resolve(root, folder, target));
        skipped.push({ file, reason: 'symlink', target, outside: inside === '..' || inside.startsWith(`..${sep}`) || isAbsolute(inside) });
      } else if (isFolder) {
        folders.push(file);
      } else if (entry.isFile()) {
        files.push(file);
      } else {
        skipped.push({ file, reason: 'special' });
      }
    }
  }
  return { files: files.sort(), skipped: skipped.sort((a, b) => (a.file < b.file ? -1 : 1)) };
}

/** One line a skipped entry, e.g. `skip    .env  private: dotfiles are never published`. */
export function formatSkipped(entry: SkippedEntry): string {
  const why =
    entry.reason === 'private'
      ? `private: ${entry.file.endsWith('/') ? 'dot-folders' : 'dotfiles'} are never published`
      : entry.reason === 'symlink'
        ? `symbolic link to ${entry.target ?? '?'}${entry.outside ? ' (outside the site folder)' : ''}: links are never followed`
        : 'not a regular file';
  return `${'skip'.padEnd(7)} ${entry.file}  ${why}`;
}

/** The count for the normal output, e.g. `skipped 2 private, 1 symbolic link`, or `''` when nothing was. */
export function countSkipped(skipped: readonly SkippedEntry[]): string {
  const counts = (['private', 'symlink', 'special'] as const).map((reason) => [reason, skipped.filter((entry) => entry.reason === reason).length] as const).filter(([, count]) => count > 0);
  if (counts.length === 0) return '';
  const label = { private: () => 'private', symlink: (count: number) => `symbolic link${count === 1 ? '' : 's'}`, special: (count: number) => `special file${count === 1 ? '' : 's'}` };
  return `skipped ${counts.map(([reason, count]) => `${count} ${label[reason](count)}`).join(', ')}`;
}
