/** Files in the output that are instructions for hosts, not pages or assets of the site. */
export const HOST_FILES: readonly string[] = ['_headers', '_redirects', 's3-website.json'];

/** Public by design although its name starts with a dot (RFC 8615: security.txt, app links), at the top of the site only. */
const WELL_KNOWN = '.well-known';

/**
 * Whether a file or key is private, never uploaded nor served: a segment starting with a dot (`.env`, `.git/`),
 * except the top-level `.well-known/` folder (a dotfile inside it is still private).
 */
export function isPrivatePath(file: string): boolean {
  const segments = file.split('/');
  return segments.some((segment, index) => segment.startsWith('.') && !(index === 0 && segment === WELL_KNOWN && segments.length > 1));
}
