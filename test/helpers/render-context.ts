import { join } from 'node:path';
import { openSite } from '../../src/pipeline/open-site.ts';
import type { RenderContext } from '../../src/render/render-route.tsx';
import type { RouteTable } from '../../src/routes/route-table.ts';
import { projectRoot } from './fixture.ts';

/** The real data's route table and a render context with fixed asset URLs and build date. */
export async function createTestRenderContext(): Promise<{ table: RouteTable; context: RenderContext }> {
  const { table, context } = await openSite({ dataDir: join(projectRoot, 'data') });
  const assets = { stylesheet: '/assets/site.css', script: '/assets/site.js', favicon: '/assets/favicon.svg' };
  return { table, context: context({ assets, buildDate: 0, images: new Map() }) };
}
