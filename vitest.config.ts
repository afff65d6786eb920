import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Production JSX: react/jsx-dev-runtime has no jsxDEV when NODE_ENV is production.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    globalSetup: ['test/setup/build-real-site.ts'],
    // React's production build: the development one renders the site several times slower.
    env: { NODE_ENV: 'production' },
    // One test file per core, not vitest's default of one fewer: much of a file's time is spent waiting on the
    // processes, servers and disks it drives, and on 2 cores the whole run took 359 s instead of 564 s.
    maxWorkers: '100%',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['test/**/*.test.ts', 'test/**/*.test.tsx'], exclude: ['test/browser/**', 'test/deploy/**', 'test/faults/**'] },
      },
      {
        extends: true,
        test: {
          name: 'deploy',
          include: ['test/deploy/**/*.test.ts'],
          // s3rver signs its listing continuation tokens with DES, which OpenSSL 3 only offers
          // through the legacy provider: needed once a listing passes 1,000 keys.
          execArgv: ['--openssl-legacy-provider'],
        },
      },
      {
        extends: true,
        // The fault suite (`npm run test:faults`): builds killed at chosen points and at random, editors'
        // saves under `ctsite serve`, deploys against silent, lying and failing servers, signals.
        test: { name: 'faults', include: ['test/faults/**/*.test.ts'], execArgv: ['--openssl-legacy-provider'] },
      },
    ],
  },
});
