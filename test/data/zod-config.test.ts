import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../helpers/fixture.ts';

describe('zod as the data is validated with it', () => {
  it('parses the data without compiling code: jitless, set before any schema is made', async () => {
    const made: unknown[][] = [];
    const RealFunction = globalThis.Function;
    // zod's compiled fast paths (and its check that it may compile) are made with `new Function`.
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args: unknown[]) {
        made.push(args);
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      const { loadSiteData } = await import('../../src/data/load-data.ts');
      const data = await loadSiteData(join(projectRoot, 'data'));
      expect(data.services.length).toBeGreaterThan(0);
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(made).toEqual([]);
  });
});
