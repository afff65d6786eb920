import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { formatError } from '../../src/errors/format-error.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

type Row = Record<string, unknown>;
type Json = Row & Row[];
/** One way an editor can get the data wrong, and what the report must say about it. */
interface Mutation {
  name: string;
  file: string;
  /** Changes the parsed JSON (return the new value), or the raw text when `raw` is set. */
  change?: (json: Json) => unknown;
  raw?: (text: string) => string;
  remove?: boolean;
  expect: RegExp[];
}

const at = (list: unknown, index: number): Row => {
  const row = (list as Row[])[index];
  if (!row) throw new Error(`no entry ${index}`);
  return row;
};
const set = (row: Row, key: string, value: unknown) => {
  row[key] = value;
};

const mutations: Mutation[] = [
  { name: 'trailing comma', file: 'company.json', raw: (t) => t.replace(/}\s*$/, ',}'), expect: [/data\/company\.json:\d+:\d+: invalid JSON at line \d+, column \d+/, /\^/] },
  { name: 'truncated file', file: 'services.json', raw: (t) => t.slice(0, 500), expect: [/data\/services\.json:\d+:\d+: invalid JSON at line \d+, column \d+/] },
  { name: 'unquoted key', file: 'pages/home.json', raw: (t) => t.replace('"hero"', 'hero'), expect: [/data\/pages\/home\.json:\d+:\d+: invalid JSON at line 2/] },
  { name: 'missing file', file: 'pages/faqs.json', remove: true, expect: [/data\/pages\/faqs\.json: the file is missing/, /fix: Restore it/] },
  { name: 'missing field', file: 'company.json', change: (j) => ({ ...j, name: undefined }), expect: [/company\.json:\d+:\d+: [^\n]*\(#\/name\): expected string/, /found: nothing \(the field is missing\)/] },
  { name: 'mistyped field', file: 'company.json', change: (j) => ({ ...j, established: '2008' }), expect: [/company\.json:\d+:\d+: [^\n]*\(#\/established\): expected number/, /found: "2008"/] },
  { name: 'phone format', file: 'company.json', change: (j) => ({ ...j, phone: '12345' }), expect: [/company\.json:\d+:\d+: [^\n]*\(#\/phone\): a UK number as shown to visitors/, /found: "12345"/] },
  { name: 'email', file: 'company.json', change: (j) => ({ ...j, email: 'enquiries-at-example.com' }), expect: [/company\.json:\d+:\d+: [^\n]*\(#\/email\): an email address/] },
  { name: 'site URL over http', file: 'company.json', change: (j) => ({ ...j, siteUrl: 'http://www.example.com' }), expect: [/company\.json:\d+:\d+: [^\n]*\(#\/siteUrl/] },
  { name: 'unknown key', file: 'company.json', change: (j) => ({ ...j, fax: '01632 960 000' }), expect: [/company\.json:\d+:\d+: fax \(#\/fax\): unknown key "fax"/, /fix: Remove the key or correct its spelling/] },
  { name: 'company number', file: 'company.json', change: (j) => ({ ...j, companyNumber: '1234567' }), expect: [/company\.json:\d+:\d+: [^\n]*\(#\/companyNumber\): an 8-character Companies House number/] },
  { name: 'javascript: URL', file: 'company.json', change: (j) => { at(j.social, 0).url = 'javascript:alert(1)'; return j; }, expect: [/company\.json:\d+:\d+: [^\n]*\(#\/social\/0\/url\): an https:, tel: or mailto: URL/, /found: "javascript:alert\(1\)"/] },
  { name: 'latitude as text', file: 'company.json', change: (j) => { (j.geo as Row).latitude = 'north'; return j; }, expect: [/company\.json:\d+:\d+: [^\n]*\(#\/geo\/latitude\): expected number/] },
  { name: 'duplicate service slug', file: 'services.json', change: (j) => { set(at(j, 1), 'slug', at(j, 0).slug); return j; }, expect: [/services\.json:\d+:\d+: [^\n]*\(#\/1\/slug\): duplicate slug/, /fix: Every service needs its own slug/] },
  { name: 'three technical specs', file: 'services.json', change: (j) => { (at(j, 0).technicalSpecs as string[]).pop(); return j; }, expect: [/services\.json:\d+:\d+: [^\n]*\(#\/0\/technicalSpecs\): Too small: expected array to have exactly 4 items/] },
  { name: 'empty name', file: 'services.json', change: (j) => { set(at(j, 2), 'name', ''); return j; }, expect: [/services\.json:\d+:\d+: [^\n]*\(#\/2\/name\): text, not an empty string/] },
  { name: 'blank name', file: 'services.json', change: (j) => { set(at(j, 2), 'name', '   '); return j; }, expect: [/services\.json:\d+:\d+: [^\n]*\(#\/2\/name\): text, not an empty string/] },
  { name: 'unknown icon', file: 'services.json', change: (j) => { set(at(j, 0), 'icon', 'kettle'); return j; }, expect: [/services\.json:\d+:\d+: [^\n]*\(#\/0\/icon/, /found: "kettle"/] },
  { name: 'slug in capitals', file: 'services.json', change: (j) => { set(at(j, 4), 'slug', 'Emergency-Lighting'); return j; }, expect: [/services\.json:\d+:\d+: [^\n]*\(#\/4\/slug\): a lower-case slug/] },
  { name: 'a named service removed', file: 'services.json', change: (j) => j.filter((s) => s.slug !== 'emergency-exit-lighting'), expect: [/services\.json:\d+:\d+: the service "emergency-exit-lighting" is missing/, /fix: The specification names it/] },
  { name: 'description too long', file: 'services.json', change: (j) => { set(at(j, 0), 'description', 'x'.repeat(200)); return j; }, expect: [/services\.json:\d+:\d+: [^\n]*\(#\/0\/description\): Too big/] },
  { name: 'unknown service key', file: 'services.json', change: (j) => { set(at(j, 3), 'price', 'from £99'); return j; }, expect: [/services\.json:\d+:\d+: lighting-installation-retrofit, price \(#\/3\/price\): unknown key "price"/] },
  { name: 'nearby place missing', file: 'locations.json', change: (j) => { set(at(j, 0), 'nearby', ['atlantis', 'hessle']); return j; }, expect: [/locations\.json:\d+:\d+: [^\n]*\(#\/0\/nearby\/0\): refers to a location that does not exist/, /found: "atlantis"/] },
  { name: 'nearby itself', file: 'locations.json', change: (j) => { set(at(j, 1), 'nearby', [at(j, 1).slug, 'hull']); return j; }, expect: [/locations\.json:\d+:\d+: [^\n]*\(#\/1\/nearby\/0\): a location lists itself as nearby/] },
  { name: 'duplicate location', file: 'locations.json', change: (j) => { set(at(j, 10), 'slug', at(j, 9).slug); return j; }, expect: [/locations\.json:\d+:\d+: [^\n]*\(#\/10\/slug\): duplicate slug/] },
  { name: 'wrong featured flag', file: 'locations.json', change: (j) => { set(at(j, 6), 'featured', true); return j; }, expect: [/locations\.json:\d+:\d+: [^\n]*\(#\/6\/featured\): must be false/] },
  { name: 'main location renamed', file: 'locations.json', change: (j) => { set(at(j, 5), 'slug', 'hessle-foreshore'); return j; }, expect: [/the location "hessle" is missing/] },
  { name: 'postcode outside the area', file: 'locations.json', change: (j) => { set(at(j, 3), 'postcode', 'SW1A'); return j; }, expect: [/locations\.json:\d+:\d+: [^\n]*\(#\/3\/postcode\): HU, YO or DN postcode districts/] },
  { name: 'coordinates off the map', file: 'locations.json', change: (j) => { set(at(j, 2), 'coordinates', { latitude: 10, longitude: -0.8 }); return j; }, expect: [/locations\.json:\d+:\d+: [^\n]*\(#\/2\/coordinates\/latitude\): Too small/] },
  { name: 'one paragraph of local copy', file: 'locations.json', change: (j) => { set(at(j, 4), 'localCopy', ['Only one paragraph.']); return j; }, expect: [/locations\.json:\d+:\d+: [^\n]*\(#\/4\/localCopy\): Too small/] },
  { name: 'duplicate industry', file: 'industries.json', change: (j) => { set(at(at(j, 1).industries, 0), 'slug', at(at(j, 0).industries, 0).slug); return j; }, expect: [/industries\.json:\d+:\d+: [^\n]*\(#\/1\/industries\/0\/slug\): duplicate industry slug/] },
  { name: 'unknown headline service', file: 'industries.json', change: (j) => { set(at(at(at(j, 0).industries, 0).serviceSections, 0), 'service', 'plumbing'); return j; }, expect: [/industries\.json:\d+:\d+: [^\n]*\(#\/0\/industries\/0\/serviceSections\/0\/service\): refers to a headline service that does not exist/, /found: "plumbing"/] },
  { name: 'two FAQs', file: 'industries.json', change: (j) => { (at(at(j, 2).industries, 1).faqs as unknown[]).pop(); return j; }, expect: [/industries\.json:\d+:\d+: [^\n]*\(#\/2\/industries\/1\/faqs\): Too small: expected array to have exactly 3 items/] },
  { name: 'a named category removed', file: 'industries.json', change: (j) => j.filter((c) => c.slug !== 'office'), expect: [/industries\.json:\d+:\d+: the category "office" is missing/, /the industry "corporate-offices" is missing/] },
  { name: 'no industries at all', file: 'industries.json', change: () => [], expect: [/industries\.json:\d+:\d+: Too small: expected array to have >=1 items/] },
  { name: 'a service in no known category', file: 'services.json', change: (j) => { set(at(j, 3), 'category', 'lighting'); return j; }, expect: [/services\.json:\d+:\d+: [^\n]*\(#\/3\/category\): refers to a service category that does not exist/, /found: "lighting"/, /fix: Use a slug from data\/service-categories\.json: install, comply, maintain, power/] },
  { name: 'a category no service belongs to', file: 'service-categories.json', change: (j) => [...j, { slug: 'renewables', title: 'Renewables', description: 'Solar and battery storage.', art: 'power' }], expect: [/service-categories\.json:\d+:\d+: [^\n]*\(#\/4\): no service belongs to the category "renewables"/] },
  { name: 'a category drawn by an unknown picture', file: 'service-categories.json', change: (j) => { set(at(j, 0), 'art', 'rainbow'); return j; }, expect: [/service-categories\.json:\d+:\d+: [^\n]*\(#\/0\/art/, /found: "rainbow"/] },
  { name: 'a town in an unknown sector', file: 'locations.json', change: (j) => { (at(j, 2).sectors as string[]).push('space-tourism'); return j; }, expect: [/locations\.json:\d+:\d+: goole, sectors\[\d\] \(#\/2\/sectors\/\d\): refers to a sector that does not exist/, /found: "space-tourism"/] },
  { name: 'a town without a note for one category', file: 'locations.json', change: (j) => { delete (at(j, 4).serviceNotes as Row).maintain; return j; }, expect: [/locations\.json:\d+:\d+: [^\n]*\(#\/4\/serviceNotes\): has no note for the service category "maintain"/] },
  { name: 'a pairing with an unknown service', file: 'sector-services.json', change: (j) => { set(at(j, 5), 'service', 'plumbing'); return j; }, expect: [/sector-services\.json:\d+:\d+: [^\n]*\(#\/5\/service\): refers to a service that does not exist/, /found: "plumbing"/] },
  { name: 'a project in an unknown town', file: 'pages/portfolio.json', change: (j) => { set(at((j as Row).projects, 1), 'location', 'atlantis'); return j; }, expect: [/portfolio\.json:\d+:\d+: [^\n]*\(#\/projects\/1\/location\): refers to a location that does not exist/] },
  { name: 'a scheme without its register', file: 'accreditations.json', change: (j) => { delete at(j, 0).register; return j; }, expect: [/accreditations\.json:\d+:\d+: [^\n]*\(#\/0\/register\): a scheme needs its "register"/] },
  { name: 'two benefits', file: 'industries.json', change: (j) => { (at(at(at(j, 3).industries, 0).serviceSections, 1).benefits as unknown[]).pop(); return j; }, expect: [/serviceSections\[1\]\.benefits \(#\/\d+\/industries\/\d+\/serviceSections\/1\/benefits\): Too small/] },
  { name: 'alias to a missing service', file: 'headline-services.json', change: (j) => { set(at(j, 0), 'target', { service: 'teleportation' }); return j; }, expect: [/headline-services\.json:\d+:\d+: [^\n]*\(#\/0\/target\/service\): refers to a service that does not exist/] },
  { name: 'duplicate alias', file: 'headline-services.json', change: (j) => { set(at(j, 1), 'slug', at(j, 0).slug); return j; }, expect: [/headline-services\.json:\d+:\d+: [^\n]*\(#\/1\/slug\): duplicate headline service/] },
  { name: 'a client of an unknown service', file: 'testimonials.json', change: (j) => { set(at(j, 2), 'services', ['teleportation']); return j; }, expect: [/testimonials\.json:\d+:\d+: [^\n]*\(#\/2\/services\/0\): refers to a service that does not exist/, /found: "teleportation"/] },
  { name: 'a client in an unknown town', file: 'testimonials.json', change: (j) => { set(at(j, 1), 'location', 'atlantis'); return j; }, expect: [/testimonials\.json:\d+:\d+: [^\n]*\(#\/1\/location\): refers to a location that does not exist/, /found: "atlantis"/, /fix: Use a town slug from data\/locations\.json/] },
  { name: 'the fixed quote missing', file: 'pages/service-location.json', change: (j) => { delete (j as Row).testimonial; return j; }, expect: [/service-location\.json:\d+:\d+: [^\n]*\(#\/testimonial/] },
  { name: 'six stars', file: 'testimonials.json', change: (j) => { set(at(j, 0), 'rating', 6); return j; }, expect: [/testimonials\.json:\d+:\d+: [^\n]*\(#\/0\/rating\): Too big/] },
  { name: 'two featured testimonials', file: 'testimonials.json', change: (j) => j.map((t, i) => ({ ...t, featured: i < 2 })), expect: [/3 testimonials must be featured for the home page, found 2/] },
  { name: 'a headline alias removed', file: 'headline-services.json', change: (j) => j.filter((h) => h.slug !== 'electrical-testing'), expect: [/headline-services\.json:\d+:\d+: the headline service "electrical-testing" is missing/] },
  { name: 'testimonial without author', file: 'testimonials.json', change: (j) => { delete at(j, 1).author; return j; }, expect: [/testimonials\.json:\d+:\d+: [^\n]*\(#\/1\/author\): expected string/] },
  { name: 'no accreditations', file: 'accreditations.json', change: () => [], expect: [/accreditations\.json:\d+:\d+: Too small/] },
  { name: 'unknown token', file: 'pages/home.json', change: (j) => { (j.hero as Row).lead = 'Call {company.fax} today.'; return j; }, expect: [/pages\/home\.json:\d+:\d+: [^\n]*\(#\/hero\/lead\): unknown token \{company\.fax\}/, /fix: Use one of \{company\.name\}/] },
  { name: 'portfolio industry missing', file: 'pages/portfolio.json', change: (j) => { set(at(j.projects, 0), 'industry', 'space-stations'); return j; }, expect: [/pages\/portfolio\.json:\d+:\d+: [^\n]*\(#\/projects\/0\/industry\): refers to an industry that does not exist/] },
  { name: 'portfolio service missing', file: 'pages/portfolio.json', change: (j) => { set(at(j.projects, 1), 'services', ['teleportation']); return j; }, expect: [/pages\/portfolio\.json:\d+:\d+: [^\n]*\(#\/projects\/1\/services\/0\): refers to a service that does not exist/] },
  { name: 'three directors', file: 'pages/about.json', change: (j) => { (j.directors as Row[]).push(at(j.directors, 0)); return j; }, expect: [/pages\/about\.json:\d+:\d+: [^\n]*\(#\/directors\): Too big: expected array to have exactly 2 items/] },
  { name: 'photo that does not exist', file: 'pages/about.json', change: (j) => { set(at(j.directors, 0), 'photo', { src: 'images/nobody.jpg', alt: 'Portrait' }); return j; }, expect: [/data\/pages\/about\.json:\d+:\d+: [^\n]*\(#\/directors\/0\/photo\/src\): the picture images\/nobody\.jpg does not exist/] },
  { name: 'three feature bullets', file: 'pages/service-location.json', change: (j) => { (j.features as unknown[]).pop(); return j; }, expect: [/pages\/service-location\.json:\d+:\d+: [^\n]*\(#\/features\): Too small: expected array to have exactly 4 items/] },
  { name: 'terms too short', file: 'pages/terms-conditions.json', change: (j) => ({ ...j, sections: (j.sections as unknown[]).slice(0, 2) }), expect: [/pages\/terms-conditions\.json:\d+:\d+: [^\n]*\(#\/sections\): Too small/] },
];

let fixture: Awaited<ReturnType<typeof createFixture>>;
const originals = new Map<string, string>();
let before: string[] = [];

/** Every output file with its size and modification time, as a listing shows them: any rewrite changes it. */
async function fingerprint(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name)).sort();
  return Promise.all(files.map(async (file) => {
    const info = await stat(file);
    return `${file} ${info.size} ${info.mtimeMs}`;
  }));
}

beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  for (const { file } of mutations) originals.set(file, await readFile(join(fixture.dataDir, file), 'utf8'));
  await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir });
  before = await fingerprint(fixture.outDir);
}, 60_000);
afterAll(async () => {
  await fixture.cleanup();
});

describe('data mistakes', () => {
  it(`has at least 40 kinds of mistake in the table (${mutations.length})`, () => {
    expect(mutations.length).toBeGreaterThanOrEqual(40);
  });

  for (const mutation of mutations) {
    it(`${mutation.name} (${mutation.file}): a clear report, exit as a data error, the output untouched`, async () => {
      const path = join(fixture.dataDir, mutation.file);
      const original = originals.get(mutation.file) ?? '';
      try {
        if (mutation.remove) await rm(path);
        else if (mutation.raw) await writeFile(path, mutation.raw(original));
        else if (mutation.change) await writeFile(path, JSON.stringify(mutation.change(JSON.parse(original) as Json), null, 2));
        const error = await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir }).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(CtsiteError);
        expect((error as CtsiteError).code).toBe('InvalidData');
        const report = formatError(error);
        for (const pattern of mutation.expect) expect(report).toMatch(pattern);
        // Every problem names its file and tells what to do; no stack trace without --verbose.
        for (const issue of (error as CtsiteError).issues) {
          expect(issue.file).toMatch(/^data\//);
          expect(issue.hint, issue.message).toBeTruthy();
        }
        expect(report).not.toMatch(/\n\s+at .*:\d+:\d+/);
        expect(await fingerprint(fixture.outDir)).toEqual(before);
      } finally {
        await writeFile(path, original);
      }
    });
  }
});
