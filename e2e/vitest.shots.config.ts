import { defineConfig } from 'vitest/config';

// Not tests: scripts that drive the built app to make pictures (`npm run shots:landing`). They
// reuse the browser tests' harness and steps, so they run under Vitest too, outside `npm test`.
export default defineConfig({
  test: {
    name: 'shots',
    root: 'e2e',
    include: ['**/*.shots.ts'],
    fileParallelism: false,
    testTimeout: 300_000,
    hookTimeout: 180_000,
  },
});
