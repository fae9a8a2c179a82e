import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium (Debian's package) driven by playwright-core against the
// server started the way `npm start` starts it; each file starts its own server on a free port
// and an empty data folder, so two files run at once (one per core: 34 → about 13 minutes on
// this 2-core machine, 2026-11-28). What a neighbour's load would change runs alone, after.
const ALONE = ['server-footprint.test.ts'];

const shared = { root: 'e2e', testTimeout: 90_000, hookTimeout: 180_000 };

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'browser',
          include: ['**/*.test.ts'],
          exclude: ALONE,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        test: {
          ...shared,
          // An idle server's resident memory, in bytes: another server and Chromium working on
          // the other core kept it 40 MB above its budget for the whole wait (2026-11-28).
          name: 'browser (alone)',
          include: ALONE,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
