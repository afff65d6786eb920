// Validates one data file against its schema, for content editors working on a single file:
//   node scripts/check-data.mjs data/locations.json
// The full cross-checked validation runs in `ctsite build`.
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = relative(root, resolve(process.argv[2] ?? ''));
const dir = mkdtempSync(join(tmpdir(), 'check-data-'));
try {
  // The file-to-schema table is the build's own (src/data/data-files.ts), bundled for plain Node.
  const out = join(dir, 'data-files.mjs');
  await esbuild.build({
    entryPoints: [join(root, 'src/data/data-files.ts')],
    bundle: true, format: 'esm', platform: 'node', outfile: out, logLevel: 'error',
    nodePaths: [join(root, 'node_modules')],
  });
  const { dataFiles } = await import(pathToFileURL(out).href);
  const entry = Object.values(dataFiles).find((candidate) => join('data', candidate.file) === file);
  if (!entry) {
    console.error(`Usage: node scripts/check-data.mjs <file>, one of:\n  ${Object.values(dataFiles).map((f) => join('data', f.file)).join('\n  ')}`);
    process.exitCode = 2;
  } else {
    const result = entry.schema.safeParse(JSON.parse(readFileSync(join(root, file), 'utf8')));
    if (result.success) {
      console.log(`${file}: valid`);
    } else {
      for (const issue of result.error.issues) console.error(`${file}#/${issue.path.join('/')}: ${issue.message}`);
      process.exitCode = 1;
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
