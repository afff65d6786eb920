import { realpath, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { HOST_FILES, isPrivatePath } from './private-paths.ts';
import type { createHostRules } from './host-rules.ts';

/**
 * What the host answers for a request target, without answering it: a 301 with its `Location`, the file it
 * sends (200), a 404 (the host sends `404.html`), or a 400 for a target it refuses. One answer for the preview
 * server and for `ctsite check`'s links gate, so a link the gate passes is one the preview (and the host) serves.
 */
export type Answer =
  | { status: 301; location: string }
  | { status: 200; pathname: string; file: string }
  | { status: 404; pathname: string }
  | { status: 400 };

/**
 * Object storage behind a CDN: `_redirects` rules first, `/x/` is `x/index.html`, `/x` a 301 to `/x/` when only
 * the folder exists, dotfiles and the host files are never published, nothing outside `root` is served.
 */
export async function locate(root: string, rules: Pick<ReturnType<typeof createHostRules>, 'redirectFor'>, target: string): Promise<Answer> {
  const segments = requestSegments(target);
  if (!segments) return { status: 400 };
  const pathname = `/${segments.join('/')}`;
  const redirect = await rules.redirectFor(pathname);
  if (redirect) return { status: 301, location: redirect };
  const relativePath = segments.join('/');
  const isDirectoryForm = pathname.endsWith('/');
  const file = isDirectoryForm ? join(root, relativePath, 'index.html') : join(root, relativePath);
  // An empty segment (`//services`) names no object in the bucket; its redirect would be protocol-relative.
  const emptySegment = segments.slice(0, -1).includes('');
  if (!emptySegment && !isDirectoryForm && !(await isFile(file)) && (await isFile(join(root, relativePath, 'index.html')))) {
    const query = target.includes('?') ? target.slice(target.indexOf('?')).split('#')[0] : '';
    // Encoded again: a header holds ASCII only, and a decoded `?` or `#` would end the path.
    return { status: 301, location: `/${segments.map(encodeURIComponent).join('/')}/${query}` };
  }
  // Dotfiles (ctsite's own .ctsite-output.json, a stray .env) are never published, so never served; nor are the
  // host files, which configure the host and are not pages of the site.
  const published = !emptySegment && !isPrivatePath(relativePath) && !HOST_FILES.includes(relativePath);
  if (published && (await isInside(root, file))) return { status: 200, pathname, file };
  return { status: 404, pathname };
}

/**
 * A request target's path segments, decoded; undefined to refuse it: `..` and `.` segments (also
 * percent-encoded), encoded slashes and backslashes, NUL bytes.
 */
function requestSegments(target: string): string[] | undefined {
  const raw = target.split('?')[0]?.split('#')[0] ?? '';
  if (!raw.startsWith('/') || /%2f|%5c|%00/i.test(raw) || raw.includes('\\')) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const segments = decoded.split('/').slice(1);
  if (decoded.includes('\0') || decoded.includes('\\') || segments.some((segment) => segment === '..' || segment === '.')) return undefined;
  return segments;
}

export async function isFile(path: string): Promise<boolean> {
  return stat(path).then((info) => info.isFile(), () => false);
}

/** True for a regular file whose real path (symlinks followed) stays under the site folder. */
async function isInside(root: string, file: string): Promise<boolean> {
  if (!(await isFile(file))) return false;
  const [realRoot, realFile] = await Promise.all([realpath(root), realpath(file)]);
  return realFile.startsWith(realRoot + sep);
}
