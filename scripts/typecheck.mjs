// `npm run typecheck`: the three TypeScript projects (the generator, the tests, the browser code) checked
// side by side, one tsc each: run one after another they took 17 s of `npm test` on two cores, side by side 9 s.
import { Buffer } from 'node:buffer';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const tsc = fileURLToPath(new URL('../node_modules/typescript/bin/tsc', import.meta.url));
const projects = ['tsconfig.json', 'test/tsconfig.json', 'client/tsconfig.json'];

const codes = await Promise.all(
  projects.map(
    (project) =>
      new Promise((resolve) => {
        // Each project's errors are printed whole once it ends, never interleaved with another's.
        const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('close', (code) => {
          process.stdout.write(Buffer.concat(output));
          if (code !== 0) process.stderr.write(`typecheck: ${project} has errors (tsc exited ${code})\n`);
          resolve(code ?? 1);
        });
      }),
  ),
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
