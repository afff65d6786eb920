import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { isLedgerFile } from '../../../src/deploy/deploy-ledger.ts';
import { isLeaseFile } from '../../../src/deploy/lease.ts';
import { deploy, type DeployOptions, type DeploySummary } from '../../../src/deploy/index.ts';
import { createMemoryLogger } from '../../../src/log/logger.ts';
import type { LoggedRequest } from './fault-proxy.ts';
import { deployEnv } from './s3-server.ts';

/** The deploy's credentials and region in this process (its worker), with nothing past loopback. */
export function useDeployEnv(): void {
  for (const [name, value] of Object.entries(deployEnv())) if (name.startsWith('AWS_')) process.env[name] = value;
}

/** Runs `deploy()` in this process against `endpoint`, keeping its log lines. */
export async function runDeploy(options: Partial<DeployOptions> & { endpoint: string; dir: string }): Promise<{ summary: DeploySummary; lines: string[] }> {
  const logger = createMemoryLogger();
  const summary = await deploy({ bucket: 'site', forcePathStyle: true, ...options, logger });
  return { summary, lines: logger.lines };
}

/** The keys a deploy of the site folder `dir` should store: every file but the host files and dotfiles (the build's state), sorted. */
export async function publishedKeys(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'));
  return files.filter((file) => !['_headers', '_redirects', 's3-website.json'].includes(file) && !file.split('/').some((part) => part.startsWith('.'))).sort();
}

/** Requests that change the site's objects: uploads (whole or in parts) and deletes; not the deploy ledger's upload, nor the lease's (test/deploy/deploy-lease.test.ts counts those). */
export function writes(log: readonly LoggedRequest[]): LoggedRequest[] {
  return log.filter((entry) => !isLedgerFile(entry.key) && !isLeaseFile(entry.key) && (entry.method === 'PUT' || entry.method === 'DELETE' || (entry.method === 'POST' && entry.query !== '')));
}

/** Uploads of the deploy ledger (under any prefix). */
export function ledgerWrites(log: readonly LoggedRequest[]): LoggedRequest[] {
  return log.filter((entry) => isLedgerFile(entry.key) && entry.method === 'PUT');
}

/** The requests of a stretch of the log by kind, e.g. `{ LIST: 1, GET: 1 }`: `LIST` (a listing page), `HEAD`, `GET`, `PUT`, `DELETE` (a batch), `MULTIPART`; the lease's requests are left out (test/deploy/deploy-lease.test.ts counts them). */
export function requestKinds(log: readonly LoggedRequest[]): Record<string, number> {
  const kinds: Record<string, number> = {};
  for (const entry of log.filter((request) => !isLeaseFile(request.key) && !decodeURIComponent(request.query).includes('.ctsite-deploy-lease/'))) {
    const kind = entry.query.includes('list-type=2') ? 'LIST' : entry.method === 'POST' && entry.query.startsWith('delete') ? 'DELETE' : entry.method === 'POST' || entry.query.includes('uploadId') ? 'MULTIPART' : entry.method;
    kinds[kind] = (kinds[kind] ?? 0) + 1;
  }
  return kinds;
}

/** The upload group of a key as a visitor depends on it: assets, other files, pages, crawler files, then deletes. */
export function groupRank(entry: LoggedRequest, prefix = ''): number {
  if (entry.method === 'POST' && entry.query.startsWith('delete')) return 4;
  const file = entry.key.slice(prefix.length);
  if (file.startsWith('assets/')) return 0;
  if (file.endsWith('.html')) return 2;
  if (file === 'robots.txt' || /^sitemap[^/]*\.xml$/.test(file)) return 3;
  return 1;
}
