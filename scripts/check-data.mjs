// Validates one data file against its schema, for content editors working on a single file:
//   node scripts/check-data.mjs data/locations.json
// It reads the file as the build does (syntax errors with line and caret, duplicate keys, placeholder
// text, unknown tokens); the cross-checks between files run in `ctsite build`.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'check-data-'));
try {
  // The build's own reader and schemas (src/data/check-file.ts), bundled for plain Node. ES modules
  // first: jsonc-parser's UMD build hides its requires from the bundler.
  const out = join(dir, 'check-file.mjs');
  await esbuild.build({
    entryPoints: [join(root, 'src/data/check-file.ts')],
    bundle: true, format: 'esm', platform: 'node', outfile: out, logLevel: 'error',
    mainFields: ['module', 'main'],
    nodePaths: [join(root, 'node_modules')],
  });
  const { checkDataFile, dataFileNames } = await import(pathToFileURL(out).href);
  const result = process.argv[2] ? await checkDataFile(resolve(process.argv[2]), process.argv[2]) : undefined;
  if (!result) {
    console.error(`Usage: node scripts/check-data.mjs <file>, one of:\n  ${dataFileNames.join('\n  ')}`);
    process.exitCode = 2;
  } else if (result.ok) {
    console.log(result.report);
  } else {
    console.error(result.report);
    process.exitCode = 1;
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
