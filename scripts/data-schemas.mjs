// npm run schemas: writes a JSON Schema for every data file into schemas/data/ (the same layout as
// data/), generated from the zod schemas the build checks the data with, so that editors complete and
// validate as one types (docs/content.md). test/docs/data-schemas.test.ts fails while they differ.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { dataFiles } from '../src/data/data-files.ts';
import { z } from 'zod';

/** Where the schema of a data file lives, relative to the project, e.g. `schemas/data/pages/home.schema.json`. */
export const schemaPathFor = (dataFile) => `schemas/data/${dataFile.replace(/\.json$/, '.schema.json')}`;

/**
 * Every data file's JSON Schema, by its path in the project. `io: 'input'` describes what may be
 * written (a field with a default may be left out), not what the build reads after filling defaults.
 */
export function dataSchemaDocuments() {
  return Object.fromEntries(
    Object.values(dataFiles).map(({ file, schema }) => [
      schemaPathFor(file),
      {
        $comment: `The shape of data/${file}. Generated from its zod schema (src/data/schemas/) by npm run schemas: do not edit.`,
        title: `data/${file}`,
        ...z.toJSONSchema(schema, { io: 'input' }),
      },
    ]),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  for (const [path, document] of Object.entries(dataSchemaDocuments())) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), `${JSON.stringify(document, null, 2)}\n`);
  }
  console.log('schemas/data/ written from src/data/schemas/');
}
