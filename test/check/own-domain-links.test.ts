import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLinks } from '../../src/check/links.ts';
import { readBuiltPages } from '../../src/check/read-built-pages.ts';

const ORIGIN = 'https://www.example.com';
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ctsite-own-domain-'));
  const page = (body: string) => `<!doctype html><html lang="en-GB"><head><title>t</title></head><body>${body}</body></html>`;
  await mkdir(join(dir, 'about'));
  await Promise.all([
    writeFile(join(dir, 'index.html'), page(`<a href="/about/">About</a><a href="${ORIGIN}/about/">canonical form</a><a href="https://elsewhere.example.org/">elsewhere</a>`)),
    writeFile(join(dir, 'about/index.html'), page('<a href="http://www.example.com/">home over http</a><img src="http://www.example.com/logo.png" alt="logo">')),
    writeFile(join(dir, '404.html'), page('Not found')),
  ]);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the links gate and the site\'s own domain', () => {
  it('flags a link or image to the site\'s own host over http, and keeps it out of the external links', async () => {
    const { problems, external } = await checkLinks(dir, await readBuiltPages(dir), { siteOrigin: ORIGIN });
    expect(problems.map((problem) => `${problem.page} ${problem.value ?? ''}`).sort()).toEqual(['/about/ http://www.example.com/', '/about/ http://www.example.com/logo.png']);
    expect(problems[0]?.problem).toContain(`not ${ORIGIN}`);
    expect(external).toEqual(['https://elsewhere.example.org/']);
  });
});
