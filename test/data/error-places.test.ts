import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadDataError } from '../helpers/data-error.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

// Every kind of data error names the file, line:column, the entry by its slug, the field, what was found and the
// fix; a reference to a slug that does not exist suggests the nearest one when it is close (issue 50, item 4).

type Row = Record<string, unknown>;
const rows = (json: unknown): Row[] => json as Row[];
const bySlug = (json: unknown, slug: string): Row => {
  const entry = rows(json).find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`fixture has no ${slug}`);
  return entry;
};

let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeEach(async () => {
  fixture = await createFixture();
});
afterEach(async () => {
  await fixture.cleanup();
});

/** Line and column (from 1) where `needle` starts in the data file, after `after` when given; `offset` moves into it. */
async function positionIn(file: string, needle: string, { after = '', offset = 0 } = {}): Promise<string> {
  const text = await readFile(join(fixture.dataDir, file), 'utf8');
  const at = text.indexOf(needle, after === '' ? 0 : text.indexOf(after));
  if (at < 0 || (after !== '' && !text.includes(after))) throw new Error(`${file} has no ${needle}`);
  const before = text.slice(0, at + offset);
  return `${before.split('\n').length}:${at + offset - before.lastIndexOf('\n')}`;
}

/** The problem block of the report that starts with `header`: its header line and the indented lines under it. */
function block(report: string, header: string): string {
  const start = report.indexOf(header);
  expect(start, `the report has no line starting ${header}\n${report}`).toBeGreaterThanOrEqual(0);
  const end = report.indexOf('\n\n', start);
  return report.slice(start, end < 0 ? undefined : end);
}

describe('each kind of data error is placed and named', () => {
  it('a missing required field: the line of the entry lacking it, its slug and the field', async () => {
    await fixture.edit('locations.json', (json) => {
      delete bySlug(json, 'goole').postcode;
      return json;
    });
    // The field is missing, so the problem is shown where its entry opens: the line before its slug.
    const slugAt = await positionIn('locations.json', '"slug": "goole"');
    const entryLine = Number(slugAt.split(':')[0]) - 1;
    const { report } = await loadDataError(fixture.dataDir);
    const problem = block(report, `data/locations.json:${entryLine}:3: goole, postcode (#/`);
    expect(problem).toMatch(/\/postcode\): expected string\n {4}found: nothing \(the field is missing\)\n {4}fix: Add the field/);
  });

  it('a value of the wrong type: the line and column of the value', async () => {
    await fixture.edit('locations.json', (json) => {
      bySlug(json, 'hessle').landmark = 7;
      return json;
    });
    const at = await positionIn('locations.json', '"landmark": 7', { offset: '"landmark": '.length });
    const { report } = await loadDataError(fixture.dataDir);
    expect(block(report, `data/locations.json:${at}: hessle, landmark (#/`)).toMatch(/landmark\): expected string\n {4}found: 7\n {4}fix: /);
  });

  it("a misspelt town in a new town's nearby: elloughton named, and welton suggested", async () => {
    const guide = await readFile(join(projectRoot, 'docs/content.md'), 'utf8');
    const example = /<!-- example: data\/locations\.json#\/- -->\n```json\n([\s\S]*?)```/.exec(guide)?.[1];
    if (!example) throw new Error('docs/content.md has no example town');
    await fixture.edit('locations.json', (json) => [...rows(json), { ...(JSON.parse(example) as Row), nearby: ['brough', 'weltn', 'atlantis'] }]);
    const at = await positionIn('locations.json', '"weltn"', { after: '"slug": "elloughton"' });
    const { report } = await loadDataError(fixture.dataDir);
    const problem = block(report, `data/locations.json:${at}: elloughton, nearby[1] (#/`);
    expect(problem).toMatch(/nearby\/1\): refers to a location that does not exist\n {4}found: "weltn"\n {4}did you mean "welton"\?\n {4}fix: Use the slug of another location/);
    expect(report).toMatch(/elloughton, nearby\[2\] \(#\/\d+\/nearby\/2\): refers to a location that does not exist\n {4}found: "atlantis"\n {4}fix: /);
  });

  it("references between files: a testimonial's town and service, a project's service, a town's sector", async () => {
    await fixture.edit('testimonials.json', (json) => {
      const first = rows(json)[0] as Row;
      first.location = 'bevrley';
      first.services = ['emergency-exit-lightnig'];
      return json;
    });
    await fixture.edit('pages/portfolio.json', (json) => {
      const project = rows((json as Row).projects)[0] as Row;
      project.services = ['ev-charging-station-instalation'];
      return json;
    });
    await fixture.edit('locations.json', (json) => {
      bySlug(json, 'howden').sectors = ['holiday-prks'];
      return json;
    });
    const testimonials = JSON.parse(await readFile(join(fixture.dataDir, 'testimonials.json'), 'utf8')) as Row[];
    const author = String(testimonials[0]?.key ?? testimonials[0]?.author);
    const projects = (JSON.parse(await readFile(join(fixture.dataDir, 'pages/portfolio.json'), 'utf8')) as { projects: Row[] }).projects;
    const project = String(projects[0]?.slug);
    const { report } = await loadDataError(fixture.dataDir);

    expect(block(report, `data/testimonials.json:${await positionIn('testimonials.json', '"bevrley"')}: ${author}, location (#/0/location): refers to a location that does not exist`))
      .toMatch(/found: "bevrley"\n {4}did you mean "beverley"\?\n {4}fix: Use a town slug/);
    expect(block(report, `data/testimonials.json:${await positionIn('testimonials.json', '"emergency-exit-lightnig"')}: ${author}, services[0] (#/0/services/0)`))
      .toMatch(/did you mean "emergency-exit-lighting"\?/);
    expect(block(report, `data/pages/portfolio.json:${await positionIn('pages/portfolio.json', '"ev-charging-station-instalation"')}: ${project}, services[0] (#/projects/0/services/0)`))
      .toMatch(/found: "ev-charging-station-instalation"\n {4}did you mean "ev-charging-station-installation"\?\n {4}fix: /);
    const sector = block(report, `data/locations.json:${await positionIn('locations.json', '"holiday-prks"')}: howden, sectors[0] (#/`);
    expect(sector).toMatch(/found: "holiday-prks"\n {4}did you mean "holiday-parks"\?\n {4}fix: Use a sector slug/);
  });

  it('a duplicate slug: the second entry, by the slug, at the slug', async () => {
    let slug = '';
    await fixture.edit('services.json', (json) => {
      slug = String(rows(json)[0]?.slug);
      (rows(json)[1] as Row).slug = slug;
      return json;
    });
    const text = await readFile(join(fixture.dataDir, 'services.json'), 'utf8');
    const second = text.indexOf(`"slug": "${slug}"`, text.indexOf(`"slug": "${slug}"`) + 1);
    const before = text.slice(0, second + '"slug": '.length);
    const at = `${before.split('\n').length}:${before.length - before.lastIndexOf('\n')}`;
    const { report } = await loadDataError(fixture.dataDir);
    expect(block(report, `data/services.json:${at}: ${slug}, slug (#/1/slug): duplicate slug`)).toMatch(new RegExp(`found: "${slug}"\\n {4}fix: Every service needs its own slug`));
  });

  it('placeholder text, an unknown key and an unknown token: each at its line, with its entry and field', async () => {
    await fixture.edit('locations.json', (json) => {
      bySlug(json, 'brough').summary = 'TODO';
      return json;
    });
    await fixture.edit('company.json', (json) => ({ ...(json as Row), colour: 'blue' }));
    await fixture.edit('pages/home.json', (json) => {
      (json as { hero: { lead: string } }).hero.lead = 'Call {company.fax} today';
      return json;
    });
    const { report } = await loadDataError(fixture.dataDir);
    expect(block(report, `data/locations.json:${await positionIn('locations.json', '"TODO"')}: brough, summary (#/`)).toMatch(/found: "TODO"\n {4}fix: /);
    expect(block(report, `data/company.json:${await positionIn('company.json', '"blue"')}: colour (#/colour): unknown key "colour"`)).toMatch(/found: "blue"\n {4}fix: Remove the key/);
    expect(block(report, `data/pages/home.json:${await positionIn('pages/home.json', '"Call {company.fax} today"')}: hero.lead (#/hero/lead): unknown token {company.fax}`)).toMatch(/fix: /);
  });
});

describe('the CLI prints the same, and GitHub annotations land on the line', () => {
  it('ctsite build --dry-run and --format github', async () => {
    await fixture.edit('locations.json', (json) => {
      bySlug(json, 'hessle').nearby = ['hul'];
      return json;
    });
    const at = await positionIn('locations.json', '"hul"');
    const run = (args: string[]) => spawnSync(process.execPath, [join(projectRoot, 'bin/ctsite.js'), 'build', '--data', fixture.dataDir, '--out', join(fixture.dir, 'out'), ...args], { cwd: projectRoot, encoding: 'utf8', timeout: 240_000 });

    const text = run(['--dry-run']);
    expect(text.status).toBe(1);
    expect(text.stderr).toMatch(new RegExp(`data/locations\\.json:${at}: hessle, nearby\\[0\\] \\(#/\\d+/nearby/0\\): refers to a location that does not exist\\n {4}found: "hul"\\n {4}did you mean "hull"\\?\\n`));

    const github = run(['--format', 'github']);
    const file = relative(projectRoot, join(fixture.dataDir, 'locations.json'));
    const [line, column] = at.split(':');
    expect(github.stdout).toMatch(new RegExp(`^::error file=${file.replaceAll('.', '\\.')},line=${line},col=${column},title=The site data has problems::data/locations\\.json:${at}: hessle, nearby\\[0\\] .*%0Adid you mean "hull"\\?%0Afix: `, 'm'));
  }, 240_000);
});
