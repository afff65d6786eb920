import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

type Row = Record<string, unknown>;
const NAME = 'Wiring <script>alert(1)</script> & "Co"';
const DESCRIPTION = 'Breaks out? "><img src=x onerror=alert(2)> </script><script>alert(3)</script> done.';
const OUTCOME = 'Line\u2028separator\u2029and entities &lt;b&gt; &amp; &#60;i&#62; <!-- not a comment -->';
const LANDMARK = '</script><script>alert(4)</script>';

let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  await fixture.edit('services.json', (json) => {
    const service = (json as Row[])[0]!;
    Object.assign(service, { name: NAME, description: DESCRIPTION, outcome: OUTCOME });
    return json;
  });
  await fixture.edit('locations.json', (json) => {
    (json as Row[])[2]!.landmark = LANDMARK;
    return json;
  });
  await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });
}, 60_000);
afterAll(async () => {
  await fixture.cleanup();
});

const read = (path: string) => readFile(join(fixture.outDir, path, 'index.html'), 'utf8');

describe('hostile strings in the data', () => {
  it('appear as inert text in the HTML: no element, attribute or script comes from them', async () => {
    for (const path of ['services/new-construction-wiring', 'services/new-construction-wiring/goole', 'services', 'goole-commercial-electrician']) {
      const html = await read(path);
      const { document } = parseHTML(html);
      // Escaped text may spell the words; only a raw tag would be markup.
      expect(html).not.toMatch(/<script>alert|<img src=x/);
      expect(document.querySelectorAll('img[onerror], [onerror]')).toHaveLength(0);
      const scripts = [...document.querySelectorAll('script')].map((s) => s.getAttribute('type'));
      expect(scripts.every((type) => type === 'module' || type === 'application/ld+json'), path).toBe(true);
    }
    const { document } = parseHTML(await read('services/new-construction-wiring'));
    expect(document.querySelector('h1')?.textContent).toBe(NAME);
    expect(document.querySelector('title')?.textContent).toContain(NAME);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(DESCRIPTION);
    expect(document.querySelector('main')?.textContent).toContain(OUTCOME);
    const goole = parseHTML(await read('goole-commercial-electrician')).document;
    expect(goole.querySelector('main')?.textContent).toContain(LANDMARK);
  });

  it('cannot break out of JSON-LD: "<" and line separators are escaped and the data round-trips', async () => {
    const html = await read('services/new-construction-wiring');
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block).not.toMatch(/<|\u2028|\u2029/);
      JSON.parse(block);
    }
    const nodes = blocks.flatMap((block) => {
      const value = JSON.parse(block) as Row;
      return Array.isArray(value['@graph']) ? (value['@graph'] as Row[]) : [value];
    });
    const service = nodes.find((node) => node['@type'] === 'Service');
    expect(service?.name).toBe(NAME);
    expect(service?.description).toBe(DESCRIPTION);
  });

  it('URL fields accept only https:, tel: and mailto:', async () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'http://example.com', 'vbscript:msgbox', ' https://x.example']) {
      await fixture.edit('company.json', (json) => {
        ((json as Row).social as Row[])[0]!.url = url;
        return json;
      });
      const error = await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir }).catch((e: unknown) => e);
      expect(error, url).toBeInstanceOf(CtsiteError);
      expect((error as CtsiteError).issues[0]?.message).toBe('an https:, tel: or mailto: URL, e.g. "https://www.linkedin.com/company/example"');
    }
  });
});
