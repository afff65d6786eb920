import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Production JSX: react/jsx-dev-runtime has no jsxDEV when NODE_ENV is production.
  oxc: { jsx: { runtime: 'automatic', development: false } },
  test: {
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    exclude: ['test/browser/**'],
    globalSetup: ['test/setup/build-real-site.ts'],
    // React's production build: the development one renders the site several times slower.
    env: { NODE_ENV: 'production' },
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
