import { defineConfig } from 'vitest/config';

export default defineConfig({
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
