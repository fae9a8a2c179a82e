import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium (Debian's package) driven by playwright-core against the
// server started the way `npm start` starts it, from one template data folder per run (ADR 67).
//
// Two files run at once (12 instead of 20 minutes here, 2026-11-28), except the files that
// measure or depend on an otherwise quiet machine, which run alone once the others are done:
// an idle server's resident bytes (server-footprint) stayed 40 MB over budget beside a busy
// neighbour, and the editor's offline-draft test (web-editor-flow) failed once in four runs.
const alone = ['server-footprint.test.ts', 'web-editor-flow.test.ts'];

const shared = {
  root: 'e2e',
  testTimeout: 90_000,
  hookTimeout: 180_000,
};

export default defineConfig({
  test: {
    maxWorkers: 2,
    // Once for both projects: its folder reaches every file through `inject`.
    globalSetup: ['e2e/serverTemplate.ts'],
    projects: [
      {
        test: {
          ...shared,
          name: 'browser',
          include: ['**/*.test.ts'],
          exclude: alone,
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: 'browser (alone)',
          include: alone,
          fileParallelism: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
