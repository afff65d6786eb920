import { describe, expect, it } from 'vitest';
import { createRenderer, renderRoutePlainly } from '../../src/render/render-route.tsx';
import { createTestRenderContext } from '../helpers/render-context.ts';

describe('createRenderer', () => {
  it('gives byte for byte what rendering each whole page through React gives, for every route', async () => {
    const { table, context } = await createTestRenderContext();
    const render = createRenderer(context, table.notFound);
    const different = table.routes.filter((route) => render(route).toString() !== renderRoutePlainly(route, context)).map((route) => route.pathname);
    expect(different).toEqual([]);
    const services = render(table.find('/services/') ?? table.notFound).toString();
    expect(services).toContain('<a href="/services/" aria-current="page"');
  }, 60_000);
});
