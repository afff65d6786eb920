import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { parseJson } from '../../src/data/json/index.ts';
import { loadDataError } from '../helpers/data-error.ts';
import { createFixture } from '../helpers/fixture.ts';

let fixture: Awaited<ReturnType<typeof createFixture>>;
beforeEach(async () => {
  fixture = await createFixture();
});
afterEach(async () => {
  await fixture.cleanup();
});

/** Rewrites a data file's text, failing if `from` is not in it (the fixture must break where we say). */
async function replaceText(file: string, from: string | RegExp, to: string): Promise<void> {
  const text = await readFile(join(fixture.dataDir, file), 'utf8');
  const changed = text.replace(from, to);
  expect(changed).not.toBe(text);
  await fixture.writeRaw(file, changed);
}

describe('JSON syntax errors point at the mistake', () => {
  it('a trailing comma after "hedon" in Hull\'s nearby: the line and column of the "]", the line itself and a caret', async () => {
    await replaceText('locations.json', /"hedon"\n(\s+\],)/, '"hedon",\n$1');
    const { error, report } = await loadDataError(fixture.dataDir);
    expect(error.issues).toHaveLength(1);
    expect(report).toContain('data/locations.json:18:5: invalid JSON at line 18, column 5: a comma after the last item of a list, before "]"');
    expect(report).toContain('        17 |       "hedon",\n    >   18 |     ],\n           |     ^');
    expect(report).toContain('fix: Remove the comma at line 17, column 14');
    expect(report).not.toMatch(/line 1497/);
  });

  it('a UTF-8 byte-order mark: line 1, column 1, and how to save without it', async () => {
    await fixture.writeRaw('company.json', `\uFEFF${await readFile(join(fixture.dataDir, 'company.json'), 'utf8')}`);
    const { error, report } = await loadDataError(fixture.dataDir);
    // The rest of the file is still read and valid: the BOM is the only problem.
    expect(error.issues).toHaveLength(1);
    expect(report).toContain('data/company.json:1:1: invalid JSON at line 1, column 1: the file starts with an invisible byte-order mark (BOM, U+FEFF)');
    expect(report).toContain('fix: Save the file as UTF-8 without BOM');
  });

  it('an unquoted value: where it starts, not the end of the file', async () => {
    await replaceText('locations.json', '"postcode": "HU1-HU9"', '"postcode": HU1-HU9');
    const { report } = await loadDataError(fixture.dataDir);
    expect(report).toMatch(/data\/locations\.json:5:17: invalid JSON at line 5, column 17: unquoted text "HU1/);
    expect(report).toContain('>    5 |     "postcode": HU1-HU9,\n           |                 ^');
    expect(report).toMatch(/fix: Put text in double quotes/);
  });

  it('a duplicate key in one object, naming both lines (JSON.parse would silently keep the last)', async () => {
    await replaceText('locations.json', '"landmark": "The Deep",', '"landmark": "The Deep",\n    "postcode": "HU1",');
    const { error, report } = await loadDataError(fixture.dataDir);
    expect(error.issues).toHaveLength(1);
    expect(report).toContain('data/locations.json:7:5: hull, postcode (#/0/postcode): duplicate key "postcode" at line 7: this object already has it at line 5');
    expect(report).toContain('>    7 |     "postcode": "HU1",');
    expect(report).toContain('fix: Keep one "postcode": delete the one at line 5 or at line 7');
  });
});

describe('parseJson', () => {
  const issues = (text: string) => parseJson(text, 'f.json').issues.map((i) => `${i.path.join('/')}: ${i.message}`);

  it('finds duplicates by decoded key, in nested objects and lists, and nowhere else', () => {
    expect(issues('{"a": 1, "\\u0061": 2}')).toEqual(['a: duplicate key "a" at line 1: this object already has it at line 1, and JSON would keep only the last one silently']);
    expect(issues('{"list": [{"k": 1}, {"k": 2, "x": {"k": 3}}, {"k": 4,\n "k": 5}]}')).toEqual([
      'list/2/k: duplicate key "k" at line 2: this object already has it at line 1, and JSON would keep only the last one silently',
    ]);
    // Keys and values that look alike, quotes, braces and colons inside strings.
    expect(issues('{"a": "a", "b": "\\"a\\": {", "c": ["a", ":"], "d": {"a": "}"}}')).toEqual([]);
  });

  it('keeps the value of a file whose only problem is a BOM or a duplicate key, so its schema is still checked', () => {
    expect(parseJson('\uFEFF{"a": 1}', 'f.json').value).toEqual({ a: 1 });
    expect(parseJson('{"a": 1, "a": 2}', 'f.json').value).toEqual({ a: 2 });
    expect(parseJson('{"a": 1,}', 'f.json').value).toBeUndefined();
  });

  it('names comments, unclosed lists and text after the value', () => {
    expect(issues('{"a": 1 // note\n}')[0]).toMatch(/^: invalid JSON at line 1, column 9: a comment/);
    expect(issues('{"a": [1, 2')[0]).toMatch(/^: invalid JSON at line 1, column 12: the file ends before a list "\[" is closed/);
    expect(issues('{} {}')[0]).toMatch(/^: invalid JSON at line 1, column 4: more text after the end/);
  });
});
