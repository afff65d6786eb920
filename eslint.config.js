import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'lib/', '.lib-*/', 'test-results/', 'bench-results/', '.cache/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Schemas are made with zod as src/data/zod.ts configures it (a schema reads the setting when made).
    files: ['src/**'],
    ignores: ['src/data/zod.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [{ name: 'zod', message: "Import { z } from src/data/zod.ts, which configures zod before any schema is made.", allowTypeImports: true }] }],
    },
  },
  {
    files: ['scripts/**', 'bin/**'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', performance: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
);
