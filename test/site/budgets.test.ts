import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readPage, realSiteDir } from '../helpers/site.ts';

/** Issue 4: all JavaScript a page loads, gzipped, is at most 6 KB. */
const JS_BUDGET_BYTES = 6 * 1024;

describe('JavaScript budget', () => {
  it('every page kind loads at most 6 KB of gzipped JavaScript, as one deferred module', async () => {
    for (const path of ['/', '/contact/', '/404.html', '/services/emergency-exit-lighting/goole/', '/industries/data-centers/']) {
      const page = await readPage(path);
      const scripts = [...page.querySelectorAll('script[src]')];
      expect(scripts.length, path).toBe(1);
      expect(scripts[0]?.getAttribute('type')).toBe('module');
      let bytes = 0;
      for (const script of scripts) {
        const source = await readFile(join(realSiteDir(), script.getAttribute('src') ?? ''));
        bytes += gzipSync(source, { level: 9 }).byteLength;
        // No framework runtime: the enhancements are plain DOM code.
        expect(source.toString()).not.toMatch(/__PREACT|react-dom/);
      }
      expect(bytes, path).toBeLessThanOrEqual(JS_BUDGET_BYTES);
    }
  });

  it('inline scripts are only JSON-LD and the redirect pages\' location.replace', async () => {
    const page = await readPage('/contact/');
    const inline = [...page.querySelectorAll('script:not([src])')].map((script) => script.getAttribute('type'));
    expect(inline.every((type) => type === 'application/ld+json')).toBe(true);
  });
});
