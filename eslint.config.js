import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'apps/server/drizzle/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    // Layering (DESIGN.md): shared imports nothing of ours; web imports only shared;
    // the live engine and commands never import a web framework.
    files: ['packages/shared/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@mingle/server*', '@mingle/web*', '**/apps/**'] }] },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['@mingle/server*', '**/apps/server/**'] }] },
  },
  {
    files: ['apps/server/src/live/**/*.ts', 'apps/server/src/commands/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: ['fastify', 'fastify/*', '@fastify/*', 'mercurius', 'mercurius-*', 'graphql', 'graphql/*'] },
      ],
    },
  },
);
