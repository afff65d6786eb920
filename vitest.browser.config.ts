import { defineConfig } from 'vitest/config';

/** Browser tests: the real site in the system Chromium through playwright-core (`npm run test:browser`). */
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    include: ['test/browser/**/*.test.ts'],
    globalSetup: ['test/setup/build-real-site.ts'],
    env: { NODE_ENV: 'production' },
    // One Chromium per file; two cores.
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
