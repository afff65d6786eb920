import { beforeAll, describe, expect, it } from 'vitest';
import { CtsiteError } from '../../src/errors/ctsite-error.ts';
import { createRenderer, renderRoutePlainly, type RenderContext } from '../../src/render/render-route.tsx';
import type { RouteTable } from '../../src/routes/route-table.ts';
import type { ResolvedRoute } from '../../src/routes/types.ts';
import { SharedMarkup } from '../../templates/components/shared-markup.tsx';
import { useSite } from '../../templates/site-context.ts';
import { createTestRenderContext } from '../helpers/render-context.ts';

describe('markup pages share', () => {
  let table: RouteTable;
  let context: RenderContext;
  beforeAll(async () => {
    ({ table, context } = await createTestRenderContext());
  });

  /** Pages that show a shared list and a line of their own, with a count of the list's renders. */
  function pagesWithSharedList() {
    const counted = { renders: 0 };
    function Steps() {
      counted.renders += 1;
      const { data } = useSite();
      return (
        <ol>
          {data.pages.serviceLocation.process.map((step) => (
            <li key={step.title}>{step.title} &amp; more</li>
          ))}
        </ol>
      );
    }
    const pages = table.pages.slice(0, 5).map(
      (page): ResolvedRoute => ({
        ...page,
        element: () => (
          <main>
            <p>Before, on {page.pathname}</p>
            <SharedMarkup name="test:steps">
              <Steps />
            </SharedMarkup>
            <p>After</p>
          </main>
        ),
      }),
    );
    return { pages, counted };
  }

  it('renders it once for all pages, and each page is byte for byte its plain render', () => {
    const { pages, counted } = pagesWithSharedList();
    const render = createRenderer(context, table.notFound, undefined, { shareMarkup: true });
    const built = pages.map((page) => render(page).toString());
    expect(counted.renders).toBe(1);
    counted.renders = 0;
    const plain = pages.map((page) => renderRoutePlainly(page, context));
    expect(counted.renders).toBe(pages.length);
    expect(built).toEqual(plain);
    for (const page of built) {
      expect(page).not.toContain('data-shared');
      expect(page).toMatch(/<p>Before, on [^<]+<\/p><ol><li>.+ &amp; more<\/li>.*<\/ol><p>After<\/p>/);
    }
  });

  it('renders it in place on every page unless the renderer is asked to share it (the rebuild session records what each page reads)', () => {
    const { pages, counted } = pagesWithSharedList();
    const render = createRenderer(context, table.notFound);
    const built = pages.map((page) => render(page).toString());
    expect(counted.renders).toBe(pages.length);
    expect(built).toEqual(pages.map((page) => renderRoutePlainly(page, context)));
  });

  it('keeps nothing of a page that failed: what it noted is not rendered for a later page', () => {
    const [first, second, third] = table.pages;
    if (!first || !second || !third) throw new Error('the test data has fewer than three pages');
    const render = createRenderer(context, table.notFound, undefined, { shareMarkup: true });
    function Broken(): never {
      throw new Error('the price list is missing');
    }
    const withNotice = (page: ResolvedRoute, notice: string, broken = false): ResolvedRoute => ({
      ...page,
      element: () => (
        <main>
          <SharedMarkup name="test:notice">
            <p>{notice}</p>
          </SharedMarkup>
          {broken && <Broken />}
        </main>
      ),
    });
    expect(() => render(withNotice(first, 'Wrong notice', true))).toThrow(CtsiteError);
    const other: ResolvedRoute = { ...second, element: () => <main>Nothing shared</main> };
    expect(render(other).toString()).toContain('<main>Nothing shared</main>');
    expect(render(withNotice(third, 'Right notice')).toString()).toContain('<main><p>Right notice</p></main>');
  });

  it('refuses a name it could not read back from the page, naming the page', () => {
    const [first] = table.pages;
    if (!first) throw new Error('the test data has no page');
    const render = createRenderer(context, table.notFound, undefined, { shareMarkup: true });
    const page: ResolvedRoute = {
      ...first,
      element: () => (
        <SharedMarkup name='steps"><script>'>
          <p>Steps</p>
        </SharedMarkup>
      ),
    };
    expect(() => render(page)).toThrow(/Rendering \S+ failed in SharedMarkup: the shared markup name/);
  });

  it("leaves no slot unfilled on the site's pages", () => {
    const render = createRenderer(context, table.notFound, undefined, { shareMarkup: true });
    const local = table.pages.filter((page) => page.id === 'serviceInLocation').slice(0, 40);
    expect(local.length).toBeGreaterThan(1);
    for (const page of local) expect(render(page).toString()).not.toContain('data-shared');
  });
});
