import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSiteData } from '../../src/data/load-data.ts';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { formatError } from '../../src/errors/format-error.ts';
import { createRenderer } from '../../src/render/render-route.tsx';
import { routeDefinitions } from '../../src/routes/definitions/index.ts';
import { createNavigation } from '../../src/routes/navigation.ts';
import { createRouteTable } from '../../src/routes/route-table.ts';
import type { ResolvedRoute } from '../../src/routes/types.ts';
import { projectRoot } from '../helpers/fixture.ts';

function QuoteCalculator(): never {
  throw new Error('cannot read the price list');
}

describe('render errors', () => {
  it('name the route and the component that failed', async () => {
    const data = await loadSiteData(join(projectRoot, 'data'));
    const table = createRouteTable(data, routeDefinitions);
    const context = {
      data,
      links: table.links,
      navigation: createNavigation(data),
      assets: { stylesheet: '/assets/site.css', script: '/assets/site.js', favicon: '/assets/favicon.svg' },
      buildDate: new Date(0),
      images: new Map(),
    };
    const render = createRenderer(context, table.notFound);
    const page = table.find('/about/') as ResolvedRoute;
    const broken: ResolvedRoute = { ...page, element: () => <QuoteCalculator /> };
    const error = (() => {
      try {
        render(broken);
        return undefined;
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(CtsiteError);
    expect((error as CtsiteError).code).toBe('RenderFailed');
    expect(formatError(error)).toContain('Rendering /about/ failed in QuoteCalculator: cannot read the price list');
  });
});
