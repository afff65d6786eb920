import { mkdir, readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { parseHTML } from 'linkedom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';
import { text } from '../helpers/site.ts';

/**
 * Every JSON example of docs/content.md says where it goes, in a comment on the line before it that a reader of
 * the rendered page does not see: `<!-- example: data/testimonials.json#/- -->`. The part after `#` is a JSON
 * Pointer into that file; a last token of `-` appends the example to the list, any other sets the value there.
 */
interface Example {
  file: string;
  pointer: string[];
  value: unknown;
}

const MARKER = /^\s*<!-- example: data\/(\S+?)#(\/\S*) -->\s*$/;

async function contentExamples(): Promise<{ examples: Example[]; unmarked: number[] }> {
  const lines = (await readFile(join(projectRoot, 'docs/content.md'), 'utf8')).split('\n');
  const examples: Example[] = [];
  const unmarked: number[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const open = /^(\s*)```json\s*$/.exec(lines[index] ?? '');
    if (!open) continue;
    const indent = open[1]?.length ?? 0;
    const end = lines.findIndex((line, at) => at > index && /^\s*```\s*$/.test(line));
    const body = lines.slice(index + 1, end).map((line) => line.slice(indent)).join('\n');
    const marker = MARKER.exec(lines[index - 1] ?? '');
    if (!marker?.[1] || !marker[2]) unmarked.push(index + 1);
    else examples.push({ file: marker[1], pointer: marker[2].split('/').slice(1).map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~')), value: JSON.parse(body) as unknown });
    index = end;
  }
  return { examples, unmarked };
}

/** Puts `value` where `pointer` says in `document`: appended to a list for a last token of `-`, set otherwise. */
function place(document: unknown, pointer: string[], value: unknown): unknown {
  const parent = pointer.slice(0, -1).reduce<unknown>((node, token) => (node as Record<string, unknown>)[token], document);
  const last = pointer.at(-1) ?? '';
  if (Array.isArray(parent) && last === '-') parent.push(value);
  else (parent as Record<string, unknown>)[last] = value;
  return document;
}

/** Every `images/…` file an example names. */
const imagesIn = (value: unknown): string[] => JSON.stringify(value).match(/images\/[a-z0-9/-]+\.(?:jpe?g|png|webp)/g) ?? [];

let fixture: Awaited<ReturnType<typeof createFixture>>;
let found: Awaited<ReturnType<typeof contentExamples>>;
beforeAll(async () => {
  found = await contentExamples();
  fixture = await createFixture();
});
afterAll(async () => {
  await fixture.cleanup();
});

const page = async (path: string) => parseHTML(await readFile(join(fixture.outDir, path, 'index.html'), 'utf8')).document;

describe('docs/content.md', () => {
  it('says where each of its JSON examples goes', () => {
    expect(found.unmarked, 'lines of ```json blocks without an <!-- example: data/FILE#/POINTER --> line before them').toEqual([]);
    expect(found.examples.length).toBeGreaterThan(0);
  });

  it('has examples that build, all of them at once, as an owner would paste them, and show where it says', async () => {
    for (const example of found.examples) await fixture.edit(example.file, (json) => place(json, example.pointer, example.value));
    // The owner's photos are theirs; the test makes a large picture of each name, which any slot accepts.
    for (const image of new Set(found.examples.flatMap((example) => imagesIn(example.value)))) {
      const path = join(fixture.dataDir, image);
      await mkdir(dirname(path), { recursive: true });
      const picture = sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#2d5b8c' } });
      await (image.endsWith('.png') ? picture.png() : image.endsWith('.webp') ? picture.webp() : picture.jpeg()).toFile(path);
    }
    await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });

    // What each section promises the owner, on the pages it names.
    expect(text((await page('elloughton-commercial-electrician')).querySelector('h1'))).toBe('Commercial Electrician in Elloughton');
    expect((await page('hessle-commercial-electrician')).querySelector('main section picture img')?.getAttribute('alt')).toBe('The Humber Bridge from the Hessle foreshore at dusk');
    const home = await page('');
    expect(home.querySelector('main picture img[alt="Two of our electricians commissioning a new main switchboard"]')).not.toBeNull();
    expect(home.querySelector('[aria-describedby="tip-niceic"]')?.closest('li')?.querySelector('picture img')?.getAttribute('alt')).toBe('NICEIC Approved Contractor');
    const caseStudy = await page('portfolio/switchboard-replacement-goole');
    expect(text(caseStudy.querySelector('h1'))).toBe('Main switchboard replacement for a distribution centre');
    expect(caseStudy.querySelector('main picture img')?.getAttribute('loading')).toBe('eager');
    expect(text(caseStudy.querySelector('#client figcaption'))).toContain('Google review, June 2026');
    expect((await page('contact')).querySelector('form[data-enquiry-form]')?.getAttribute('action')).toBe('https://formspree.io/f/xqkrwzab');
    expect((await page('services/ev-charging/hull')).querySelector('#redirect-target')?.getAttribute('href')).toBe('/services/ev-charging-station-installation/hull/');
    expect(await readFile(join(fixture.outDir, '_redirects'), 'utf8')).toContain('/services/ev-charging/hull/ /services/ev-charging-station-installation/hull/ 301');
  });
});
