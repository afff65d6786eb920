import { describe, expect, it } from 'vitest';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { formatError } from '../../src/errors/format-error.ts';
import { createRenderer } from '../../src/render/render-route.tsx';
import type { ResolvedRoute } from '../../src/routes/types.ts';
import { createTestRenderContext } from '../helpers/render-context.ts';

function QuoteCalculator(): never {
  throw new Error('cannot read the price list');
}

describe('render errors', () => {
  it('name the route and the component that failed', async () => {
    const { table, context } = await createTestRenderContext();
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
