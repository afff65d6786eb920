#!/usr/bin/env node
// ctsite needs Node 22.12+. Where an older system Node runs this file (e.g. `node bin/ctsite.js`
// outside npm), hand over to the Node 24 that the `node` dev dependency installs.
// CTSITE_HANDOVER=1 hands over on any Node (the tests use it to exercise this path on a new one).
const [major, minor] = process.versions.node.split('.').map(Number);
const tooOld = major < 22 || (major === 22 && minor < 12);

/**
 * A build renders on one thread and allocates briefly and fast. With V8's default young generation
 * (semi-spaces growing to 16 MB and more) the same build ran at two speeds, 1.9 s or 3.3 s, peak
 * 209-344 MiB, depending on when the heap grew (same code paths, same deoptimisations, up to 1.2 s
 * more CPU). Capped at 8 MB it runs at one: 1.63-1.72 s, 162-166 MiB (README, Performance). V8
 * reads this only when the process starts, so a command that renders starts again with it (the npm
 * scripts pass it, sparing that restart's 85 ms). CTSITE_YOUNG_GENERATION=default keeps V8's sizing (the bench's "before").
 */
const YOUNG_GENERATION = '--max-semi-space-size=8';
const command = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
const renders = command === 'build' || command === 'serve';
const youngGenerationSet = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)].some((arg) => arg.startsWith('--max-semi-space-size'));
const addYoungGeneration = renders && !youngGenerationSet && process.env.CTSITE_YOUNG_GENERATION !== 'default';

if ((tooOld || process.env.CTSITE_HANDOVER === '1') && process.env.CTSITE_HANDED_OVER !== '1') {
  await handOver();
} else if (addYoungGeneration && typeof process.execve === 'function') {
  // Same process (same PID, signals, exit code and open files), restarted with the flag.
  process.execve(process.execPath, [process.execPath, YOUNG_GENERATION, ...process.execArgv, ...process.argv.slice(1)], process.env);
} else {
  // React's development build renders ~7x slower; it must be chosen before react-dom/server loads.
  process.env.NODE_ENV ??= 'production';
  // V8's compiled code for the generator's modules, kept between runs: ~35 ms less start-up per command.
  // Node checks each entry against its module's source; NODE_DISABLE_COMPILE_CACHE=1 turns it off.
  const [{ enableCompileCache }, { fileURLToPath }] = await Promise.all([import('node:module'), import('node:url')]);
  enableCompileCache?.(fileURLToPath(new URL('../node_modules/.cache/ctsite/v8', import.meta.url)));
  const { existsSync } = await import('node:fs');
  const compiler = new URL('../scripts/compile.mjs', import.meta.url);
  if (existsSync(compiler)) await (await import(compiler.href)).compileIfStale();
  await import('../lib/cli.js');
}

/**
 * Runs this file again on the bundled Node and stands in for it: signals that stop a program are
 * passed on, and this process ends as the child did. The child keeps an IPC channel to this one;
 * when this process dies without a word (SIGKILL), the channel closes and the child stops too
 * (src/cli.ts).
 */
async function handOver() {
  const { existsSync } = await import('node:fs');
  const { spawn } = await import('node:child_process');
  const { constants } = await import('node:os');
  const { fileURLToPath } = await import('node:url');
  const bundled = fileURLToPath(new URL('../node_modules/.bin/node', import.meta.url));
  if (!existsSync(bundled)) {
    process.stderr.write(`ctsite needs Node.js 22.12 or newer (this is ${process.version}). Run it through npm (npm run build) or install a newer Node.\n`);
    process.exit(1);
  }
  const child = spawn(bundled, [...(addYoungGeneration ? [YOUNG_GENERATION] : []), fileURLToPath(import.meta.url), ...process.argv.slice(2)], {
    stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    env: { ...process.env, CTSITE_HANDED_OVER: '1' },
  });
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  // Ctrl-C reaches the child from the terminal as well; it stops once, however often it is told.
  const forward = (signal) => child.kill(signal);
  for (const signal of signals) process.on(signal, forward);
  child.on('error', (error) => {
    process.stderr.write(`ctsite could not start ${bundled}: ${error.message}\n`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => {
    if (signal === null) process.exit(code ?? 1);
    // Killed by a signal: end the same way, so that the shell and any parent see what happened.
    for (const name of signals) process.off(name, forward);
    process.kill(process.pid, signal);
    process.exit(128 + (constants.signals[signal] ?? 0));
  });
}
