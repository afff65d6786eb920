import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeScaledData } from '../../bench/scale-data.ts';
import { FIXTURE_DATA, projectRoot } from '../helpers/fixture.ts';

/**
 * `ctsite build --dry-run` on a grown site (the small fixture's towns eight times over: some 3,000 pages) beside a
 * real build of the same data. A dry run that kept every page, as one did, peaked at more than twice a real
 * build here (429 MB against 196 MB) and grew with the site without bound (12.4 GB at 10,000 towns). Each
 * process reports its own peak resident memory as it exits; the two are compared in the same run.
 */
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'ctsite-dry-run-'));
  await writeScaledData(FIXTURE_DATA.small, join(dir, 'data'), { towns: 8, services: 1 });
  await writeFile(join(dir, 'peak.mjs'), "process.on('exit', () => process.stderr.write(`peak: ${process.resourceUsage().maxRSS} KB\\n`));\n");
}, 60_000);
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Builds the grown data as `npm run build` does (its node flags); returns the process's peak resident memory in KB and its summary line. */
function buildPeak(extra: string[]): { peakKb: number; summary: string } {
  const run = spawnSync(process.execPath, ['--max-semi-space-size=8', '--import', join(dir, 'peak.mjs'), join(projectRoot, 'bin/ctsite.js'), 'build', '--data', join(dir, 'data'), '--out', join(dir, 'dist'), ...extra], { cwd: projectRoot, encoding: 'utf8', timeout: 120_000 });
  expect(run.status, run.stderr).toBe(0);
  return { peakKb: Number(/peak: (\d+) KB/.exec(run.stderr)?.[1]), summary: /Built .*/.exec(run.stdout)?.[0] ?? '' };
}

describe('build --dry-run on a grown site', () => {
  it('keeps counts, not pages: its peak memory stays within a real build\'s', async () => {
    const dry = buildPeak(['--dry-run']);
    const real = buildPeak([]);
    expect(dry.summary).toMatch(/Built (\d{4,}) pages/);
    expect(JSON.parse(await readFile(join(dir, 'dist/.ctsite-output.json'), 'utf8'))).toBeTruthy();
    // Within a tenth of the real build: the pages' bytes alone would be about 100 MB more.
    expect(dry.peakKb, `dry run ${dry.peakKb} KB, build ${real.peakKb} KB`).toBeLessThan(real.peakKb * 1.1);
  }, 120_000);
});
