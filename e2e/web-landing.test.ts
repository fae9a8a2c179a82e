// Browser test of /landing, signed out: what Mingle is, its real screenshots (all loaded), the
// slide types, self-hosting, and the ways to sign up and to the templates; on a desktop and a
// phone. Screenshots go to e2e/screenshots/landing-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { DESKTOP, PHONE, shot } from './web-decks-helpers';
import { noSidewaysScroll } from './web-live-helpers';

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

describe('landing', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('signed out on a %s: says what Mingle is, with every screenshot loaded', async (name, viewport) => {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/landing`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: /Icebreakers, trivia and live polls/ }).waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(`${server.url}/landing`);
    // Lazy pictures load once scrolled to: scroll through, then every one has its pixels.
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += 400) {
        window.scrollTo(0, y);
        await new Promise((r) => setTimeout(r, 50));
      }
    });
    const images = page.locator('img[src^="/landing/"]');
    await expect
      .poll(() => images.evaluateAll((all) => all.every((img) => (img as HTMLImageElement).naturalWidth > 0)), { timeout: 15_000 })
      .toBe(true);
    // The hero's big screen and phone, then each step's pictures.
    expect(await images.count()).toBe(8);
    expect(
      await page
        .getByRole('region', { name: /kinds of slide$/ })
        .getByText('Two truths and a lie', { exact: true })
        .count(),
    ).toBe(1);
    await noSidewaysScroll(page);
    await expectNoAxeViolations(page, `the landing page on a ${name}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, `landing-${name}`);

    await page.getByRole('link', { name: 'Create a free account' }).first().click();
    await page.waitForURL(`${server.url}/register`);
    await context.close();
  });
});
