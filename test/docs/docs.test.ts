import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';

/** README.md and every page of docs/, by their path in the project. */
const pages = ['README.md', ...readdirSync(join(projectRoot, 'docs')).filter((name) => name.endsWith('.md')).map((name) => `docs/${name}`)];
const read = (page: string) => readFileSync(join(projectRoot, page), 'utf8');
const withoutCodeBlocks = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** A heading's anchor as GitHub makes it: lower case, punctuation but hyphens dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchorsOf = (page: string) => withoutCodeBlocks(read(page)).match(/^#{1,6} .+$/gm)?.map((line) => anchorOf(line.replace(/^#+ /, ''))) ?? [];

describe('README.md and docs/', () => {
  it('link only to files that exist and to headings that exist', () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const [, target = ''] of withoutCodeBlocks(read(page)).matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:/i.test(target)) continue;
        const [path = '', anchor] = target.split('#');
        const file = path === '' ? page : relative(projectRoot, join(projectRoot, dirname(page), path));
        if (!existsSync(join(projectRoot, file))) broken.push(`${page}: ${target} (no ${file})`);
        else if (anchor !== undefined && (!file.endsWith('.md') || statSync(join(projectRoot, file)).isDirectory() || !anchorsOf(file).includes(anchor))) broken.push(`${page}: ${target} (no heading #${anchor} in ${file})`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('link every page of docs/ from the README', () => {
    const readme = read('README.md');
    for (const page of pages.filter((page) => page !== 'README.md')) expect(readme, page).toContain(`](${page})`);
  });

  it('keep the README to a two-minute read: at most 150 lines, no commit hashes', () => {
    const readme = read('README.md');
    expect(readme.split('\n').length).toBeLessThanOrEqual(151);
    expect(readme.match(/\b[0-9a-f]{7,40}\b/g) ?? []).toEqual([]);
  });
});

describe('what the machine needs', () => {
  it('the README names Java beside Node (check and the tests run the Nu Html Checker on it), and deploy.md the flag s3rver needs past 1,000 objects', () => {
    const requirements = read('README.md').split('\n## ')[1] ?? '';
    expect(requirements).toMatch(/needs Node\.js 22\.12/);
    expect(requirements).toMatch(/need a Java runtime/);
    // vitest.config.ts gives the deploy tests' s3rver the flag; a local S3 started by hand needs it too.
    expect(read('vitest.config.ts')).toContain("'--openssl-legacy-provider'");
    expect(read('docs/deploy.md')).toMatch(/NODE_OPTIONS=--openssl-legacy-provider npx s3rver/);
  });
});

describe('code that relies on a product decision', () => {
  it('points to a section of docs/decisions.md that exists, never to a file outside the repository', () => {
    const anchors = anchorsOf('docs/decisions.md');
    const problems: string[] = [];
    let cited = 0;
    for (const folder of ['src', 'templates', 'client', 'scripts', 'test']) {
      for (const entry of readdirSync(join(projectRoot, folder), { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !/\.(ts|tsx|mjs|css)$/.test(entry.name) || entry.name === 'docs.test.ts') continue;
        const file = relative(projectRoot, join(entry.parentPath, entry.name));
        const text = readFileSync(join(projectRoot, file), 'utf8');
        if (/DECISIONS\.md|\bspec section\b/.test(text)) problems.push(`${file} cites a document that is not in the repository`);
        for (const [, anchor = ''] of text.matchAll(/docs\/decisions\.md#([a-z0-9-]+)/g)) {
          cited += 1;
          if (!anchors.includes(anchor)) problems.push(`${file}: no section #${anchor} in docs/decisions.md`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(cited).toBeGreaterThan(10);
  });
});

describe('the commands and flags the docs name', () => {
  const cli = (...args: string[]) => execFileSync(process.execPath, [join(projectRoot, 'bin/ctsite.js'), ...args], { cwd: projectRoot, encoding: 'utf8' });
  const flagsIn = (text: string) => new Set(text.match(/--[a-z][a-z-]*/g) ?? []);
  const topHelp = cli('--help');
  const globalFlags = flagsIn(topHelp);
  /** The commands `ctsite --help` lists, e.g. `build`. */
  const commands = new Set([...topHelp.matchAll(/^ {2}([a-z]+)\b/gm)].map(([, name = '']) => name).filter((name) => name !== 'help'));
  const flagsOf = new Map([...commands].map((command) => [command, flagsIn(cli(command, '--help'))]));

  /** Each mention of a command in code (`ctsite deploy --bucket x`, `npm run deploy -- --bucket x`) with the flags written with it. */
  function mentions() {
    const found: { page: string; command: string; flags: string[] }[] = [];
    for (const page of pages) {
      const code = [...read(page).matchAll(/^```[^\n]*\n([\s\S]*?)^```/gm)].flatMap(([, block = '']) => block.split('\n'));
      const spans = [...withoutCodeBlocks(read(page)).matchAll(/`([^`\n]+)`/g)].map(([, span = '']) => span);
      for (const text of [...code, ...spans]) {
        for (const [, command = '', rest = ''] of text.matchAll(/(?:\bctsite|bin\/ctsite\.js|npm run) ([a-z]+)((?: (?:--?[\w-]+|<[^>]+>|\[[^\]]*\]|[^\s`|]+))*)/g)) {
          if (text.includes('npm run') && !['build', 'serve', 'check', 'deploy'].includes(command)) continue;
          found.push({ page, command, flags: [...flagsIn(rest)] });
        }
      }
    }
    return found;
  }

  it('name only commands that `ctsite --help` lists, with flags their own --help lists', () => {
    const unknown: string[] = [];
    for (const { page, command, flags } of mentions()) {
      const own = flagsOf.get(command);
      if (!own) {
        unknown.push(`${page}: ctsite ${command} is not a command`);
        continue;
      }
      for (const flag of flags) if (!own.has(flag) && !globalFlags.has(flag)) unknown.push(`${page}: ctsite ${command} has no ${flag}`);
    }
    expect(unknown).toEqual([]);
  });

  it("describe in docs/cli.md, under each command's heading, only flags that command has", () => {
    const sections = read('docs/cli.md').split(/^## /m).slice(1);
    const unknown: string[] = [];
    for (const section of sections) {
      const command = /^ctsite ([a-z]+)/.exec(section)?.[1];
      if (!command) continue;
      const own = flagsOf.get(command);
      if (!own) unknown.push(`docs/cli.md: ctsite ${command} is not a command`);
      else for (const flag of flagsIn(section)) if (!own.has(flag) && !globalFlags.has(flag)) unknown.push(`docs/cli.md, ctsite ${command}: no ${flag}`);
    }
    expect(unknown).toEqual([]);
  });

  /** docs/cli.md's section of each command, e.g. `build` → the text under `## ctsite build`. */
  const sectionOf = new Map(
    read('docs/cli.md')
      .split(/^## /m)
      .slice(1)
      .flatMap((section) => {
        const command = /^ctsite ([a-z]+)/.exec(section)?.[1];
        return command ? [[command, section] as const] : [];
      }),
  );

  it("document every command, and every flag of each under that command's own heading, in docs/cli.md", () => {
    const undocumented: string[] = [];
    for (const [command, flags] of flagsOf) {
      const section = sectionOf.get(command);
      if (!section) undocumented.push(`ctsite ${command}: no section`);
      else for (const flag of flags) if (flag !== '--help' && !section.includes(flag)) undocumented.push(`ctsite ${command} ${flag}`);
    }
    expect(undocumented).toEqual([]);
  });

  it('show in --help the defaults docs/cli.md gives, ages as written (1d), never in milliseconds', () => {
    const problems: string[] = [];
    for (const command of flagsOf.keys()) {
      // Each option of the help with its description, its wrapped lines joined: `--asset-grace <age> keep ... (default: 1d)`.
      const options = cli(command, '--help')
        .split(/\n(?= {2}-)/)
        .map((option) => option.replace(/\s+/g, ' ').trim());
      for (const option of options.filter((line) => / <age> /.test(line))) {
        const shown = /\(default: ([^)]+)\)$/.exec(option)?.[1];
        if (!shown || !/^(0|\d+[smhd])$/.test(shown)) problems.push(`ctsite ${command} --help: ${option}`);
      }
      for (const [, flag = '', documented = ''] of (sectionOf.get(command) ?? '').matchAll(/`(--[a-z-]+)[^`]*` \(default `([^`]+)`/g)) {
        const option = options.find((line) => line.startsWith(`${flag} `) || line.includes(`, ${flag} `));
        if (!option?.match(/\(default: "?([^)"]+)"?\)$/)?.includes(documented)) problems.push(`ctsite ${command} ${flag}: docs/cli.md says default ${documented}, --help says ${option}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('docs/performance.md', () => {
  interface BenchReport {
    performancePage(page: string, resultsDir: string): string;
    renderFigures(results: Record<string, unknown>): string;
  }
  const benchReport = async () => (await import(new URL('../../scripts/bench-report.mjs', import.meta.url).href)) as BenchReport;

  it('shows the figures bench-results/ holds, as npm run bench:report writes them', async () => {
    const { performancePage } = await benchReport();
    const page = read('docs/performance.md');
    expect(page).toBe(performancePage(page, join(projectRoot, 'bench-results')));
  });

  it('shows each other bench the way its script writes its result, with its date and machine', async () => {
    const { renderFigures } = await benchReport();
    const machine = { cpus: 2, node: 'v24.21.0' };
    const serve = { towns: 330, medianMs: 480, maxMs: 590, rebuildMedianMs: 450, samples: [1, 2, 3], rendered: 20, written: 21 };
    const build = (routes: number, buildMs: number) => ({ routes, buildMs, perPageMs: buildMs / routes, renderMs: 1, peakMemoryMb: 400 });
    const one = (median: number) => ({ median, min: median, max: median });
    const tableRow = (label: string, routes: number, wallMs: number, cpuMs: number, markCompacts: number, scavenges: number) => ({
      label,
      routes,
      runs: 1,
      wallMs: one(wallMs),
      cpuMs: one(cpuMs),
      peakMiB: one(120),
      wallPerRouteMs: one(wallMs / routes),
      cpuPerRouteMs: one(cpuMs / routes),
      gc: { markCompacts: one(markCompacts), scavenges: one(scavenges) },
    });
    const figures = renderFigures({
      'scale-10x5-latest.json': { commit: 'abc1234', date: '2026-11-20T10:00:00Z', machine, runs: 1, scale: '10x5', base: build(782, 880), scaled: build(32472, 19900), samePages: { pages: 32472, different: 0 }, saveToReload: serve },
      'deploy-latest.json': { commit: 'abc1234', date: '2026-11-21T10:00:00Z', machine: { ...machine, aws: 'not installed' }, sizes: [{ label: '1x', files: 792, rows: [{ case: 'no change', tool: 'ctsite', ms: 730, requests: { LIST: { requests: 1, up: 0, down: 219_852 }, GET: { requests: 1, up: 0, down: 0 } } }] }] },
      'scale-table-latest.json': {
        commit: 'abc1234',
        date: '2026-11-23T10:00:00Z',
        machine,
        command: 'node --max-semi-space-size=8 bin/ctsite.js build --data <grown copy> --out <new folder>',
        sizes: [tableRow('1x', 959, 1800, 1700, 1, 68), tableRow('10x5', 34134, 52000, 50000, 9, 2400)],
        marginal: [{ from: '1x', to: '10x5', cpuPerRouteMs: 1.437, wallPerRouteMs: 1.513 }],
        cpuPerRouteRatio: 0.83,
        serve: [
          {
            label: '1x',
            routes: 959,
            runs: 3,
            coldStartNoOutput: { firstPageMs: one(2480), servingMs: one(2470) },
            coldStartExistingOutput: { firstPageMs: one(125), servingMs: one(2110) },
            saveToReload: { medianMs: 102, maxMs: 127, saves: 15, rebuildMedianMs: 79, rendered: 1, written: 1 },
          },
        ],
      },
      'lighthouse-latest.json': { date: '2026-11-22T10:00:00Z', results: { home: { url: '/', performance: 100, accessibility: 100, bestPractices: 100, seo: 100, cls: 0, tbtMs: 0, lcpMs: 960 } } },
    });
    expect(figures).toContain('Run on 2026-11-20 at commit abc1234, on 2 cores, Node v24.21.0');
    expect(figures).toContain('| 10x5 | 32472 | 19.90 s | 0.613 ms | 400 MB |');
    expect(figures).toContain('save to reload 480 ms median');
    expect(figures).toContain('| 1x (792 files) | no change | ctsite | 0.73 s | 1 GET, 1 LIST | 0 B | 214.7 KB |');
    expect(figures).toContain('| 10x5 | 34134 | 1 | 52.00 s | 50.00 s | 120 MiB | 1.523 ms | 1.465 ms | 9 / 2400 |');
    expect(figures).toContain('Marginal CPU per route: 1x → 10x5 1.437 ms. CPU per route at 10x5 over 1x: 0.83.');
    expect(figures).toContain('| first 200 for `/`, the folder a previous serve left | 0.13 s |');
    // The table's file is not a `--scale` run: one "Grown data" section, the 10x5 run's.
    expect(figures.match(/### Grown data/g)).toHaveLength(1);
    expect(figures).toContain('Run on 2026-11-22; mobile preset');
    expect(figures).toContain('| `/` | 100 | 100 | 100 | 100 | 0 | 0 ms | 0.96 s |');
    expect(figures).toContain('No result is kept for `npm run bench`:');
  });
});
