import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../src/pipeline/index.ts';
import { FAULT_POINTS, type FaultPoint } from '../../src/output/fault-points.ts';
import { readOutputState, recordHolds } from '../../src/output/state.ts';
import { createFixture, projectRoot } from '../helpers/fixture.ts';
import { readSiteFiles } from '../helpers/site-files.ts';

/**
 * The kill-point harness: a build is killed outright (SIGKILL, no clean-up) at each named instant of
 * its output stage (src/output/fault-points.ts) and at random times. After each kill the output folder
 * holds the old site or the new one, whole; and the next build's output is byte-identical to a fresh
 * build's, with no temporary folder left. The edit is the one that once poisoned every later build:
 * one digit of the phone number, changed, then reverted. The small fixture site: what is killed is the output
 * stage, which a site of every page kind exercises as the whole real one does.
 */
const env = { SOURCE_DATE_EPOCH: '1767225600' };
const OLD_PHONE = '01632 960 123';
const NEW_PHONE = '01632 960 124';

let fixture: Awaited<ReturnType<typeof createFixture>>;
let companyJson = '';
const reference = new Map<string, Map<string, Buffer>>();

beforeAll(async () => {
  fixture = await createFixture({ data: 'small' });
  companyJson = await readFile(join(fixture.dataDir, 'company.json'), 'utf8');
  expect(companyJson).toContain(OLD_PHONE);
  for (const phone of [OLD_PHONE, NEW_PHONE]) {
    await setPhone(phone);
    const out = join(fixture.dir, `reference-${phone.replaceAll(' ', '')}`);
    await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: out, env });
    reference.set(phone, await readSiteFiles(out));
  }
  await setPhone(OLD_PHONE);
  await build({ root: projectRoot, dataDir: fixture.dataDir, outDir: fixture.outDir, env });
}, 120_000);
afterAll(async () => {
  await fixture.cleanup();
});

const setPhone = (phone: string) => writeFile(join(fixture.dataDir, 'company.json'), companyJson.replace(OLD_PHONE, phone));

/** The stage line a build prints just before it creates its staging folder: where its output stage begins. */
const OUTPUT_STAGE_BEGINS = 'create route table';

/**
 * A CLI build of the fixture, killed at `point` or `afterMs` into its output stage; resolves with how it ended
 * and how long its output stage lasted (from the line above to the exit).
 */
function cliBuild(kill: { point?: FaultPoint; afterMs?: number } = {}): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; outputMs: number }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [join(projectRoot, 'bin/ctsite.js'), 'build', '--out', fixture.outDir, '--data', fixture.dataDir], {
      cwd: projectRoot,
      env: { ...process.env, ...env, ...(kill.point ? { CTSITE_FAULT_KILL_AT: kill.point } : {}) },
    });
    let stderr = '';
    let stdout = '';
    let began: number | undefined;
    let timer: NodeJS.Timeout | undefined;
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (began !== undefined || !stdout.includes(OUTPUT_STAGE_BEGINS)) return;
      began = performance.now();
      if (kill.afterMs !== undefined) timer = setTimeout(() => child.kill('SIGKILL'), kill.afterMs);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      done({ code, signal, stderr, outputMs: began === undefined ? 0 : performance.now() - began });
    });
  });
}

/** Which complete site the output folder holds: the phone number it was built with, or undefined for neither. */
async function siteIn(dir: string): Promise<string | undefined> {
  if (!existsSync(dir)) return undefined;
  const files = await readSiteFiles(dir);
  for (const [phone, site] of reference) {
    if (files.size === site.size && [...site].every(([file, bytes]) => files.get(file)?.equals(bytes))) return phone;
  }
  return undefined;
}

/** Staging and previous folders beside the output, and temporary files in it. */
async function leftovers(): Promise<string[]> {
  const beside = (await readdir(fixture.dir)).filter((name) => /\.dist\.(staging|previous)-/.test(name));
  const inside = existsSync(fixture.outDir) ? (await readdir(fixture.outDir, { recursive: true })).filter((name) => name.endsWith('.tmp')) : [];
  return [...beside, ...inside];
}

/** Every file the state describes holds the bytes the state says (size and mtime as recorded). */
async function stateHolds(): Promise<string[]> {
  const { state, problem } = await readOutputState(fixture.outDir);
  if (!state) return [problem];
  const wrong: string[] = [];
  for (const [file, record] of Object.entries(state.files)) if (!(await recordHolds(fixture.outDir, file, record))) wrong.push(file);
  return wrong;
}

/** After a kill: the phone number is put back and a build runs; its output must be a fresh build's, whole. */
async function expectHealedByNextBuild(label: string): Promise<void> {
  await setPhone(OLD_PHONE);
  const next = await cliBuild();
  expect(next.code, `${label}: ${next.stderr}`).toBe(0);
  expect(await siteIn(fixture.outDir), label).toBe(OLD_PHONE);
  expect(await leftovers(), label).toEqual([]);
  expect(await stateHolds(), label).toEqual([]);
}

describe('a build killed at each point of its output stage', () => {
  const buildPoints = FAULT_POINTS.filter((point) => !point.startsWith('update-'));

  it.each(buildPoints)('killed at %s: the old site or the new one, and the next build is a fresh build', async (point) => {
    await setPhone(NEW_PHONE);
    const killed = await cliBuild({ point });
    expect(killed.signal, `${point}: ${killed.stderr}`).toBe('SIGKILL');
    if (point === 'moved-aside') {
      // The one instant without an output folder: between two renames, and the previous output is beside it.
      expect(existsSync(fixture.outDir)).toBe(false);
      expect((await readdir(fixture.dir)).some((name) => name.startsWith('.dist.previous-'))).toBe(true);
    } else {
      expect(await siteIn(fixture.outDir), point).toBe(point === 'swapped' ? NEW_PHONE : OLD_PHONE);
      expect(await stateHolds(), point).toEqual([]);
    }
    await expectHealedByNextBuild(point);
  }, 120_000);

  it('killed at random times (seeded), four times: never a half site, never a stale one after', async () => {
    await setPhone(NEW_PHONE);
    const whole = await cliBuild();
    expect(whole.code).toBe(0);
    expect(whole.outputMs, `no "${OUTPUT_STAGE_BEGINS}" line`).toBeGreaterThan(0);
    // Kills are timed from the start of the output stage, so each lands where the output folder can change (or
    // just after the build ends), not in loading and start-up, which make up most of a small site's build.
    const duration = whole.outputMs;
    let seed = 20261124;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    // Every step of the output stage is killed at by name above; these rounds land between the steps. Four
    // (each with the build after it) were enough to show the recovery of a killed build's leftovers switched off.
    for (let round = 0; round < 4; round += 1) {
      const phone = round % 2 === 0 ? OLD_PHONE : NEW_PHONE;
      const before = await siteIn(fixture.outDir);
      await setPhone(phone);
      const afterMs = Math.round(random() * duration * 1.2);
      const killed = await cliBuild({ afterMs });
      const label = `round ${round}, killed ${afterMs} ms into the output stage (${killed.signal ?? `exit ${killed.code}`})`;
      const now = await siteIn(fixture.outDir);
      if (now === undefined) {
        // Only the two-rename window may leave no output folder, and then the previous output waits beside it.
        expect(existsSync(fixture.outDir), label).toBe(false);
        expect((await readdir(fixture.dir)).some((name) => name.startsWith('.dist.previous-')), label).toBe(true);
      } else {
        expect([before, phone], label).toContain(now);
        expect(await stateHolds(), label).toEqual([]);
      }
      const next = await cliBuild();
      expect(next.code, `${label}: ${next.stderr}`).toBe(0);
      expect(await siteIn(fixture.outDir), label).toBe(phone);
      expect(await leftovers(), label).toEqual([]);
    }
  }, 300_000);
});

describe("a partial rebuild (ctsite serve) killed while it changes files in place", () => {
  it.each(FAULT_POINTS.filter((point) => point.startsWith('update-')))('killed at %s: the state describes only files that are there; the next build is a fresh build', async (point) => {
    await setPhone(OLD_PHONE);
    const changed = join(relative(projectRoot, fixture.dataDir), 'company.json');
    // A serve session of its own process: a whole build, then the edit, then the partial rebuild that is killed.
    const script = `
      const { createRebuildSession } = await import(${JSON.stringify(join(projectRoot, 'lib/index.js'))});
      const { writeFile } = await import('node:fs/promises');
      const session = createRebuildSession({ root: ${JSON.stringify(projectRoot)}, outDir: ${JSON.stringify(fixture.outDir)}, dataDir: ${JSON.stringify(fixture.dataDir)} });
      await session.full();
      await writeFile(${JSON.stringify(join(fixture.dataDir, 'company.json'))}, ${JSON.stringify(companyJson.replace(OLD_PHONE, NEW_PHONE))});
      process.env.CTSITE_FAULT_KILL_AT = ${JSON.stringify(point)};
      await session.rebuild([${JSON.stringify(changed)}]);
    `;
    const killed = await new Promise<{ signal: NodeJS.Signals | null; stderr: string }>((done) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: projectRoot, env: { ...process.env, ...env, NODE_ENV: 'production' } });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (_code, signal) => done({ signal, stderr }));
    });
    expect(killed.signal, killed.stderr).toBe('SIGKILL');
    expect(await stateHolds(), point).toEqual([]);
    await expectHealedByNextBuild(point);
  }, 120_000);
});
