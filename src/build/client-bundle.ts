import { join } from 'node:path';
import * as esbuild from 'esbuild';

/** The browser entry, relative to the project root. */
export const CLIENT_ENTRY = 'client/main.ts';

/** Bundles under way in this process: esbuild's service is stopped when the last one ends. */
let bundling = 0;

/**
 * Bundles the client enhancements into one minified ES module for evergreen browsers.
 * esbuild sits behind this one function, so that swapping the bundler touches one file.
 * esbuild runs as a child process (its service); it is stopped as soon as no bundle needs it, so that
 * nothing the build started outlives it (a build takes longer than the child takes to stop).
 */
export async function bundleClient(root: string): Promise<string> {
  bundling += 1;
  try {
    const result = await esbuild.build({
      absWorkingDir: root,
      entryPoints: [join(root, CLIENT_ENTRY)],
      bundle: true,
      minify: true,
      format: 'esm',
      target: ['es2022', 'chrome111', 'firefox114', 'safari16.4'],
      platform: 'browser',
      write: false,
      legalComments: 'none',
      logLevel: 'silent',
    });
    const [output] = result.outputFiles;
    if (!output) throw new Error('esbuild produced no client bundle');
    return output.text;
  } finally {
    bundling -= 1;
    if (bundling === 0) await esbuild.stop();
  }
}
