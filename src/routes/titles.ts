import type { SiteData } from '../data/site-data.ts';

/** "About Us | CT Electrical Contractors": every document title except those the brief fixes (docs/decisions.md#names-and-numbers-the-site-must-keep). */
export function brandTitle(data: SiteData, title: string): string {
  return `${title} | ${data.company.name}`;
}
