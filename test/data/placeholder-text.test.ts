import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/data/load-data.ts';
import { slugSchema, textSchema } from '../../src/data/schemas/common.ts';
import { loadDataError } from '../helpers/data-error.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

type Row = Record<string, unknown>;

/** The example town of docs/content.md ("Adding a town is one entry in data/locations.json"), as an editor would paste it. */
async function readmeExampleTown(): Promise<Row> {
  const readme = await readFile(join(projectRoot, 'docs/content.md'), 'utf8');
  const block = /Adding a town is one entry in `data\/locations\.json`[^\n]*\n\n(?:<!--[^\n]*-->\n)?```json\n([\s\S]*?)```/.exec(readme)?.[1];
  if (!block) throw new Error('docs/content.md has no example town block');
  return JSON.parse(block) as Row;
}

/** The example before this rule: its instructions and "..." where the copy goes. */
const OLD_EXAMPLE = {
  slug: 'elloughton',
  name: 'Elloughton',
  postcode: 'HU15',
  landmark: 'Elloughton Dale',
  coordinates: { latitude: 53.7365, longitude: -0.5704 },
  featured: false,
  nearby: ['brough', 'welton', 'south-cave'],
  summary: "One sentence on the place's commercial character, for cards.",
  localCopy: ['Two or three paragraphs true only of Elloughton: its businesses, buildings and roads.', '...'],
  localSectors: ['village shops and pubs', 'farms', 'small workshops'],
  sectors: ['local-shops-services', 'arable-farming', 'light-industrial-trade'],
  serviceNotes: {
    install: "A short paragraph on Elloughton's premises for installation work.",
    comply: 'One for testing, safety and compliance.',
    maintain: 'One for maintenance and repair.',
    power: 'One for power and resilience.',
  },
  faqs: [{ question: 'A question an Elloughton business asks', answer: 'Its answer.' }, { question: '...', answer: '...' }],
};

let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeEach(async () => {
  fixture = await createFixture();
});
afterEach(async () => {
  await fixture.cleanup();
});

/** Appends a town to the fixture's locations.json and returns its index there. */
async function addTown(town: Row): Promise<number> {
  let index = -1;
  await fixture.edit('locations.json', (json) => {
    index = (json as Row[]).length;
    return [...(json as Row[]), town];
  });
  return index;
}

describe('placeholder text never builds', () => {
  it("the example town of docs/content.md, pasted as written, is accepted", async () => {
    const town = await readmeExampleTown();
    await addTown(town);
    const data = await loadSiteData(fixture.dataDir);
    const elloughton = data.locations.find((l) => l.slug === 'elloughton');
    expect(elloughton?.name).toBe('Elloughton');
    expect(elloughton?.postcode).toBe('HU15');
  });

  it("the old example, with its instructions and \"...\", is rejected field by field", async () => {
    const index = await addTown(OLD_EXAMPLE);
    const { error, report } = await loadDataError(fixture.dataDir);
    const at = (path: string) => error.issues.find((i) => `${i.file}#/${i.path.join('/')}` === `data/locations.json#/${index}/${path}`)?.message;
    for (const path of ['summary', 'localCopy/0', 'serviceNotes/install', 'serviceNotes/comply', 'serviceNotes/maintain', 'serviceNotes/power', 'faqs/0/question', 'faqs/0/answer'])
      expect(at(path), path).toBe('placeholder text, not copy: visitors would read it as it stands');
    for (const path of ['localCopy/1', 'faqs/1/question', 'faqs/1/answer'])
      expect(at(path), path).toBe('text without words (only punctuation): a placeholder, not copy');
    // And the picture it does not name (`art`, added to the data after the example was written).
    expect(at('art'), 'art').toBeDefined();
    expect(error.issues).toHaveLength(12);
    expect(report).toContain('found: "Its answer."');
    expect(report).toContain('fix: Replace it with the real text: specific facts about this entry');
    expect(report).toContain('fix: Write what visitors should read here');
  });

  it.each(['...', '…', '-', 'TODO', 'todo: write this', 'TBC', 'TBD', 'Lorem ipsum dolor sit amet.', 'Its answer.', 'Placeholder'])('rejects %j', (value) => {
    expect(textSchema.safeParse(value).success).toBe(false);
  });

  it.each(['Call us today... we answer 24/7.', 'One for the road', 'Tbilisi', 'Its answer is yes: we test to BS 7671.', 'Todmorden'])('accepts real copy %j', (value) => {
    expect(textSchema.safeParse(value).success).toBe(true);
  });
});

describe('invisible direction controls', () => {
  it('are rejected in a name and a slug, naming the field', async () => {
    await fixture.edit('locations.json', (json) => {
      const towns = json as Row[];
      towns[1]!.name = 'Brough\u202E';
      towns[2]!.slug = 'go\u2066ole';
      return json;
    });
    const { error } = await loadDataError(fixture.dataDir);
    expect(error.issues.map((i) => `${i.file}#/${i.path.join('/')}: ${i.message}`)).toEqual([
      'data/locations.json#/1/name: an invisible direction-control character (U+202E) at character 7: it changes how the text displays, so what visitors see is not what the file says',
      'data/locations.json#/2/slug: an invisible direction-control character (U+2066) at character 3: it changes how the text displays, so what visitors see is not what the file says',
    ]);
    expect(error.issues[0]?.hint).toMatch(/^Delete the character/);
  });

  it.each(['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069'])('rejects U+%s anywhere in text and slugs', (character) => {
    expect(textSchema.safeParse(`Hull ${character}docks`).success).toBe(false);
    expect(slugSchema.safeParse(`hull${character}`).success).toBe(false);
  });
});
