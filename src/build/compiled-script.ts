import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * A compiled thread's script, e.g. `build/place-worker.js` → `<package>/lib/build/place-worker.js`, found
 * from wherever the calling module was loaded (lib/ when compiled, src/ under the tests); undefined when
 * lib/ has not been compiled (`npm run compile`, which npm ci runs).
 */
export function findCompiledScript(script: string, from: string): string | undefined {
  for (let dir = dirname(fileURLToPath(from)); ; dir = dirname(dir)) {
    const path = join(dir, 'lib', script);
    if (existsSync(path)) return path;
    if (dirname(dir) === dir) return undefined;
  }
}
