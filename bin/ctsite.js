#!/usr/bin/env node
// ctsite needs Node 22.12+. Where an older system Node runs this file (e.g. `node bin/ctsite.js`
// outside npm), hand over to the Node 24 that the `node` dev dependency installs.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  const { existsSync } = await import('node:fs');
  const { spawnSync } = await import('node:child_process');
  const { fileURLToPath } = await import('node:url');
  const bundled = fileURLToPath(new URL('../node_modules/.bin/node', import.meta.url));
  if (!existsSync(bundled)) {
    process.stderr.write(`ctsite needs Node.js 22.12 or newer (this is ${process.version}). Run it through npm (npm run build) or install a newer Node.\n`);
    process.exit(1);
  }
  const result = spawnSync(bundled, [fileURLToPath(import.meta.url), ...process.argv.slice(2)], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
// React's development build renders ~7x slower; it must be chosen before react-dom/server loads.
process.env.NODE_ENV ??= 'production';
const { existsSync } = await import('node:fs');
const compiler = new URL('../scripts/compile.mjs', import.meta.url);
if (existsSync(compiler)) await (await import(compiler.href)).compileIfStale();
await import('../lib/cli.js');
