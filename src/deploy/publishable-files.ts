import { readdirSync, readlinkSync, statSync } from 'node:fs';
import { realpath } from 'node:fs/promises';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { OutputState } from '../build/output-state.ts';
import { isPrivatePath } from '../hosting/private-paths.ts';

/** Something in the site folder that is not uploaded, e.g. `{ file: '.git/', reason: 'private' }`. */
export interface SkippedEntry {
  /** Relative to the site folder; a folder ends with `/`, e.g. `.git/`. */
  file: string;
  /** `private`: a dotfile or dot-folder; `symlink`: a symbolic link; `special`: a socket, FIFO or device. */
  reason: 'private' | 'symlink' | 'special';
  /** A link's target as written, e.g. `../../secrets`. */
  target?: string;
  /** Whether a link's target lies outside the site folder. */
  outside?: boolean;
}

/** The regular files of the site folder, e.g. `['about/index.html', ...]`, and what was left out. */
export interface PublishableFiles {
  files: string[];
  skipped: SkippedEntry[];
}

/** Folders read between two turns of the event loop: the bucket's listing, running meanwhile, is not held up. */
const FOLDERS_PER_TURN = 64;

/** A folder's entries as `readdirSync` gives them, or as the build recorded them. */
interface Entry {
  name: string;
  isDirectory(): boolean;
  isFile(): boolean;
  isSymbolicLink(): boolean;
}

/**
 * Walks the site folder for the files to publish. Dotfiles and dot-folders are never uploaded (nor read:
 * a dot-folder is not entered); symbolic links are never followed, so nothing outside the folder is
 * reached through one; each is reported, for --verbose and --dry-run. Each page is a folder of its own,
 * so a grown site has tens of thousands: they are read synchronously (a promise per folder cost more
 * than the reading), a few dozen at a time. A folder that still has the mtime the build recorded holds
 * the entries the build made in it (`built`), and costs a stat instead of a read (a third of the time).
 */
export async function listPublishableFiles(dir: string, built?: Pick<OutputState, 'files' | 'folders'>): Promise<PublishableFiles> {
  const root = await realpath(dir);
  const recorded = built?.folders ? recordedEntries(built.files, built.folders) : undefined;
  const files: string[] = [];
  const skipped: SkippedEntry[] = [];
  const folders = [''];
  for (let done = 0; folders.length > 0; done += 1) {
    if (done % FOLDERS_PER_TURN === FOLDERS_PER_TURN - 1) await nextTurn();
    const folder = folders.pop() as string;
    for (const entry of entriesOf(root, folder, recorded)) {
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

interface RecordedFolder {
  mtimeMs: number;
  entries: Entry[];
}

/** The entries of each folder the build recorded, from the files and folders it made, e.g. `about` → `[index.html]`. */
function recordedEntries(files: OutputState['files'], folders: NonNullable<OutputState['folders']>): Map<string, RecordedFolder> {
  const recorded = new Map<string, RecordedFolder>();
  for (const [folder, mtimeMs] of Object.entries(folders)) recorded.set(folder, { mtimeMs, entries: [] });
  const add = (path: string, entry: Entry) => {
    const slash = path.lastIndexOf('/');
    // The top folder always holds the state file written after the others, so it is always read.
    if (slash > 0) recorded.get(path.slice(0, slash))?.entries.push(entry);
  };
  for (const folder of recorded.keys()) add(folder, new RecordedEntry(folder, true));
  for (const file of Object.keys(files)) add(file, new RecordedEntry(file, false));
  return recorded;
}

/** An entry the build made: a folder or a regular file (a prototype's methods, not a closure each: a grown site has tens of thousands). */
class RecordedEntry implements Entry {
  readonly name: string;
  private readonly folder: boolean;
  constructor(path: string, folder: boolean) {
    this.name = path.slice(path.lastIndexOf('/') + 1);
    this.folder = folder;
  }
  isDirectory() {
    return this.folder;
  }
  isFile() {
    return !this.folder;
  }
  isSymbolicLink() {
    return false;
  }
}

function entriesOf(root: string, folder: string, recorded: Map<string, RecordedFolder> | undefined): readonly Entry[] {
  const path = join(root, folder);
  const known = folder === '' ? undefined : recorded?.get(folder);
  if (known && statSync(path, { throwIfNoEntry: false })?.mtimeMs === known.mtimeMs) return known.entries;
  return readdirSync(path, { withFileTypes: true });
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
