import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type BuildResult } from '../../src/build/index.ts';
import { chooseWorkers, PARALLEL_FROM_ROUTES, renderInWorkers } from '../../src/build/render-parallel.ts';
import { loadSiteData } from '../../src/data/load-data.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { formatError } from '../../src/errors/format-error.ts';
import { routeDefinitions } from '../../src/routes/definitions/index.ts';
import { createRouteTable } from '../../src/routes/route-table.ts';
import { readSiteFiles } from '../helpers/site-files.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';

const env = { SOURCE_DATE_EPOCH: '1767225600' };

describe('render workers', () => {
  let fixture: Awaited<ReturnType<typeof createFixture>>;
  let single: BuildResult;
  let parallel: BuildResult;

  beforeAll(async () => {
    fixture = await createFixture();
    single = await build({ dataDir: fixture.dataDir, outDir: join(fixture.dir, 'single'), env, workers: 0 });
    parallel = await build({ dataDir: fixture.dataDir, outDir: join(fixture.dir, 'parallel'), env, workers: 2 });
  });
  afterAll(() => fixture.cleanup());

  it('write the same bytes as a build on the main thread, file for file', async () => {
    expect(single.workers).toBe(0);
    expect(parallel.workers).toBe(2);
    const [one, two] = await Promise.all([readSiteFiles(join(fixture.dir, 'single')), readSiteFiles(join(fixture.dir, 'parallel'))]);
    expect([...two.keys()].sort()).toEqual([...one.keys()].sort());
    expect(one.size).toBe(single.files);
    const different = [...one].filter(([file, bytes]) => !bytes.equals(two.get(file) ?? Buffer.alloc(0))).map(([file]) => file);
    expect(different).toEqual([]);
  });

  it('start from the CLI as npm run build runs it, with the Node flags it passes and V8 flags of the user (a worker refuses V8 flags)', async () => {
    const script = (JSON.parse(await readFile(join(projectRoot, 'package.json'), 'utf8')) as { scripts: { build: string } }).scripts.build.split(' ');
    const flags = script.slice(1, script.indexOf('bin/ctsite.js'));
    expect(flags.length).toBeGreaterThan(0);
    const outDir = join(fixture.dir, 'cli-workers');
    // And a V8 flag of the user's own, e.g. to watch the garbage collector.
    const result = spawnSync(process.execPath, [...flags, '--trace-gc', join(projectRoot, 'bin/ctsite.js'), 'build', '--workers', '1', '--data', fixture.dataDir, '--out', outDir], {
      cwd: projectRoot,
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, ...env },
    });
    expect(result.status, result.stderr).toBe(0);
    const [one, cli] = await Promise.all([readSiteFiles(join(fixture.dir, 'single')), readSiteFiles(outDir)]);
    expect([...one].filter(([file, bytes]) => !bytes.equals(cli.get(file) ?? Buffer.alloc(0))).map(([file]) => file)).toEqual([]);
  }, 120_000);

  it('are used from PARALLEL_FROM_ROUTES routes where two or more render side by side, unless the build asks for a number', () => {
    expect(chooseWorkers(PARALLEL_FROM_ROUTES - 1, undefined, 8)).toBe(0);
    expect(chooseWorkers(PARALLEL_FROM_ROUTES, undefined, 8)).toBe(7);
    expect(chooseWorkers(PARALLEL_FROM_ROUTES, undefined, 3)).toBe(2);
    // On two cores one worker renders while the main thread only writes: slower, and a second route table.
    expect(chooseWorkers(PARALLEL_FROM_ROUTES * 10, undefined, 2)).toBe(0);
    expect(chooseWorkers(PARALLEL_FROM_ROUTES * 10, undefined, 1)).toBe(0);
    expect(chooseWorkers(PARALLEL_FROM_ROUTES * 10, 0, 8)).toBe(0);
    expect(chooseWorkers(10, 3)).toBe(3);
  });

  describe('failures', () => {
    const settings = { assets: { stylesheet: '/assets/site.css', favicon: '/assets/favicon.svg' }, buildDate: 0, images: new Map() };

    it('a page failing in a worker fails the build with the page and the component named', async () => {
      const data = await loadSiteData(join(projectRoot, 'data'));
      const table = createRouteTable(data, routeDefinitions);
      // Data the schemas would refuse, handed straight to the worker: its About page cannot render.
      const broken = { ...data, pages: { ...data.pages, about: { ...data.pages.about, directors: null } } };
      const emitted: string[] = [];
      const error = await renderInWorkers(table.routes, {
        workers: 2,
        input: { data: broken as unknown as typeof data, settings },
        emit: (file) => emitted.push(file),
        ready: () => Promise.resolve(),
      }).then(() => undefined, (caught: unknown) => caught);
      expect(error).toBeInstanceOf(CtsiteError);
      expect((error as CtsiteError).code).toBe('RenderFailed');
      expect(formatError(error)).toMatch(/Rendering \/about\/ failed in [A-Z]\w+: /);
      expect(emitted).not.toContain('about/index.html');
    });

    it('a worker that expands other routes than the build is refused, not trusted', async () => {
      const data = await loadSiteData(join(projectRoot, 'data'));
      const table = createRouteTable(data, routeDefinitions);
      const fewer = { ...data, locations: data.locations.slice(0, -1) };
      const error = await renderInWorkers(table.routes, { workers: 1, input: { data: fewer, settings }, emit: () => {}, ready: () => Promise.resolve() }).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      const expanded = createRouteTable(fewer, routeDefinitions).routes.length;
      expect(String(error)).toContain(`a render worker expanded ${expanded} routes, the build ${table.routes.length}`);
    });
  });
});
