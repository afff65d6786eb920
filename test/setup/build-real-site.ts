import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { build } from '../../src/build/index.ts';

/** Builds the real site once per test run into a temporary folder that every test file reads. */
export default async function setup(project: TestProject) {
  process.env.NODE_ENV = 'production';
  // Tests that run the CLI as a process run the compiled generator (lib/): it is brought up to date once
  // here, before test files start side by side.
  const compiler = (await import(new URL('../../scripts/compile.mjs', import.meta.url).href)) as { compileIfStale(): Promise<void> };
  await compiler.compileIfStale();
  const dir = await mkdtemp(join(tmpdir(), 'ctsite-real-'));
  const outDir = join(dir, 'dist');
  await build({ outDir, env: { SOURCE_DATE_EPOCH: '1767225600' } });
  project.provide('realSiteDir', outDir);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    realSiteDir: string;
  }
}
