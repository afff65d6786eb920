import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { parseRedirectRules } from '../../src/hosting/redirect-rules.ts';
import { createMemoryLogger } from '../../src/log/logger.ts';
import { build } from '../../src/pipeline/index.ts';
import { outputPathFor } from '../../src/routes/output-path.ts';
import { serve } from '../../src/serve/index.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

// Issue 50, item 3: the owner changes a town's slug. Every town the specification names must stay, so the town
// renamed is one the owner added (docs/content.md's Elloughton), first built under its first slug.

interface Line {
  from: string;
  to: string;
}

let fixture: Awaited<ReturnType<typeof createFixture>>;
/** The addresses Elloughton had: what the first build wrote under its name. */
let oldAddresses: string[];

const buildIt = (options: { allowRemovedPages?: boolean; logger?: ReturnType<typeof createMemoryLogger> } = {}) =>
  build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir, ...options });
const stateFiles = async () => Object.keys((JSON.parse(await readFile(join(fixture.outDir, '.ctsite-output.json'), 'utf8')) as { files: Record<string, unknown> }).files);
/** The lines the error gives, parsed as the owner pastes them into data/redirects.json. */
const linesOf = (message: string): Line[] => message.split('\n').filter((line) => line.trimStart().startsWith('{')).map((line) => JSON.parse(line.trim().replace(/,$/, '')) as Line);

beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  const guide = await readFile(join(projectRoot, 'docs/content.md'), 'utf8');
  const town = JSON.parse(/## Adding a town\n[\s\S]*?```json\n([\s\S]*?)```/.exec(guide)?.[1] ?? 'null') as Record<string, unknown>;
  // The small fixture has not the guide's nearby villages.
  await fixture.edit('locations.json', (towns) => [...(towns as object[]), { ...town, nearby: ['brough', 'hessle', 'hull'] }]);
  await buildIt();
  oldAddresses = (await stateFiles()).filter((file) => /(^|\/)elloughton[-/]|-elloughton\//.test(file) && file.endsWith('index.html')).map((file) => `/${file.slice(0, -'index.html'.length)}`);
  await fixture.edit('locations.json', (towns) => (towns as { slug: string }[]).map((entry) => (entry.slug === 'elloughton' ? { ...entry, slug: 'elloughton-village' } : entry)));
});
afterAll(async () => {
  await fixture.cleanup();
});

describe('a town renamed', () => {
  let lines: Line[];

  it('with no redirect, the build fails naming each lost address with the line to add; the last output stays whole', async () => {
    // The area page, the per-area services page, one page a service, and the redirects in the town's name.
    expect(oldAddresses.length).toBeGreaterThan(20);
    const before = await stateFiles();
    const failure = await buildIt().then(() => undefined, (error: unknown) => error);
    expect(failure).toBeInstanceOf(CtsiteError);
    expect((failure as CtsiteError).code).toBe('PagesLost');
    lines = linesOf((failure as CtsiteError).message);
    expect(lines.map((line) => line.from).sort()).toEqual([...oldAddresses].sort());
    expect(lines).toContainEqual({ from: '/elloughton-commercial-electrician/', to: '/elloughton-village-commercial-electrician/' });
    expect(lines).toContainEqual({ from: '/services/backup-power-systems/elloughton/', to: '/services/backup-power-systems/elloughton-village/' });
    // An old redirect is sent straight to the page the new one leads to: no chain.
    expect(lines).toContainEqual({ from: '/services/elloughton-services/', to: '/services-elloughton-village/' });
    expect(await stateFiles()).toEqual(before);
    await stat(join(fixture.outDir, 'elloughton-commercial-electrician/index.html'));
  });

  it('with the lines added to data/redirects.json, every old address is a redirect page and a 301 of _redirects, and serve answers 301', async () => {
    await fixture.edit('redirects.json', () => lines);
    await buildIt();
    const rules = parseRedirectRules(await readFile(join(fixture.outDir, '_redirects'), 'utf8'));
    for (const { from, to } of lines) {
      expect(rules.get(from), from).toBe(to);
      const page = await readFile(join(fixture.outDir, outputPathFor(from)), 'utf8');
      expect(page, from).toContain(`<meta http-equiv="refresh" content="0; url=${to}"/>`);
      expect(page, from).toContain('<meta name="robots" content="noindex"/>');
    }
    const server = await serve({ dir: fixture.outDir, port: 0, watch: false });
    try {
      const response = await fetch(`${server.url}/services/backup-power-systems/elloughton/`, { redirect: 'manual' });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/services/backup-power-systems/elloughton-village/');
    } finally {
      await server.close();
    }
  });

  it('--allow-removed-pages lets pages go on purpose, with a warning naming them', async () => {
    await fixture.edit('redirects.json', () => []);
    const logger = createMemoryLogger();
    await buildIt({ allowRemovedPages: true, logger });
    const warning = logger.lines.find((line) => line.startsWith('Removing '));
    expect(warning).toContain(`Removing ${lines.length} pages of the last output with no redirect; to keep them answering, add to data/redirects.json:`);
    // The redirects' own pages are what goes now; the new pages were in the last output too, so no rename is
    // recognised and each line leads to the page above it.
    expect(linesOf(warning ?? '').map((line) => line.from).sort()).toEqual(lines.map((line) => line.from).sort());
    expect(linesOf(warning ?? '')).toContainEqual({ from: '/services/backup-power-systems/elloughton/', to: '/services/backup-power-systems/' });
    await expect(stat(join(fixture.outDir, 'elloughton-commercial-electrician/index.html'))).rejects.toThrow();
  });
});
