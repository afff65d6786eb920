import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DOMParser } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { CheckReport } from '../../src/check/check-report.ts';
import { escapeData, escapeProperty, formatGithubAnnotations, formatStepSummary } from '../../src/check/formats/github.ts';
import { checkReportJsonSchema, formatJsonReport } from '../../src/check/formats/json.ts';
import { formatJunitReport } from '../../src/check/formats/junit.ts';
import { projectRoot } from '../helpers/fixture.ts';

/** A report with problems of every sort: with a data source, a template, none, no page, and text that breaks formats. */
const report: CheckReport = {
  dir: 'dist',
  kinds: new Map([
    ['/', 'home'],
    ['/services/fire-alarms/', 'service'],
    ['/services/fire-alarms/hull/', 'serviceInLocation'],
  ]),
  gates: [
    { name: 'sample content', summary: '1 entry stands in for a real one', problems: 1, ms: 3.4 },
    { name: 'seo', summary: '3 pages', problems: 2, ms: 12.6 },
    { name: 'links', summary: '40 links', problems: 1, ms: 800 },
    { name: 'html', summary: '3 pages', problems: 0, ms: 1500 },
  ],
  problems: [
    { gate: 'sample content', problem: '"01632 960 123" is a drama number', fix: 'put the number customers call', source: { file: 'data/company.json', line: 6, jsonPath: '/phone' } },
    {
      gate: 'seo',
      page: '/services/fire-alarms/',
      problem: 'meta description of 212 characters: "Fire, alarms: 100% <tested> & \'certified\'"\nsecond line\r',
      fix: 'Write a description of 50-170 characters.',
      source: { file: 'data/services.json', line: 41, column: 20, jsonPath: '/3/description' },
    },
    { gate: 'seo', page: '/services/fire-alarms/hull/', problem: '2 h1 elements', fix: 'A page has exactly one h1: its title.', source: { file: 'templates/pages/service-location-page.tsx' } },
    { gate: 'links', page: '/sitemap.xml', problem: 'broken link to /gone/ (404)', fix: 'Link to a page that exists.' },
  ],
};

describe('ctsite check --format github', () => {
  it('writes one workflow command a problem, with file, line and column where known, and escapes what would end a property or the message', () => {
    expect(formatGithubAnnotations(report).split('\n')).toEqual([
      '::error file=data/company.json,line=6,title=sample content::"01632 960 123" is a drama number%0Afix: put the number customers call',
      `::error file=data/services.json,line=41,col=20,title=seo on /services/fire-alarms/::meta description of 212 characters: "Fire, alarms: 100%25 <tested> & 'certified'"%0Asecond line%0D%0Afix: Write a description of 50-170 characters.`,
      '::error file=templates/pages/service-location-page.tsx,title=seo on /services/fire-alarms/hull/::2 h1 elements%0Afix: A page has exactly one h1: its title.',
      '::error title=links on /sitemap.xml::broken link to /gone/ (404)%0Afix: Link to a page that exists.',
      '',
    ]);
    expect(escapeProperty('a:b,c%d\ne')).toBe('a%3Ab%2Cc%25d%0Ae');
    expect(escapeData('a:b,c')).toBe('a:b,c');
  });

  it('summarises the gates as a Markdown table for GITHUB_STEP_SUMMARY, escaping the pipes and line breaks a cell cannot hold', () => {
    const summary = formatStepSummary({ ...report, gates: [...report.gates, { name: 'odd|gate', summary: 'a\nb', problems: 0, ms: 1 }] });
    expect(summary).toContain('## ctsite check: 4 problems');
    expect(summary).toContain('| gate | result | problems | time |\n|---|---|---:|---:|\n| sample content | failed: 1 entry stands in for a real one | 1 | 3 ms |');
    expect(summary).toContain('| html | passed: 3 pages | 0 | 1500 ms |');
    expect(summary).toContain('| odd\\|gate | passed: a b | 0 | 1 ms |');
    expect(summary).toContain('| seo | /services/fire-alarms/ | meta description of 212 characters: "Fire, alarms: 100% <tested> & \'certified\'" second line\r | `data/services.json:41` |');
  });
});

describe('ctsite check --format json', () => {
  it('is one object of exactly the published shape, every key present (null where there is nothing)', () => {
    const parsed = checkReportJsonSchema.parse(JSON.parse(formatJsonReport(report)));
    expect(parsed.ok).toBe(false);
    expect(parsed.gates.map((gate) => gate.ms)).toEqual([3, 13, 800, 1500]);
    expect(parsed.problems[0]).toEqual({ gate: 'sample content', page: null, problem: '"01632 960 123" is a drama number', fix: 'put the number customers call', source: { file: 'data/company.json', line: 6, column: null, jsonPath: '/phone' } });
    expect(parsed.problems[3]?.source).toBeNull();
    expect(checkReportJsonSchema.safeParse({ ...parsed, extra: 1 }).success).toBe(false);
    expect(checkReportJsonSchema.parse(JSON.parse(formatJsonReport({ ...report, problems: [] }))).ok).toBe(true);
  });

  it('publishes that shape as JSON Schema in schemas/check-report.schema.json', async () => {
    const published = JSON.parse(await readFile(join(projectRoot, 'schemas/check-report.schema.json'), 'utf8')) as unknown;
    // Regenerate: node -e "…z.toJSONSchema(checkReportJsonSchema)…" (see the file's $comment).
    expect(published).toEqual({ $comment: expect.stringContaining('Generated from checkReportJsonSchema'), ...z.toJSONSchema(checkReportJsonSchema) });
  });
});

describe('ctsite check --format junit', () => {
  it('parses back as JUnit XML: a suite a gate, a test case a page kind, failures with page, fix and source, hostile text escaped', () => {
    const xml = formatJunitReport(report);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="ctsite check"')).toBe(true);
    const document = new DOMParser().parseFromString(xml, 'text/xml');
    const root = document.querySelector('testsuites');
    const suites = [...document.querySelectorAll('testsuite')];
    expect(suites.map((suite) => suite.getAttribute('name'))).toEqual(['sample content', 'seo', 'links', 'html']);
    // Each gate: the three page kinds, and `site` where a problem belongs to no page kind.
    expect(suites.map((suite) => [...suite.querySelectorAll('testcase')].map((testCase) => testCase.getAttribute('name')))).toEqual([
      ['home', 'service', 'serviceInLocation', 'site'],
      ['home', 'service', 'serviceInLocation'],
      ['home', 'service', 'serviceInLocation', 'site'],
      ['home', 'service', 'serviceInLocation'],
    ]);
    expect(suites.map((suite) => [suite.getAttribute('tests'), suite.getAttribute('failures')])).toEqual([['4', '1'], ['3', '2'], ['4', '1'], ['3', '0']]);
    expect([root?.getAttribute('tests'), root?.getAttribute('failures')]).toEqual(['14', '4']);
    expect(suites[3]?.getAttribute('time')).toBe('1.500');
    const failure = suites[1]?.querySelector('testcase[name="service"] failure');
    expect(failure?.getAttribute('message')).toBe('1 problem on service pages');
    expect(failure?.textContent).toBe(
      '/services/fire-alarms/: meta description of 212 characters: "Fire, alarms: 100% <tested> & \'certified\'"\nsecond line\r\nfix: Write a description of 50-170 characters.\nsource: data/services.json:41:20',
    );
    expect(formatJunitReport({ ...report, problems: [{ gate: 'seo', page: '/', problem: 'bad \u0000\u001b byte', fix: 'f' }] })).toContain('/: bad  byte');
  });
});
