import { describe, expect, it } from 'vitest';
import { createHeaderLookup, headersFor, parseHeaderRules } from '../../src/hosting/header-rules.ts';

const RULES = parseHeaderRules(`/*
  Cache-Control: public, max-age=0, must-revalidate
  X-Frame-Options: DENY

/old-page/
  Cache-Control: public, max-age=3600

/old-*
  Cache-Control: no-store

/old-page/
  X-Robots-Tag: noindex
`);

describe('the headers a _headers file gives a path', () => {
  it('applies every matching rule in file order, exact paths among wildcards, a later value replacing an earlier', () => {
    const lookup = createHeaderLookup(RULES);
    // The exact rule comes before `/old-*`, so the wildcard's value wins; the second exact rule adds its header.
    expect(Object.fromEntries(lookup('/old-page/'))).toEqual({ 'Cache-Control': 'no-store', 'X-Frame-Options': 'DENY', 'X-Robots-Tag': 'noindex' });
    expect(Object.fromEntries(lookup('/old-other/'))).toEqual({ 'Cache-Control': 'no-store', 'X-Frame-Options': 'DENY' });
    expect(Object.fromEntries(lookup('/about/'))).toEqual({ 'Cache-Control': 'public, max-age=0, must-revalidate', 'X-Frame-Options': 'DENY' });
  });

  it('an exact rule after the wildcards wins, and matches only its own path', () => {
    const lookup = createHeaderLookup(parseHeaderRules('/*\n  Cache-Control: a\n\n/faq/\n  Cache-Control: b\n'));
    expect(lookup('/faq/').get('Cache-Control')).toBe('b');
    expect(lookup('/faq/x/').get('Cache-Control')).toBe('a');
  });

  it('folder rules match only inside their folder, and partial-name wildcards still match by prefix', () => {
    const lookup = createHeaderLookup(parseHeaderRules('/about/*\n  X-Folder: about\n\n/ab*\n  X-Prefix: ab\n\n/about-us/*\n  X-Folder: about-us\n'));
    expect(Object.fromEntries(lookup('/about/'))).toEqual({ 'X-Folder': 'about', 'X-Prefix': 'ab' });
    expect(Object.fromEntries(lookup('/about/team/'))).toEqual({ 'X-Folder': 'about', 'X-Prefix': 'ab' });
    expect(Object.fromEntries(lookup('/about-us/'))).toEqual({ 'X-Prefix': 'ab', 'X-Folder': 'about-us' });
    expect(Object.fromEntries(lookup('/about'))).toEqual({ 'X-Prefix': 'ab' });
    expect(Object.fromEntries(lookup('/contact/'))).toEqual({});
  });

  it('gives what trying every rule in turn gives', () => {
    // A wildcard without a folder before a folder's rule, both setting Cache-Control: file order decides.
    const rules = [...RULES, ...parseHeaderRules('/ab*\n  X-Prefix: ab\n  Cache-Control: prefix\n\n/about/*\n  X-Folder: about\n  Cache-Control: folder\n')];
    const lookup = createHeaderLookup(rules);
    for (const pathname of ['/', '/about/', '/about/team/', '/about-us/', '/old-page/', '/old-page', '/old-x/', '/contact/']) {
      expect(Object.fromEntries(lookup(pathname)), pathname).toEqual(Object.fromEntries(headersFor(rules, pathname)));
    }
  });
});
