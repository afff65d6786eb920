import { describe, expect, it } from 'vitest';
import { renderMain } from '../../src/render/render-route.tsx';
import { decodeText } from '../../src/seo/entities.ts';
import { SHINGLE_WORDS, sharedFraction, shingleSet as shingleSetOfBytes, type SwappedNames } from '../../src/seo/shingles.ts';
import type { ServiceLocationProps } from '../../templates/pages/service-location-page.tsx';
import { createTestRenderContext } from '../helpers/render-context.ts';

/** The measure of a page's markup, given as a string (pages are measured as their UTF-8 bytes). */
const shingleSet = (html: string, names: SwappedNames) => shingleSetOfBytes(Buffer.from(html), names);

// Every service-in-town page's <main>, as rendered: the markup the measure meets.
const { table, context } = await createTestRenderContext();
const models = table.routes.flatMap((route) => {
  const local = route.meta.localPage;
  if (!local) return [];
  const { service, location } = route.props as ServiceLocationProps;
  return [{ ...local, names: { service: service.name, town: location.name }, text: [renderMain(route, context)] }];
});

/** The measure written plainly: tags removed and entities decoded, words as strings, names swapped as runs of whole words, each shingle its six words joined, a Set of strings. */
function plainShingles(html: string, names: SwappedNames): Set<string> {
  const wordsOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9£%/-]+/g, ' ').split(' ').filter(Boolean);
  const swap = (words: string[], name: string, placeholder: string) => {
    const run = wordsOf(name);
    const swapped: string[] = [];
    for (let i = 0; i < words.length; ) {
      const found = run.length > 0 && run.every((word, k) => words[i + k] === word);
      swapped.push(found ? placeholder : (words[i] ?? ''));
      i += found ? run.length : 1;
    }
    return swapped;
  };
  const words = swap(swap(wordsOf(decodeText(html.replace(/<[^>]*>/g, ' '))), names.service, 'service-name'), names.town, 'town-name');
  const shingles = new Set<string>();
  for (let i = 0; i + SHINGLE_WORDS <= words.length; i += 1) shingles.add(words.slice(i, i + SHINGLE_WORDS).join(' '));
  return shingles;
}

function plainShared(a: Set<string>, b: Set<string>): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  if (small.size === 0) return 1;
  let shared = 0;
  for (const item of small) if (large.has(item)) shared += 1;
  return shared / small.size;
}

describe('shingles', () => {
  it('count the distinct word 6-grams of every service-in-town page\'s text, names swapped, as the plain measure does', () => {
    expect(models.length).toBeGreaterThan(100);
    for (const model of models) {
      const text = model.text.join(' ');
      const hashed = shingleSet(text, model.names);
      expect(hashed.length, `${model.service}/${model.town}`).toBe(plainShingles(text, model.names).size);
      expect(hashed.length).toBeGreaterThan(50);
      for (let i = 1; i < hashed.length; i += 1) expect((hashed[i - 1] ?? 0) < (hashed[i] ?? 0)).toBe(true);
    }
  });

  it('share between two pages what the plain measure finds shared, for pages of one town and of one service', () => {
    let compared = 0;
    for (const [index, a] of models.entries()) {
      // Every page against the next of its town and the next of its service: a few hundred pairs of each kind.
      const partners = [models.find((b, at) => at > index && b.town === a.town), models.find((b, at) => at > index && b.service === a.service)];
      for (const b of partners) {
        if (!b) continue;
        const [textA, textB] = [a.text.join(' '), b.text.join(' ')];
        const plain = plainShared(plainShingles(textA, a.names), plainShingles(textB, b.names));
        expect(sharedFraction(shingleSet(textA, a.names), shingleSet(textB, b.names)), `${a.service}/${a.town} ~ ${b.service}/${b.town}`).toBe(plain);
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(500);
  });

  it('swap names as whole words whatever their case, read text between tags and entities as they read, and split words at anything but a-z, 0-9, £, %, / and -', () => {
    const names = { service: 'UPS Systems', town: 'Hull' };
    const text = 'ups systems in HULL, not Hullbridge: £250/visit — 24-hour cover at 100% of sites, café-style';
    expect(shingleSet(text, names).length).toBe(plainShingles(text, names).size);
    const swapped = shingleSet('service-name in town-name not hullbridge £250/visit 24-hour cover', names);
    expect(sharedFraction(shingleSet('UPS Systems in Hull, not Hullbridge: £250/visit; 24-hour cover', names), swapped)).toBe(1);
    expect(sharedFraction(shingleSet('one two three four five', names), shingleSet('six seven', names))).toBe(1);
    // Not a name: a part of a word (backups), a name with a word of its own joined by a hyphen (Hull-based).
    expect(shingleSet('backups systems near Hull-based sites of UPS', names).length).toBe(2);
    expect(sharedFraction(shingleSet('backups systems near Hull-based sites of UPS', names), shingleSet('backups systems near hull-based sites of ups', names))).toBe(1);
    const markup = '<p class="x">UPS&nbsp;<strong>Systems</strong> in <a href="/hull/">Hull</a> &amp; Hessle at &#163;250/visit &#x2014; &bogus; &lt;b&gt;</p>';
    expect(shingleSet(markup, names).length).toBe(plainShingles(markup, names).size);
    expect(sharedFraction(shingleSet(markup, names), shingleSet('service-name in town-name hessle at £250/visit bogus b', names))).toBe(1);
  });

  it('fold case as toLowerCase() does for every code point: a word character, a separator, or (İ) a letter and then a separator', () => {
    const names = { service: 'UPS Systems', town: 'Hull' };
    let checked = 0;
    for (let start = 0; start <= 0x10ffff; start += 2048) {
      const words: string[] = [];
      for (let code = start; code < Math.min(start + 2048, 0x110000); code += 1) {
        if (code >= 0xd800 && code <= 0xdfff) continue;
        words.push(`x${String.fromCodePoint(code)}y`);
        checked += 1;
      }
      const text = words.join(' ');
      expect([...shingleSet(text, names)], `code points from ${start.toString(16)}`).toEqual([...shingleSet(text.toLowerCase(), names)]);
      expect(shingleSet(text, names).length).toBe(plainShingles(text, names).size);
    }
    expect(checked).toBe(0x110000 - 0x800);
    // The three beyond ASCII that lower-case to word characters.
    expect(sharedFraction(shingleSet('a b c d £5 \u212Aw', names), shingleSet('a b c d £5 kw', names))).toBe(1);
    expect(sharedFraction(shingleSet('a b c d e \u0130f', names), shingleSet('a b c d e i f', names))).toBe(1);
  });
});
