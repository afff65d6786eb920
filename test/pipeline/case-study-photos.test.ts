import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

// Issue 48, item 7: a project's photographs go through the build's picture pipeline; the first stands in its case
// study's hero (at once, high priority), the others below (lazily); without photos the industry's drawing stays.

let fixture: Awaited<ReturnType<typeof createFixture>>;
type Project = { slug: string; photos?: { src: string; alt: string }[] };
let projects: Project[];

beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  await mkdir(join(fixture.dataDir, 'images/projects'), { recursive: true });
  await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2f4f6f' } }).jpeg().toFile(join(fixture.dataDir, 'images/projects/parlour.jpg'));
  await sharp({ create: { width: 1280, height: 960, channels: 3, background: '#6f4f2f' } }).png().toFile(join(fixture.dataDir, 'images/projects/bulk-tank.png'));
  await fixture.edit('pages/portfolio.json', (json) => {
    projects = (json as { projects: Project[] }).projects;
    projects[1]!.photos = [
      { src: 'images/projects/parlour.jpg', alt: 'New IP65 lighting over the milking parlour' },
      { src: 'images/projects/bulk-tank.png', alt: 'The bulk tank’s new isolator and supply' },
    ];
    return json;
  });
}, 120_000);
afterAll(() => fixture.cleanup());

const page = async (pathname: string) => parseHTML(await readFile(join(fixture.outDir, pathname, 'index.html'), 'utf8')).document;
const attribute = (element: Element | null | undefined, name: string) => [...(element?.attributes ?? [])].find((attr) => attr.name.toLowerCase() === name)?.value ?? null;

describe('case-study photographs', () => {
  it('render as <picture>: the first in the hero, eager and high priority; the rest lazily under Photographs', async () => {
    await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });
    const document = await page(`portfolio/${projects[1]!.slug}`);
    const [hero, second, ...more] = [...document.querySelectorAll('main picture')];
    expect(more).toEqual([]);
    expect(hero?.closest('#page-title, section[aria-labelledby="page-title"]')).not.toBeNull();
    const heroImg = hero?.querySelector('img');
    expect([heroImg?.getAttribute('alt'), heroImg?.getAttribute('width'), heroImg?.getAttribute('height')]).toEqual(['New IP65 lighting over the milking parlour', '1600', '1200']);
    expect([heroImg?.getAttribute('loading'), attribute(heroImg, 'fetchpriority')]).toEqual(['eager', 'high']);
    expect([...(hero?.querySelectorAll('source') ?? [])].map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(second?.closest('#photos')).not.toBeNull();
    const secondImg = second?.querySelector('img');
    expect([secondImg?.getAttribute('alt'), secondImg?.getAttribute('loading'), attribute(secondImg, 'fetchpriority')]).toEqual(['The bulk tank’s new isolator and supply', 'lazy', null]);
    // Another project without photos keeps its industry's drawing.
    const other = await page(`portfolio/${projects[0]!.slug}`);
    expect(other.querySelector('main picture')).toBeNull();
    expect(other.querySelector('section[aria-labelledby="page-title"] svg')).not.toBeNull();
  }, 120_000);

  it('a photo that is missing is a data error naming the project’s entry', async () => {
    await fixture.edit('pages/portfolio.json', (json) => {
      (json as { projects: Project[] }).projects[1]!.photos![1]!.src = 'images/projects/missing.jpg';
      return json;
    });
    const error = await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir }).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(CtsiteError);
    expect((error as CtsiteError).issues).toEqual([expect.objectContaining({ file: 'data/pages/portfolio.json', path: ['projects', 1, 'photos', 1, 'src'] })]);
  }, 120_000);
});
