#!/usr/bin/env node
// Kept to syntax that Node 20 parses, so that an older Node prints the line below and not a syntax error.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  process.stderr.write(`ctsite needs Node.js 22.12 or newer (this is ${process.version}). Run it through npm (npm run build), which uses the Node 24 of the \`node\` dev dependency, or run node_modules/.bin/node bin/ctsite.js ${process.argv.slice(2).join(' ')}\n`);
  process.exit(1);
}
// React's development build renders ~7x slower; it must be chosen before react-dom/server loads.
process.env.NODE_ENV ??= 'production';
// V8's compiled code for the generator's modules, kept between runs: ~35 ms less start-up per command.
// Node checks each entry against its module's source; NODE_DISABLE_COMPILE_CACHE=1 turns it off. It goes in the
// cache folder: CTSITE_CACHE_DIR, else node_modules/.cache/ctsite (the rule of src/cache-dir.ts, not yet compiled here).
const [{ enableCompileCache }, { existsSync }, { resolve }, { fileURLToPath }] = await Promise.all([import('node:module'), import('node:fs'), import('node:path'), import('node:url')]);
const cacheDir = process.env.CTSITE_CACHE_DIR ? resolve(process.env.CTSITE_CACHE_DIR) : fileURLToPath(new URL('../node_modules/.cache/ctsite', import.meta.url));
enableCompileCache(resolve(cacheDir, 'v8'));
const compiler = new URL('../scripts/compile.mjs', import.meta.url);
if (existsSync(compiler)) await (await import(compiler.href)).compileIfStale();
// --verbose prints stack traces: mapped to the TypeScript sources (src/….ts) through lib/'s source maps, which
// Node reads for each module loaded from here on. Only then: reading them cost ~0.2 s of a 0.7 s `ctsite routes`.
if (process.argv.includes('--verbose')) process.setSourceMapsEnabled(true);
await import('../lib/cli.js');
