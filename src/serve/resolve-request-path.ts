/**
 * Turns a request target into a safe list of path segments, or a reason to refuse it.
 * Refused: `..` and `.` segments (also percent-encoded), encoded slashes and backslashes, NUL bytes.
 */
export function resolveRequestPath(target: string): { ok: true; pathname: string; segments: string[] } | { ok: false } {
  const raw = target.split('?')[0]?.split('#')[0] ?? '';
  if (!raw.startsWith('/') || /%2f|%5c|%00/i.test(raw) || raw.includes('\\')) return { ok: false };
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return { ok: false };
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return { ok: false };
  const segments = decoded.split('/').slice(1);
  if (segments.some((segment) => segment === '..' || segment === '.')) return { ok: false };
  return { ok: true, pathname: decoded, segments };
}
