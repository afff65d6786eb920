import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Logger } from '../../src/log/logger.ts';
import { serve, type RunningServer } from '../../src/serve/index.ts';
import { projectRoot } from '../helpers/fixture.ts';
import { realSiteDir } from '../helpers/site.ts';

let root = '';
let server: RunningServer | undefined;
const lines: string[] = [];
/** The home page, asked for the moment serve names its address from the last build. */
let answered: Promise<number> | undefined;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'ctsite-first-build-'));
  for (const name of ['data', 'templates', 'client', 'public', 'node_modules']) await symlink(join(projectRoot, name), join(root, name));
  // The last build's output, as a project that was served before has it.
  await cp(realSiteDir(), join(root, 'dist'), { recursive: true });
  const note = (line: string) => {
    lines.push(line);
    const address = /^Previewing the last build of dist at (\S+) while the first build runs/.exec(line)?.[1];
    if (address) answered = fetch(`${address}/`).then((response) => response.status);
  };
  const logger: Logger = { info: note, warn: note, debug: () => {} };
  server = await serve({ root, port: 0, logger });
}, 120_000);
afterAll(async () => {
  await server?.close();
  await rm(root, { recursive: true, force: true });
});

it('answers from the last build while the first build runs, and says so before the build begins', async () => {
  const previewing = lines.findIndex((line) => line.startsWith('Previewing the last build of dist at '));
  const firstStage = lines.findIndex((line) => line.startsWith('  load data'));
  const serving = lines.findIndex((line) => line.startsWith('Serving dist at '));
  expect(previewing).toBeGreaterThanOrEqual(0);
  expect(previewing).toBeLessThan(firstStage);
  expect(firstStage).toBeLessThan(serving);
  expect(await answered).toBe(200);
});
