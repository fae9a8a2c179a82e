import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Why each import across packages is refused: a relative path would slip past the package names.
const LAYERS = {
  shared: 'packages/shared imports nothing of ours (DESIGN.md, Layering).',
  web: 'The web imports only @mingle/shared of ours: the server reaches it through the API.',
  server: 'The server does not import the web app.',
  viaPackage: "Import shared code as '@mingle/shared', not by a relative path into its sources.",
};

const serverCrossPackage = [
  { group: ['**/apps/web/**', '**/web/src/**'], message: LAYERS.server },
  { group: ['**/packages/shared/**', '**/shared/src/**'], message: LAYERS.viaPackage },
];

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
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mingle/server*', '@mingle/web*', '**/apps/**', '**/server/src/**', '**/web/src/**'], message: LAYERS.shared },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@mingle/server*', '**/apps/server/**', '**/server/src/**'], message: LAYERS.web },
            { group: ['**/packages/shared/**', '**/shared/src/**'], message: LAYERS.viaPackage },
          ],
        },
      ],
    },
  },
  {
    // bench/ and e2e/ are harnesses of the whole product: they may use the web's own documents.
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: serverCrossPackage }],
    },
  },
  {
    files: ['apps/server/src/live/**/*.ts', 'apps/server/src/commands/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // ESLint keeps only the last config's options for a rule: repeat the server-wide patterns.
          patterns: [
            ...serverCrossPackage,
            {
              group: ['fastify', 'fastify/*', '@fastify/*', 'mercurius', 'mercurius-*', 'graphql', 'graphql/*'],
              message: 'The live engine and commands know no web framework (DESIGN.md, Layering).',
            },
          ],
        },
      ],
    },
  },
);
