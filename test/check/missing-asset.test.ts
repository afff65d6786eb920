import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBudgets } from '../../src/check/budgets.ts';
import type { BuiltPage } from '../../src/check/read-built-pages.ts';

let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ctsite-missing-asset-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'assets/site.js'), 'console.log(1);');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const HTML = '<!doctype html><html><head><link rel="stylesheet" href="/assets/site.css"><script type="module" src="/assets/site.js"></script></head><body></body></html>';
const page = (pathname: string, kind: string): BuiltPage => ({
  file: join(dir, pathname, 'index.html'),
  pathname,
  kind,
  noindex: false,
  thin: false,
  html: HTML,
  bytes: Buffer.from(HTML),
});

describe('the budgets gate, when a page loads a stylesheet that is not in the folder', () => {
  it('reports it as a problem of the page, once, and measures the rest', async () => {
    const { problems, sizes } = await checkBudgets(dir, [page('/about/', 'about'), page('/contact/', 'contact')], {
      default: { htmlKb: 30, cssKb: 30, jsKb: 6 },
      kinds: {},
    });
    expect(problems).toEqual([expect.objectContaining({ gate: 'budgets', page: '/about/', problem: expect.stringContaining('loads /assets/site.css, which is not in the built folder') })]);
    expect(sizes.map((size) => [size.kind, size.css, size.js > 0])).toEqual([['about', 0, true], ['contact', 0, true]]);
  });
});
