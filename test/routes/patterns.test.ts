import { describe, expect, it } from 'vitest';
import { createAbsoluteUrl, outputPathFor } from '../../src/routes/output-path.ts';
import { fillPattern } from '../../src/routes/patterns.ts';

describe('fillPattern', () => {
  it('fills every parameter', () => {
    expect(fillPattern('/services/[service]/[location]/', { service: 'new-construction-wiring', location: 'hull' })).toBe(
      '/services/new-construction-wiring/hull/',
    );
  });
  it('throws on a missing parameter', () => {
    expect(() => fillPattern('/services/[service]/', {})).toThrow(/needs the parameter "service"/);
  });
  it('throws on an unknown parameter', () => {
    expect(() => fillPattern('/services/', { service: 'x' })).toThrow(/has no parameter "service"/);
  });
  it('refuses a value that is not a slug', () => {
    expect(() => fillPattern('/services/[service]/', { service: '../etc' })).toThrow(/not a slug/);
  });
});

describe('outputPathFor', () => {
  it('writes directory-form pages as index.html', () => {
    expect(outputPathFor('/')).toBe('index.html');
    expect(outputPathFor('/services/hull/')).toBe('services/hull/index.html');
  });
  it('writes .html pathnames as they are', () => {
    expect(outputPathFor('/404.html')).toBe('404.html');
  });
  it('refuses a pathname without the trailing slash', () => {
    expect(() => outputPathFor('/services')).toThrow(/must end with/);
  });
});

describe('createAbsoluteUrl', () => {
  it('joins origin and pathname once', () => {
    expect(createAbsoluteUrl('https://www.example.com/')('/about/')).toBe('https://www.example.com/about/');
  });
});
