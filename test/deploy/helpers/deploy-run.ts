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

/** Requests that change the bucket: uploads (whole or in parts) and deletes. */
export function writes(log: readonly LoggedRequest[]): LoggedRequest[] {
  return log.filter((entry) => entry.method === 'PUT' || entry.method === 'DELETE' || (entry.method === 'POST' && entry.query !== ''));
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
