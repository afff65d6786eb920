import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createFixture } from '../helpers/fixture.ts';
import { loadDataError } from '../helpers/data-error.ts';

// Issue 48, item 7: a case study's slug is its page's address and its references name other files' entries; each
// mistake is a data error naming the file, the path to the value and the fix.

type Row = Record<string, unknown>;
let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeEach(async () => {
  fixture = await createFixture({ data: 'small' });
});
afterEach(() => fixture.cleanup());

const editProjects = (change: (projects: Row[]) => void) =>
  fixture.edit('pages/portfolio.json', (json) => {
    change((json as { projects: Row[] }).projects);
    return json;
  });

describe('case-study data', () => {
  it('a duplicate slug names the second project and says to rename one', async () => {
    await editProjects((projects) => {
      projects[3]!.slug = projects[1]!.slug;
    });
    const { report } = await loadDataError(fixture.dataDir);
    expect(report).toMatch(/data\/pages\/portfolio\.json:\d+:\d+: [^\n]*\(#\/projects\/3\/slug\): duplicate slug: two projects would share one case-study page/);
    expect(report).toMatch(/fix: Every project needs its own slug, its page's address under \/portfolio\/; rename one of them\./);
  });

  it('a quote that names no testimonial, and one from a client in another town, name the project and the fix', async () => {
    await editProjects((projects) => {
      projects[0]!.testimonial = 'no-such-client';
      projects[2]!.testimonial = 'clinic';
    });
    const { report } = await loadDataError(fixture.dataDir);
    expect(report).toMatch(/data\/pages\/portfolio\.json:\d+:\d+: [^\n]*\(#\/projects\/0\/testimonial\): refers to a testimonial that does not exist/);
    expect(report).toMatch(/fix: Use the "key" of an entry in data\/testimonials\.json: [a-z-]+(, [a-z-]+)*, or leave "testimonial" out\./);
    expect(report).toMatch(/data\/pages\/portfolio\.json:\d+:\d+: [^\n]*\(#\/projects\/2\/testimonial\): quotes a client in "cottingham" about a job in "howden"/);
    expect(report).toMatch(/fix: A case study quotes its own client/);
  });

  it('a duplicate testimonial key, an unknown service and a figure too long to stand large are each named', async () => {
    await fixture.edit('testimonials.json', (json) => {
      (json as Row[])[0]!.key = 'clinic';
      return json;
    });
    await editProjects((projects) => {
      (projects[1]!.services as string[])[0] = 'teleportation';
      (projects[4]!.figures as Row[])[0]!.value = 'four hundred metres';
    });
    const { report } = await loadDataError(fixture.dataDir);
    expect(report).toMatch(/data\/testimonials\.json:\d+:\d+: [^\n]*\(#\/\d+\/key\): duplicate key/);
    expect(report).toMatch(/data\/pages\/portfolio\.json:\d+:\d+: [^\n]*\(#\/projects\/1\/services\/0\): refers to a service that does not exist/);
    expect(report).toMatch(/fix: Use a slug from data\/services\.json\./);
    expect(report).toMatch(/data\/pages\/portfolio\.json:\d+:\d+: [^\n]*\(#\/projects\/4\/figures\/0\/value\): at most 12 characters/);
  });
});
