import type { RouteTable } from '../routes/route-table.ts';

/**
 * `_redirects` (Netlify / Cloudflare Pages syntax): every redirect as a 301, for the slash and
 * no-slash forms of its address. `ctsite serve` reads the same file, so preview matches hosting.
 */
export function createRedirectsFile(table: RouteTable): string {
  const lines = table.redirects.flatMap((route) => {
    if (!route.redirectTo) return [];
    const target = table.links.hrefTo(route.redirectTo);
    return [`${route.pathname} ${target} 301`, `${route.pathname.replace(/\/$/, '')} ${target} 301`];
  });
  return `${lines.join('\n')}\n`;
}
