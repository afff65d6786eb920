import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, posix, relative } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { dataFiles } from '../../src/data/data-files.ts';
import { projectRoot } from '../helpers/fixture.ts';

interface SchemaScript {
  dataSchemaDocuments(): Record<string, Record<string, unknown>>;
  schemaPathFor(dataFile: string): string;
}
const { dataSchemaDocuments, schemaPathFor } = (await import(new URL('../../scripts/data-schemas.mjs', import.meta.url).href)) as SchemaScript;

const readJson = async (path: string): Promise<unknown> => JSON.parse(await readFile(join(projectRoot, path), 'utf8')) as unknown;

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(join(projectRoot, folder), { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)).split('\\').join('/'));
}

/**
 * A validator for the committed schemas. The ajv in node_modules is version 6 (eslint's), which knows
 * draft-07, not the 2020-12 dialect zod writes; the keywords these schemas use mean the same in both,
 * so the dialect line is left out. A validator of 2020-12 as a declared dev dependency would be better.
 */
async function validatorFor(dataFile: string) {
  const { $schema: dialect, ...schema } = (await readJson(schemaPathFor(dataFile))) as Record<string, unknown>;
  expect(dialect).toBe('https://json-schema.org/draft/2020-12/schema');
  return new Ajv({ allErrors: true }).compile(schema);
}

describe('the data files\' JSON Schemas', () => {
  it('are exactly what the zod schemas give today (run npm run schemas after changing one)', async () => {
    const generated = dataSchemaDocuments();
    expect((await filesUnder('schemas/data')).sort()).toEqual(Object.keys(generated).sort());
    for (const [path, document] of Object.entries(generated)) expect(await readJson(path), path).toEqual(document);
  });

  it('are found by editors: object files name theirs in $schema, list files are mapped in .vscode/settings.json', async () => {
    const settings = (await readJson('.vscode/settings.json')) as { 'json.schemas': { fileMatch: string[]; url: string }[] };
    for (const { file } of Object.values(dataFiles)) {
      const data = await readJson(`data/${file}`);
      if (Array.isArray(data)) {
        const mapping = settings['json.schemas'].find((entry) => entry.fileMatch.includes(`/data/${file}`));
        expect(mapping?.url, file).toBe(`./${schemaPathFor(file)}`);
      } else {
        const reference = (data as { $schema?: string }).$schema;
        expect(reference, file).toBeDefined();
        expect(posix.join(dirname(`data/${file}`), reference ?? ''), file).toBe(schemaPathFor(file));
      }
    }
  });

  it('accept the real data', async () => {
    for (const { file } of Object.values(dataFiles)) {
      const validate = await validatorFor(file);
      expect(validate(await readJson(`data/${file}`)), `${file}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('flag a wrong type, a missing field and an unknown key where an editor shows them', async () => {
    const testimonials = (await readJson('data/testimonials.json')) as Record<string, unknown>[];
    const validate = await validatorFor('testimonials.json');
    expect(validate(testimonials.map((entry, index) => (index === 1 ? { ...entry, rating: '5' } : entry)))).toBe(false);
    expect(validate.errors?.map((error) => [error.dataPath, error.message])).toEqual([['[1].rating', 'should be integer']]);

    const company = (await readJson('data/company.json')) as Record<string, unknown>;
    const validateCompany = await validatorFor('company.json');
    const misspelt = Object.fromEntries(Object.entries(company).map(([key, value]) => [key === 'phone' ? 'phon' : key, value]));
    expect(validateCompany(misspelt)).toBe(false);
    expect(validateCompany.errors?.map((error) => error.message).sort()).toEqual(['should NOT have additional properties', "should have required property 'phone'"]);
  });
});
