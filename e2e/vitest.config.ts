import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium (Debian's package) driven by playwright-core against the
// server started the way `npm start` starts it. One file at a time: each starts a server.
// Two at once took 12 instead of 20 minutes here (2026-11-28), but one run of four then failed
// the editor's offline-draft test (web-editor-flow.test.ts), and an idle server's resident
// bytes (server-footprint.test.ts) stayed 40 MB over budget beside a busy neighbour.
export default defineConfig({
  test: {
    name: 'browser',
    root: 'e2e',
    include: ['**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 90_000,
    hookTimeout: 180_000,
  },
});
