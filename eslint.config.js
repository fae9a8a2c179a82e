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
    // ADR 18: the web maps a server error by its reason, never by reading its sentence.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.property.name=/^(test|exec)$/] > MemberExpression.arguments[property.name='message']",
          'CallExpression[callee.property.name=/^(test|exec)$/] > Identifier.arguments[name=/^(message|text)$/]',
          "CallExpression[callee.object.property.name='message'][callee.property.name=/^(match|matchAll|replace|replaceAll|search|includes|startsWith|endsWith|split|indexOf)$/]",
          'CallExpression[callee.object.name=/^(message|text)$/][callee.property.name=/^(match|matchAll|replace|replaceAll|search|includes|startsWith|endsWith|split|indexOf)$/]',
          "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='message']",
        ].map((selector) => ({
          selector,
          message: 'Map a server error by extensions.reason (errors/readError.ts), never by its message (ADR 18).',
        })),
      ],
    },
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
