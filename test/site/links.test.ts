import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../src/check/links.ts';
import { serve } from '../../src/serve/index.ts';
import { realSiteDir } from '../helpers/site.ts';

describe('links', () => {
  it('every internal link, anchor and asset of the built site resolves', async () => {
    const server = await serve({ dir: realSiteDir(), port: 0 });
    try {
      const result = await checkLinks(server.url, { siteOrigin: 'https://www.example.com' });
      expect(result.problems).toEqual([]);
      expect(result.external.every((url) => !url.startsWith('https://www.example.com/'))).toBe(true);
      expect(result.checked).toBeGreaterThan(800);
    } finally {
      await server.close();
    }
  }, 180_000);
});
