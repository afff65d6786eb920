import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseHTML } from 'linkedom';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/build/index.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

// docs/content.md#case-studies shows the owner a real case study: the example, as written there, builds.

let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
});
afterAll(() => fixture.cleanup());

/** The first JSON block of the section, as the owner would copy it. */
async function example(): Promise<{ slug: string; title: string; testimonial: string; photos: { src: string }[] }> {
  const page = await readFile(join(projectRoot, 'docs/content.md'), 'utf8');
  const section = page.split(/^## /m).find((part) => part.startsWith('Case studies\n'));
  const block = /```json\n([\s\S]*?)```/.exec(section ?? '')?.[1];
  if (!block) throw new Error('docs/content.md has no JSON example under "## Case studies"');
  return JSON.parse(block) as Awaited<ReturnType<typeof example>>;
}

describe('docs/content.md, case studies', () => {
  it("the example builds: its page, its photo and its client's words", async () => {
    const project = await example();
    for (const photo of project.photos) {
      await mkdir(join(fixture.dataDir, photo.src, '..'), { recursive: true });
      await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#33506e' } }).jpeg().toFile(join(fixture.dataDir, photo.src));
    }
    await fixture.edit('pages/portfolio.json', (json) => {
      (json as { projects: unknown[] }).projects.push(project);
      return json;
    });
    // "Give the client's entry there a key": a Goole client's.
    await fixture.edit('testimonials.json', (json) => {
      const client = (json as { location?: string; key?: string }[]).find((entry) => entry.location === 'goole' && entry.key === undefined);
      client!.key = project.testimonial;
      return json;
    });
    await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });
    const page = parseHTML(await readFile(join(fixture.outDir, 'portfolio', project.slug, 'index.html'), 'utf8')).document;
    expect(page.querySelector('h1')?.textContent).toBe(project.title);
    expect(page.querySelector('main picture img')?.getAttribute('loading')).toBe('eager');
    expect(page.querySelector('#client blockquote')).not.toBeNull();
  }, 120_000);
});
