/** The one MIME table, for `ctsite serve` and `ctsite deploy` alike; text types carry their charset. */
const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
};

/** E.g. `about/index.html` → `text/html; charset=utf-8`, `assets/site.3f9a1c2b7d.css` → `text/css; charset=utf-8`. */
export function contentTypeFor(file: string): string {
  const name = file.slice(file.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  // Host rule files such as `_redirects` have no extension and are plain text; an unknown
  // extension is served as bytes rather than guessed.
  if (dot <= 0) return 'text/plain; charset=utf-8';
  return types[name.slice(dot).toLowerCase()] ?? 'application/octet-stream';
}
