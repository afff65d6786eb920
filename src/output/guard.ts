import { execFile } from 'node:child_process';
import { readdir, stat } from 'node:fs/promises';
import { homedir } from 'node:os';
import { isAbsolute, join, parse, relative, sep } from 'node:path';
import { createError } from '../errors/ctsite-error.ts';
import { OUTPUT_STATE_FILE } from './state.ts';

/** The project's own folders: an output folder that is or holds one of them would replace sources. */
const PROJECT_FOLDERS = ['bin', 'client', 'data', 'lib', 'node_modules', 'public', 'scripts', 'src', 'templates', 'test', '.git'];

/**
 * ctsite replaces an output folder only when it is missing, empty or an earlier ctsite output; anything else only with
 * `force` (`--force`), and never one that holds the project, its data, a source folder, a tracked file, home or root.
 */
export async function guardOutDir({ outDir, root, dataDir, force }: { outDir: string; root: string; dataDir: string; force: boolean }): Promise<void> {
  const why = protectedReason(outDir, root, dataDir);
  if (why) throw createError('UnsafeOutDir', { outDir, why });
  const info = await stat(outDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
  if (!info) return;
  if (!info.isDirectory()) throw createError('UnsafeOutDir', { outDir, why: 'is a file, not a folder' });
  const names = await readdir(outDir);
  if (names.length === 0 || names.includes(OUTPUT_STATE_FILE)) return;
  if (!force) throw createError('OutDirNotOurs', { outDir, contents: describeContents(names) });
  const tracked = await firstTrackedFile(outDir);
  if (tracked) throw createError('UnsafeOutDir', { outDir, why: `holds ${tracked}, a file tracked by git` });
}

function protectedReason(outDir: string, root: string, dataDir: string): string | undefined {
  if (outDir === parse(outDir).root) return 'is the root of the file system';
  if (within(homedir(), outDir)) return 'is your home folder or holds it';
  if (within(root, outDir)) return 'is the project folder or holds it';
  if (within(dataDir, outDir)) return 'is or holds the site data';
  const source = PROJECT_FOLDERS.find((name) => within(join(root, name), outDir));
  return source ? `is or holds the project's ${source}/ folder` : undefined;
}

/** Whether `inner` is `outer` or lies inside it. */
function within(inner: string, outer: string): boolean {
  const path = relative(outer, inner);
  return path === '' || (path !== '..' && !path.startsWith(`..${sep}`) && !isAbsolute(path));
}

/** `thesis.txt`, `a.txt and b.txt`, `a.txt, b.txt and 7 more entries` */
function describeContents(names: readonly string[]): string {
  const shown = [...names].sort().slice(0, 3);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more entr${more === 1 ? 'y' : 'ies'}`;
  return shown.length === 1 ? shown.join('') : `${shown.slice(0, -1).join(', ')} and ${shown.at(-1) ?? ''}`;
}

/** A file under `folder` that git tracks, if git is installed and the folder is in a work tree. */
function firstTrackedFile(folder: string): Promise<string | undefined> {
  return new Promise((done) => {
    execFile('git', ['ls-files', '-z', '--', '.'], { cwd: folder, maxBuffer: 64 * 1024 * 1024 }, (error, stdout) => {
      const first = error ? undefined : stdout.split('\0').find((name) => name !== '');
      done(first ? join(folder, first) : undefined);
    });
  });
}
