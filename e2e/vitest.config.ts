import { defineConfig } from 'vitest/config';

// Browser tests: real Chromium (Debian's package) driven by playwright-core against the
// server started the way `npm start` starts it. One file at a time: each starts a server.
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
