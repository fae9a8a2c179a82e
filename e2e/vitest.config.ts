import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium (Debian's package) driven by playwright-core against the
// server started the way `npm start` starts it, from one template data folder per run (ADR 67).
//
// One file at a time: each runs a server, Chromium and the test on a 2-core machine. Two at
// once took 12 instead of 20 minutes on one day here, and 29 against 30 on another
// (2026-11-28 evening), when they also failed two tests that pass alone, on timeouts; an idle
// server's resident bytes (server-footprint.test.ts) also stayed 40 MB over budget beside a
// busy neighbour.
export default defineConfig({
  test: {
    name: 'browser',
    root: 'e2e',
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
    // One first start per run, copied for each file (ADR 67).
    globalSetup: ['serverTemplate.ts'],
  },
});
