import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot, startServer, storedDrawings, type RunningServer } from './harness';

const METRICS_TOKEN = 'footprint-test-token-0123456789';

/**
 * Issue 21 item 4 (ADR 55, ADR 57): an idle embedded server, started as `npm start` does on a
 * fresh folder, stays small. The bound is in bytes; the wait is for a state (the template
 * drawings stored and the SVG thread stopped again), never for a time.
 */
const IDLE_RSS_BUDGET = 200 * 1024 * 1024;

interface Metrics {
  rss: number;
  svgSanitiserRunning: boolean;
}

let server: RunningServer;
beforeAll(async () => {
  server = await startServer({ METRICS_TOKEN }, { fresh: true });
});
afterAll(async () => {
  await server?.stop();
});

async function metrics(): Promise<Metrics> {
  const res = await fetch(`${server.url}/v1/functions/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  return (await res.json()) as Metrics;
}

describe('an idle embedded server (npm start, fresh DATA_DIR)', () => {
  it('holds at most 200 MB resident once its start-up work is done (860 MB in issue 21, 329 MB before ADR 57)', async () => {
    // The templates' drawings are stored through the SVG thread at start; it stops when idle.
    await expect.poll(() => storedDrawings(server.dataDir), { timeout: 60_000, interval: 500 }).toBeGreaterThan(0);
    await expect.poll(async () => (await metrics()).svgSanitiserRunning, { timeout: 90_000, interval: 1000 }).toBe(false);
    // The thread's memory goes back once its termination completes, a moment after it stopped.
    await expect.poll(async () => (await metrics()).rss, { timeout: 30_000, interval: 1000 }).toBeLessThanOrEqual(IDLE_RSS_BUDGET);
  }, 180_000);

  it('loads what only a download, an upload or an email needs when one comes, not at start', () => {
    // exceljs was ~30 MB resident and 0.4 s of every start, sharp's libvips and nodemailer
    // ~10 MB more, in a server that may never export, take a picture or send mail.
    const bundle = readFileSync(join(repoRoot, 'apps/server/dist/server.js'), 'utf8');
    for (const lazy of ['exceljs', 'sharp', 'nodemailer']) {
      expect(bundle, `${lazy} imported at start`).not.toMatch(new RegExp(`from ["']${lazy}["']`));
      expect(bundle).toContain(`import("${lazy}")`);
    }
  });
});
