#!/usr/bin/env node
// React's development build renders ~7x slower; it must be chosen before react-dom/server loads.
process.env.NODE_ENV ??= 'production';
const { existsSync } = await import('node:fs');
const compiler = new URL('../scripts/compile.mjs', import.meta.url);
if (existsSync(compiler)) await (await import(compiler.href)).compileIfStale();
await import('../lib/cli.js');
