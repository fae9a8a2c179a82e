// Browser tests of the shared route table (issue 16, ADR 26): an unknown path answers HTTP 404
// and shows the app's 404 page in the default layout, titled "Page not found"; a dotted path
// opens the app, not a file error; register's empty fields in their error state keep muted
// placeholders. Real Chromium, real server.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, signedInPage } from './web-decks-helpers';

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

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });

async function expectNotFoundPage(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('heading', { name: 'This page could not be found', exact: true }).isVisible()).toBe(true);
  // The default layout's top bar, not the blank layout's bare wordmark.
  expect(await page.getByRole('banner').isVisible()).toBe(true);
  await expect.poll(() => page.title()).toBe('Page not found · Mingle');
}

describe('routes', () => {
  it("opens the phone app from Home's “Enter a code”, again after going back", async () => {
    const account = await createAccount(server, 'routes-home');
    const { page, context } = await signedInPage(browser, server, account.email, { width: 1280, height: 800 });
    await page.goto(`${server.url}/`);
    const codeField = () => page.getByLabel('Event code');
    for (let visit = 1; visit <= 2; visit++) {
      await page.getByRole('link', { name: 'Enter a code' }).click();
      await codeField().waitFor({ timeout: 15_000 });
      expect(await page.getByText('The participant app is not built').count()).toBe(0);
      await page.goBack();
      await page.getByRole('link', { name: 'Enter a code' }).waitFor({ timeout: 15_000 });
    }
    await context.close();
  });

  it('answers an unknown path with HTTP 404 and the 404 page, top bar and title included', async () => {
    // bypassCSP: axe is injected as an inline script, which the app's policy refuses.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
    const page = await context.newPage();
    for (const path of ['/zz', '/hello-world!', '/no/such/page', '/no/such/ann@example.com']) {
      const response = await page.goto(`${server.url}${path}`);
      expect(response?.status(), path).toBe(404);
      await expectNotFoundPage(page);
    }
    await shot(page, 'routes-not-found-desktop');
    await expectNoAxeViolations(page, '404 page');
    await context.close();
  });

  it('opens the app for a known path whose last segment has a dot', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/deck/a.b`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toContain('text/html');
    // Signed out, the app's guard sends the visitor to sign in: the app ran, no JSON came.
    await page.waitForURL(/\/login$/);
    await page.close();
  });

  it('fails a missing chunk loudly, as the chunk-reload logic expects, instead of serving a page', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    // A string, not a function: vitest would rewrite a function's `import()` for Node.
    const failure = await page.evaluate<string>(
      "import('/assets/Deck-gone1234.js').then(() => 'loaded', (e) => (e instanceof Error ? e.message : String(e)))",
    );
    // The words chunkReload.ts's isChunkLoadError recognises from Chromium.
    expect(failure).toMatch(/Failed to fetch dynamically imported module/);
    await page.close();
  });

  it('keeps placeholders muted on register when the fields show their errors', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/register`);
    const name = page.getByLabel('Your name');
    await name.waitFor();
    const placeholderColor = () => name.evaluate((el) => getComputedStyle(el, '::placeholder').color);
    const textColor = () => name.evaluate((el) => getComputedStyle(el).color);
    const before = await placeholderColor();
    await page.getByRole('button', { name: 'Create account', exact: true }).click();
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    // In the error state typed text turns red; an empty field's placeholder must not look typed.
    expect(await placeholderColor()).toBe(before);
    expect(await placeholderColor()).not.toBe(await textColor());
    await shot(page, 'routes-register-errors');
    await page.close();
  });
});
