// Browser tests of the web app's frame (issue 3): the 404 page's exact texts, the seed's two
// redirects, the `{code}` rule, and a failed chunk reloading the page once, not in a loop.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  mkdirSync(screenshotDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
}

async function expectNotFound(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { name: 'This page could not be found', exact: true }).isVisible()).toBe(true);
  expect(await page.getByText('404', { exact: true }).isVisible()).toBe(true);
  expect(await page.getByRole('link', { name: 'Back to the home page', exact: true }).isVisible()).toBe(true);
}

describe('web frame', () => {
  it('shows the 404 page with the seed’s exact texts for unmatched paths and failed validation', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    // Unmatched: several segments; failed validation: a `{code}` too short, too long, or not alphanumeric.
    for (const path of ['/no/such/page', '/ab', '/abcdefghijk', '/abc-1']) {
      await page.goto(`${server.url}${path}`);
      await expectNotFound(page);
    }
    await shot(page, 'not-found-desktop');
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await page.waitForURL(/\/login$/);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/nothing/here`);
    await expectNotFound(page);
    await shot(page, 'not-found-phone');
    await context.close();
  });

  it('redirects /popular to /templates and /events to /analytics, keeping the query', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/popular?tag=trivia`);
    await page.waitForURL(`${server.url}/templates?tag=trivia`);
    // The server sends /events to /analytics (the redirect's own test is the server's), and
    // /analytics, a signed-in page, sends a guest on to sign in.
    const response = await page.request.get(`${server.url}/events?page=2`, { maxRedirects: 0 });
    expect(response.headers().location).toBe('/analytics?page=2');
    await page.goto(`${server.url}/events`);
    await page.waitForURL(`${server.url}/login`);
    await page.close();
  });

  it('opens the join screen for a `{code}` segment and for /go', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/Ab3xY9`);
    // The code is taken from the path (upper-cased); no event has it here.
    await expect.poll(() => page.getByRole('heading', { name: 'Join a game' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Event not found').isVisible()).toBe(true);
    await expect
      .poll(() =>
        page
          .getByText(/AB3XY9/)
          .first()
          .isVisible(),
      )
      .toBe(true);
    await shot(page, 'join-code-phone');
    await page.goto(`${server.url}/go`);
    await page.getByLabel('Event code').fill('QUIZ42');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/go\?code=QUIZ42$/);
    await expect.poll(() => page.getByText('Event not found').isVisible()).toBe(true);
    await context.close();
  });

  it('reloads the page once when a chunk fails to load, and not in a loop', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    // Counts every page load that actually ran, in the tab's own session storage (which a
    // reload keeps), so aborted or duplicate network requests do not distort the count.
    await context.addInitScript(() => {
      const n = Number(sessionStorage.getItem('test.boots') ?? '0') + 1;
      sessionStorage.setItem('test.boots', String(n));
    });
    const boots = () => page.evaluate(() => Number(sessionStorage.getItem('test.boots')));
    // The sign-in page's own chunk never arrives (the join screen is the phone app's now, ADR 24).
    await page.route(/\/assets\/Login-[^/]+\.js$/, (route) => route.abort('failed'));
    await page.goto(`${server.url}/login`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'This page could not be loaded' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    // The first failure reloaded the page; the second, within 60 s, shows the error instead.
    expect(await boots()).toBe(2);
    await page.waitForTimeout(1500);
    expect(await boots()).toBe(2);
    await shot(page, 'chunk-error-desktop');

    // Once the chunk can load again, the page works without any further help.
    await page.unroute(/\/assets\/Login-[^/]+\.js$/);
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome back' }).isVisible()).toBe(true);
    await context.close();
  });

  it('shows the offline banner while the device is offline', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto(`${server.url}/go`);
    await expect.poll(() => page.getByRole('heading', { name: 'Join a game' }).isVisible()).toBe(true);
    const banner = page.getByText('You are offline.', { exact: false });
    expect(await banner.count()).toBe(0);
    await context.setOffline(true);
    await expect.poll(() => banner.isVisible()).toBe(true);
    await shot(page, 'offline-desktop');
    await context.setOffline(false);
    await expect.poll(() => banner.count()).toBe(0);
    await context.close();
  });
});
