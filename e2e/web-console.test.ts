// The browser's console stays quiet on the host's pages: a warning or an error logged on a full
// load or a sign-out is either a bug or noise that hides the next real one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { createAccount, signedInPage } from './web-decks-helpers';
import { makeLiveDeck } from './web-live-helpers';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every warning, error and uncaught exception the page logs, tagged with the path it was on. */
function listen(page: Page): string[] {
  const heard: string[] = [];
  const where = () => new URL(page.url()).pathname;
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') heard.push(`${where()} ${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => heard.push(`${where()} uncaught: ${e.message}`));
  return heard;
}

describe('the console on the host’s pages', () => {
  it('logs no warning or error on full loads of each page, nor when signing out', async () => {
    const account = await createAccount(server, 'console');
    const deckId = await makeLiveDeck(server, account.token, 'Quiet deck', [
      { type: 'poll', title: 'Tea or coffee?', options: [{ text: 'Tea' }, { text: 'Coffee' }] },
    ]);
    const { context, page } = await signedInPage(browser, server, account.email);
    const heard = listen(page);
    const pages = ['/', '/decks', `/deck/${deckId}`, `/edit/${deckId}`, `/preview/${deckId}`, `/print/${deckId}`, `/host/${deckId}`];
    for (const path of [...pages, '/analytics', '/recap', '/templates', '/account']) {
      await page.goto(`${server.url}${path}`);
      await page.locator('main, [role="main"]').first().waitFor({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');
    }
    // Signing out from the home page, whose deck list is on screen while the session ends.
    await page.goto(`${server.url}/`);
    await page.getByText('Quiet deck').first().waitFor({ timeout: 15_000 });
    await page
      .getByRole('button', { name: /account menu|Sam Rivera/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL(/\/login/);
    await page.waitForLoadState('networkidle');
    expect(heard).toEqual([]);
    await context.close();
  });
});
