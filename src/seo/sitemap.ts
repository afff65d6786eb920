import type { RouteTable } from '../routes/route-table.ts';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * sitemap.xml from the route table: canonical pages only (no redirects, no 404).
 * No lastmod: the build time is not when a page's content changed, and a false one is worse than none.
 */
export function createSitemap(table: RouteTable): string {
  const urls = table.pages
    .filter((route) => route.inSitemap)
    .map((route) => `<url><loc>${escapeXml(table.links.absoluteUrl(route.pathname))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function createRobotsTxt(table: RouteTable): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${table.links.absoluteUrl('/sitemap.xml')}\n`;
}
