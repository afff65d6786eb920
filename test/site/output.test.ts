import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REDIRECT_SCRIPT } from '../../templates/pages/redirect-page.tsx';
import { projectRoot } from '../helpers/fixture.ts';
import { readPage, realSiteDir, text } from '../helpers/site.ts';
import { expectSitemapXml, readRealSite } from './site-listings.ts';

const read = (file: string) => readFile(join(realSiteDir(), file), 'utf8');

describe('redirects', () => {
  const aliases: Record<string, string> = {
    'industrial-installations': '/services/new-construction-wiring/',
    'electrical-testing': '/services/load-calculations-code-compliance-testing/',
    'maintenance-repairs': '/services/preventative-maintenance-contracts/',
    'ev-charger-installation': '/services/ev-charging-station-installation/',
    'emergency-callout': '/contact/#emergency',
  };

  it('emits each headline alias as a redirect page: meta refresh 0, location.replace, canonical, noindex', async () => {
    for (const [alias, target] of Object.entries(aliases)) {
      const page = await readPage(`/services/${alias}/`);
      expect(page.querySelector('meta[http-equiv="refresh"]')?.getAttribute('content')).toBe(`0; url=${target}`);
      expect(page.querySelector("script")?.textContent).toBe(REDIRECT_SCRIPT);
      expect(page.querySelector("#redirect-target")?.getAttribute("href")).toBe(target);
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`https://www.example.com${target.replace(/#.*$/, '')}`);
      expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    }
  });

  it('reads as the page it opens: the fallback link names it, never a raw address', async () => {
    const page = await readPage('/services/emergency-callout/');
    expect(text(page.querySelector('#redirect-target'))).toBe('24/7 Emergency Call-Out');
    expect(text(page.querySelector('body'))).not.toMatch(/https?:/);
  });

  it('follows a headline alias with a town to the catalogue service in that town (and an alias of a page to the page)', async () => {
    const towns = JSON.parse(await readFile(join(projectRoot, 'data/locations.json'), 'utf8')) as { slug: string; name: string }[];
    for (const [alias, target] of Object.entries(aliases)) {
      for (const town of towns) {
        const page = await readPage(`/services/${alias}/${town.slug}/`);
        const to = target.startsWith('/services/') ? `${target}${town.slug}/` : target;
        expect(page.querySelector('#redirect-target')?.getAttribute('href'), `${alias} in ${town.slug}`).toBe(to);
        if (target.startsWith('/services/')) expect(text(page.querySelector('#redirect-target'))).toMatch(new RegExp(` in ${town.name}$`));
      }
    }
  });

  it('writes the same redirects as 301 rules in _redirects', async () => {
    const rules = await read('_redirects');
    for (const [alias, target] of Object.entries(aliases)) {
      expect(rules).toContain(`/services/${alias}/ ${target} 301`);
      expect(rules).toContain(`/services/${alias} ${target} 301`);
    }
    expect(rules).toContain('/hull-commercial-electrician/ /commercial-electrician-hull/ 301');
    expect(rules).toContain('/services/goole-services/ /services-goole/ 301');
    expect(rules).toContain('/services/industrial-installations/goole/ /services/new-construction-wiring/goole/ 301');
  });
});

describe('404.html', () => {
  it('is the "Page Under Development" page with buttons to home and contact, not indexed', async () => {
    const page = await readPage('/404.html');
    expect(text(page.querySelector('h1'))).toBe('Page Under Development');
    expect(text(page.querySelector('main'))).toContain(
      "We're currently building this page. Please check back soon or contact us directly for information.",
    );
    expect(page.querySelector('main a[href="/"]')).not.toBeNull();
    expect(page.querySelector('main a[href="/contact/"]')).not.toBeNull();
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(page.querySelector('link[rel="canonical"]')).toBeNull();
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists canonical pages only, each once, with trailing slashes: every town, service and industry page, and some service-in-town pages', async () => {
    // Service-in-town pages only where they say enough of their own (test/site/local-pages.test.ts).
    const urls = await expectSitemapXml(await readRealSite());
    expect(urls).toContain('/');
    expect(urls).toContain('/services/emergency-exit-lighting/');
    expect(urls).toContain('/commercial-electrician-hull/');
    expect(urls.every((url) => url.endsWith('/'))).toBe(true);
    for (const excluded of ['/services/industrial-installations/', '/hull-commercial-electrician/', '/services/hull-services/', '/404.html']) expect(urls).not.toContain(excluded);
  });

  it('robots.txt names the sitemap', async () => {
    expect(await read('robots.txt')).toContain('Sitemap: https://www.example.com/sitemap.xml');
  });
});

describe('every page', () => {
  it('has lang en-GB, one h1, a unique title and description, canonical, Open Graph and a skip link', async () => {
    const urls = [...(await read('sitemap.xml')).matchAll(/<loc>https:\/\/www\.example\.com([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const titles = new Set<string>();
    const descriptions = new Set<string>();
    for (const pathname of urls) {
      const page = await readPage(pathname);
      expect(page.documentElement.getAttribute('lang'), pathname).toBe('en-GB');
      expect(page.querySelectorAll('h1'), pathname).toHaveLength(1);
      const title = text(page.querySelector('title'));
      const description = page.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
      expect(titles.has(title), `duplicate title on ${pathname}`).toBe(false);
      expect(descriptions.has(description), `duplicate description on ${pathname}`).toBe(false);
      titles.add(title);
      descriptions.add(description);
      expect(page.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`https://www.example.com${pathname}`);
      expect(page.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(title);
      expect(page.querySelector('a[href="#main"]')).not.toBeNull();
      expect(page.querySelector('header a[href^="tel:01632960123"]'), pathname).not.toBeNull();
    }
  });

  it('references hashed assets that exist', async () => {
    const page = await readPage('/');
    const stylesheet = page.querySelector('link[rel="stylesheet"]')?.getAttribute('href') ?? '';
    expect(stylesheet).toMatch(/^\/assets\/site\.[0-9a-f]{10}\.css$/);
    const css = await read(stylesheet.slice(1));
    expect(css.length).toBeGreaterThan(1000);
  });
});
