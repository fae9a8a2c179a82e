import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// Node loads graphql 16 as CommonJS (it has no "exports" map) while Vite would pick its
// ES build; Mercurius uses the CommonJS one, and two copies of graphql refuse each
// other's schema. Point the server tests at the same file Node uses.
const graphqlCjs = createRequire(import.meta.url).resolve('graphql');

// The server suites run on embedded PGlite always, and again on real PostgreSQL when
// TEST_DATABASE_URL is set (CI sets it). The same files, a different MINGLE_TEST_DB.
const serverProjects = [
  { name: 'server (pglite)', db: 'pglite' },
  ...(process.env.TEST_DATABASE_URL ? [{ name: 'server (postgres)', db: 'postgres' }] : []),
];

// The web suites share one module graph per worker (ADR 68): 23 s instead of 138 s, most of it
// jsdom and React imported again for each file. A file that replaces a module (vi.mock) needs
// its own graph, or the module another file loaded first is used: it is named *.isolated.test
// (scripts/isolation.test.ts holds to that) and runs apart.
const ISOLATED_TESTS = 'src/**/*.isolated.test.{ts,tsx}';
const webProjects = [
  { name: 'web', isolate: false },
  { name: 'web (isolated)', isolate: true },
];

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one file at a time on a 2-core
    // machine, while much of a server test's time is spent waiting on PostgreSQL.
    maxWorkers: 2,
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      ...serverProjects.map((p) => ({
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: {
          name: p.name,
          root: 'apps/server',
          include: ['src/**/*.test.ts'],
          // Suites that need a real Redis run only when TEST_REDIS_URL names one (CI does).
          exclude: process.env.TEST_REDIS_URL ? [] : ['src/**/*.redis.test.ts'],
          env: { MINGLE_TEST_DB: p.db },
          // Files share one module graph per worker (ADR 68): importing the app took longer
          // than most files' tests. No server test replaces a module (vi.mock), and each file
          // makes its own database and app.
          isolate: false,
          // One migrated embedded database per run, copied for each test file (ADR 63).
          globalSetup: p.db === 'pglite' ? ['src/testing/pgliteTemplate.ts'] : [],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      })),
      ...webProjects.map((p) => ({
        extends: 'apps/web/vite.config.ts',
        test: {
          name: p.name,
          root: 'apps/web',
          include: p.isolate ? [ISOLATED_TESTS] : ['src/**/*.test.{ts,tsx}'],
          exclude: p.isolate ? [] : [ISOLATED_TESTS],
          isolate: p.isolate,
          environment: 'jsdom',
          setupFiles: ['src/testSetup.ts'],
          // Editor tests type and click through Mantine forms: seconds on a loaded runner.
          testTimeout: 20_000,
        },
      })),
      // Rules of the repository rather than of one package: the layering of the lint, and the
      // typed contract (ADR 17: generated code is current, every document fits the schema).
      {
        resolve: { alias: [{ find: /^graphql$/, replacement: graphqlCjs }] },
        test: { name: 'repo', root: '.', include: ['scripts/**/*.test.ts'], testTimeout: 60_000 },
      },
      // The benchmark's correctness check (issue 6 §5): a small run, never timed.
      { test: { name: 'bench', root: 'bench', include: ['**/*.test.ts'], testTimeout: 180_000, hookTimeout: 180_000 } },
    ],
  },
});
