import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTokenPlaceholders, fillTokens } from '../../src/data/fill-tokens.ts';
import type { DataIssue } from '../../src/errors/catalogue.ts';
import { loadDataError } from '../helpers/data-error.ts';
import { createFixture } from '../helpers/fixture.ts';

type Faq = { question: string; answer: string };

let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeEach(async () => {
  fixture = await createFixture();
});
afterEach(async () => {
  await fixture.cleanup();
});

describe('tokens are the site\'s own names only', () => {
  it('{constructor}, {__proto__} and {toString} in copy are unknown tokens, named with file and path', async () => {
    await fixture.edit('pages/services.json', (json) => {
      const faqs = (json as { faqs: Faq[] }).faqs;
      faqs[0]!.answer = 'Built by {constructor} since {company.established}.';
      faqs[1]!.question = 'What is {__proto__}?';
      return json;
    });
    await fixture.edit('pages/home.json', (json) => {
      (json as { hero: { lead: string } }).hero.lead = 'Call {toString} today';
      return json;
    });
    const { error, report } = await loadDataError(fixture.dataDir);
    expect(error.issues.map((i) => `${i.file}#/${i.path.join('/')}: ${i.message}`)).toEqual([
      'data/pages/home.json#/hero/lead: unknown token {toString}',
      'data/pages/services.json#/faqs/0/answer: unknown token {constructor}',
      'data/pages/services.json#/faqs/1/question: unknown token {__proto__}',
    ]);
    expect(report).not.toMatch(/native code|\[object Object\]/);
    expect(report).toContain('fix: Use one of {company.name}, {company.legalName}');
  });

  it('keeps a "__proto__" key as data, not as the prototype, and gives each issue a path of its own', () => {
    const issues: DataIssue[] = [];
    const value: unknown = JSON.parse('{"__proto__": {"x": "{nope}"}, "list": ["{a}", "plain", "{b}"]}');
    const filled = fillTokens(value, new Map(), 'f.json', issues, ['root']) as Record<string, unknown>;
    expect(Object.getPrototypeOf(filled)).toBe(Object.prototype);
    expect(Object.keys(filled)).toEqual(['__proto__', 'list']);
    expect(Object.getOwnPropertyDescriptor(filled, '__proto__')?.value).toEqual({ x: '{nope}' });
    expect(filled['list']).toEqual(['{a}', 'plain', '{b}']);
    expect(issues.map((issue) => issue.path)).toEqual([
      ['root', '__proto__', 'x'],
      ['root', 'list', 0],
      ['root', 'list', 2],
    ]);
  });

  it('leaves an unknown token as written and fills the known ones', () => {
    const issues: DataIssue[] = [];
    const tokens = new Map([['company.name', 'CT']]);
    const filled = fillTokens({ a: ['{hasOwnProperty} {company.name} {valueOf}'] }, tokens, 'f.json', issues);
    expect(filled).toEqual({ a: ['{hasOwnProperty} CT {valueOf}'] });
    expect(issues.map((i) => i.message)).toEqual(['unknown token {hasOwnProperty}', 'unknown token {valueOf}']);
    expect(issues[0]?.path).toEqual(['a', 0]);
  });

  it('reports unknown tokens also when company.json itself is invalid', () => {
    const issues: DataIssue[] = [];
    fillTokens('{constructor} {company.phone}', createTokenPlaceholders(), 'f.json', issues);
    expect(issues.map((i) => i.message)).toEqual(['unknown token {constructor}']);
  });
});
