import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({}, { fresh: true });
  browser = await launchBrowser();
  mkdirSync(screenshotDir, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('npm start', () => {
  it('serves the web app to Chromium, with the API on the same origin', async () => {
    const page = await browser.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(r.url()));
    page.on('pageerror', (e) => failed.push(e.message));
    const response = await page.goto(`${server.url}/login`);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.locator('#root').innerText(), { timeout: 15_000 }).toMatch(/sign in/i);
    const health = await page.evaluate(async () => {
      const r = await fetch('/v1/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ health }' }),
      });
      return r.json();
    });
    expect(health).toEqual({ data: { health: true } });
    expect(failed).toEqual([]);
    await page.screenshot({ path: join(screenshotDir, 'npm-start-login.png') });
    await page.close();
  });

  it('kept its embedded database and signing secret in DATA_DIR', async () => {
    const { existsSync } = await import('node:fs');
    expect(existsSync(join(server.dataDir, 'pglite'))).toBe(true);
    expect(existsSync(join(server.dataDir, 'auth-secret'))).toBe(true);
    expect(server.output()).not.toContain((await import('node:fs')).readFileSync(join(server.dataDir, 'auth-secret'), 'utf8'));
  });
});

describe("a browser test's server (ADR 67)", () => {
  it('starts from a copy of the run’s template: migrated, its drawings stored, with a signing secret of its own', async () => {
    const { existsSync, readdirSync, readFileSync } = await import('node:fs');
    const copies = [await startServer(), await startServer()];
    try {
      for (const copy of copies) {
        // Ready, and the first start's image work is already in the folder.
        expect(readdirSync(join(copy.dataDir, 'files'), { recursive: true }).some((f) => String(f).endsWith('.svg'))).toBe(true);
        expect(existsSync(join(copy.dataDir, 'auth-secret'))).toBe(true);
      }
      const [a, b] = copies.map((c) => readFileSync(join(c.dataDir, 'auth-secret'), 'utf8'));
      expect(a).not.toBe(b);
    } finally {
      await Promise.all(copies.map((c) => c.stop()));
    }
  });
});
