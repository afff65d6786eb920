import { join } from 'node:path';
import * as esbuild from 'esbuild';

/** The browser entry, relative to the project root. */
export const CLIENT_ENTRY = 'client/main.ts';

/**
 * Bundles the client enhancements into one minified ES module for evergreen browsers.
 * esbuild sits behind this one function, so that swapping the bundler touches one file.
 */
export async function bundleClient(root: string): Promise<string> {
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
}
