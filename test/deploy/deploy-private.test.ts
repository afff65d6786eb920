import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEDGER_FILE } from '../../src/deploy/deploy-ledger.ts';
import { deploy } from '../../src/deploy/index.ts';
import { isPrivatePath } from '../../src/hosting/private-paths.ts';
import { useDeployFixture } from './helpers/deploy-fixture.ts';
import { writes } from './helpers/deploy-run.ts';
import { createTinySite } from './helpers/tiny-site.ts';

const SECRET = 'AWS_SECRET_ACCESS_KEY=do-not-publish';
const fixture = useDeployFixture(() =>
  createTinySite({
    '.env': `${SECRET}\n`,
    '.git/config': '[remote "origin"]\n\turl = git@example.com:owner/site.git\n',
    '.DS_Store': 'Bud1',
    // The build's own bookkeeping (a dotfile at the top of the output).
    '.ctsite-output.json': '{"generator":"ctsite"}',
    '.well-known/security.txt': 'Contact: mailto:security@example.com\n',
    '.well-known/.DS_Store': 'Bud1',
    'assets/.cache/x.json': '{}',
  }),
);
let outside: string;

beforeAll(async () => {
  // A folder beside the site, reached only through links that must not be followed.
  outside = await mkdtemp(join(tmpdir(), 'ctsite-outside-'));
  await writeFile(join(outside, 'id_rsa'), 'PRIVATE KEY');
  await symlink(join(outside, 'id_rsa'), join(fixture.site.dir, 'key.txt'));
  await symlink('../../outside', join(fixture.site.dir, 'about', 'escape'));
  await symlink(outside, join(fixture.site.dir, 'mirror'));
  await symlink('../index.html', join(fixture.site.dir, 'about', 'home.html'));
});

afterAll(() => rm(outside, { recursive: true, force: true }));

/** A deploy whose log keeps the normal lines apart from the --verbose ones. */
async function deployLogged(options: { dryRun?: boolean } = {}) {
  const info: string[] = [];
  const debug: string[] = [];
  const warn: string[] = [];
  const from = fixture.proxy.log.length;
  const summary = await deploy({
    bucket: 'site',
    forcePathStyle: true,
    endpoint: fixture.proxy.endpoint,
    dir: fixture.site.dir,
    ...options,
    logger: { info: (line) => info.push(line), debug: (line) => debug.push(line), warn: (line) => warn.push(line) },
  });
  return { summary, info, debug, warn, written: writes(fixture.proxy.log.slice(from)) };
}

const SKIPPED = [
  /^skip {4}\.DS_Store {2}private: dotfiles are never published$/,
  /^skip {4}\.ctsite-output\.json {2}private: dotfiles are never published$/,
  /^skip {4}\.env {2}private: dotfiles are never published$/,
  /^skip {4}\.git\/ {2}private: dot-folders are never published$/,
  /^skip {4}\.well-known\/\.DS_Store {2}private: dotfiles are never published$/,
  /^skip {4}about\/escape {2}symbolic link to \.\.\/\.\.\/outside \(outside the site folder\): links are never followed$/,
  /^skip {4}about\/home\.html {2}symbolic link to \.\.\/index\.html: links are never followed$/,
  /^skip {4}assets\/\.cache\/ {2}private: dot-folders are never published$/,
  /^skip {4}key\.txt {2}symbolic link to \/.+\/id_rsa \(outside the site folder\): links are never followed$/,
  /^skip {4}mirror {2}symbolic link to \/.+ \(outside the site folder\): links are never followed$/,
];

describe('ctsite deploy keeps private files private', () => {
  it('isPrivatePath: any dot segment, except the top-level .well-known/ folder', () => {
    for (const file of ['.env', '.git/config', 'a/.DS_Store', '.ctsite-output.json', '.well-known', '.well-known/.hidden', 'x/.well-known/y']) expect(isPrivatePath(file), file).toBe(true);
    for (const file of ['.well-known/security.txt', 'about/index.html', 'a.b/c', 'assets/site.0123456789.css']) expect(isPrivatePath(file), file).toBe(false);
  });

  it('--dry-run names every dotfile, dot-folder and symbolic link it leaves out', async () => {
    const { info, written } = await deployLogged({ dryRun: true });
    const skipped = info.filter((line) => line.startsWith('skip'));
    expect(skipped).toHaveLength(SKIPPED.length);
    SKIPPED.forEach((pattern, index) => expect(skipped[index]).toMatch(pattern));
    expect(info.join('\n')).toMatch(/^upload {2}\.well-known\/security\.txt /m);
    expect(written).toEqual([]);
  });

  it('uploads neither dotfiles nor what links point at, .well-known/ alone excepted; a count in the normal output, the names with --verbose', async () => {
    const { summary, info, debug } = await deployLogged();
    const stored = [...(await fixture.s3.readObjects('site')).keys()].sort();
    // Beside the site, only ctsite's own deploy ledger (a private name: never served by ctsite serve).
    expect(stored).toContain(LEDGER_FILE);
    expect(isPrivatePath(LEDGER_FILE)).toBe(true);
    const keys = stored.filter((key) => key !== LEDGER_FILE);
    expect(keys).toEqual(['.well-known/security.txt', '404.html', 'about/index.html', 'assets/site.0123456789.css', 'index.html', 'old-about/index.html', 'robots.txt', 'sitemap.xml']);
    expect(summary.uploaded).toBe(keys.length);
    for (const key of keys) expect(await fixture.s3.getText('site', key)).not.toMatch(/do-not-publish|PRIVATE KEY/);
    expect(info.find((line) => line.includes('read the site'))).toMatch(/: 8 files, [\d.]+ K?B in .+ \(8 read to hash, the rest known\); skipped 6 private, 4 symbolic links \(\d+ ms\)$/);
    expect(info.some((line) => line.startsWith('skip'))).toBe(false);
    expect(debug.filter((line) => line.startsWith('skip'))).toHaveLength(SKIPPED.length);
  });

  it('a private object already in the bucket (an older deploy\'s leak) is neither deleted nor overwritten, and said loudly; the build\'s bookkeeping file deletes nothing', async () => {
    await fixture.s3.client.send(new PutObjectCommand({ Bucket: 'site', Key: '.env', Body: 'OLD=1' }));
    const { summary, warn, written } = await deployLogged();
    expect(summary).toMatchObject({ uploaded: 0, updated: 0, deleted: 0, deletesSkipped: 0 });
    expect(written).toEqual([]);
    expect(warn).toEqual(['The bucket holds an object with a private name (.env): ctsite neither publishes nor deletes private names; delete it if not meant to be public.']);
    expect(await fixture.s3.getText('site', '.env')).toBe('OLD=1');
  });

  it('a dotfile added inside .well-known/ or a link added later changes nothing', async () => {
    await mkdir(join(fixture.site.dir, '.well-known', '.git'), { recursive: true });
    await writeFile(join(fixture.site.dir, '.well-known', '.git', 'HEAD'), 'ref: refs/heads/main');
    await symlink('security.txt', join(fixture.site.dir, '.well-known', 'copy.txt'));
    const { summary, written } = await deployLogged();
    expect(summary).toMatchObject({ uploaded: 0, updated: 0, deleted: 0 });
    expect(written).toEqual([]);
  });
});
