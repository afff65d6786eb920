import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIXTURE_DATA, projectRoot } from './fixture.ts';

/**
 * A project folder of its own for commands that take no --data (`ctsite serve` builds the data/ of the folder
 * it runs in): the small fixture's data copied, templates, client, public and node_modules linked.
 */
export async function createSmallProject(): Promise<{ root: string; cleanup: () => Promise<void> }> {
  const root = await mkdtemp(join(tmpdir(), 'ctsite-small-project-'));
  await cp(FIXTURE_DATA.small, join(root, 'data'), { recursive: true });
  for (const name of ['templates', 'client', 'public', 'node_modules']) await symlink(join(projectRoot, name), join(root, name));
  return { root, cleanup: () => rm(root, { recursive: true, force: true }) };
}
