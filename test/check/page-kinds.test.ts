import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { measurePageKinds } from '../../src/check/budgets.ts';
import { formatSource, type CheckProblem } from '../../src/check/check-report.ts';
import { readBuiltPages, type BuiltPage } from '../../src/check/read-built-pages.ts';
import { attributeSources } from '../../src/check/sources.ts';
import { projectRoot } from '../helpers/fixture.ts';
import { realSiteDir } from '../helpers/site.ts';

describe("ctsite check's page kinds, from what made each page", () => {
  let pages: BuiltPage[];
  let kinds: Map<string, string>;
  beforeAll(async () => {
    pages = await readBuiltPages(realSiteDir());
    kinds = new Map(pages.map((page) => [page.pathname, page.kind]));
  });

  it('files moved addresses as redirects, whatever their address looks like, and pages under their route', () => {
    expect(kinds.get('/services/electrical-testing/')).toBe('redirect');
    expect(kinds.get('/hull-commercial-electrician/')).toBe('redirect');
    expect(kinds.get('/services/goole-services/')).toBe('redirect');
    expect(kinds.get('/services/emergency-exit-lighting/')).toBe('service');
    expect(kinds.get('/commercial-electrician-hull/')).toBe('area');
    expect(kinds.get('/goole-commercial-electrician/')).toBe('area');
    expect(kinds.get('/404.html')).toBe('notFound');
    expect(kinds.get('/')).toBe('home');
    expect(pages.filter((page) => page.kind === 'page').map((page) => page.pathname)).toEqual([]);
  });

  it('leaves redirects out of the byte budgets', async () => {
    const sizes = await measurePageKinds(realSiteDir(), pages);
    expect(sizes.map((size) => size.kind)).not.toContain('redirect');
    expect(sizes.find((size) => size.kind === 'service')?.page).not.toBe('/services/electrical-testing/');
  });

  it('blames a problem no data value explains on the template and route definition of its page kind', async () => {
    const problem = (page: string): CheckProblem => ({ gate: 'html', page, problem: 'an element out of place', fix: 'move it' });
    const problems = [problem('/services/electrical-testing/'), problem('/hull-commercial-electrician/'), problem('/services/emergency-exit-lighting/goole/'), problem('/about/')];
    await attributeSources(problems, kinds, join(projectRoot, 'data'));
    expect(problems.map(formatSource)).toEqual([
      'templates/pages/redirect-page.tsx (route: src/routes/definitions/redirects.tsx)',
      'templates/pages/redirect-page.tsx (route: src/routes/definitions/redirects.tsx)',
      'templates/pages/service-location-page.tsx (route: src/routes/definitions/services.tsx)',
      'templates/pages/about-page.tsx (route: src/routes/definitions/company.tsx)',
    ]);
  });
});
