// Browser test of the event's language (ADR 25): the big screen speaks its browser's language
// until the host fixes one in the console; then every screen speaks the host's, live, and the
// host console itself stays English. Screenshots: e2e/screenshots/language-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, shot, signedInPage } from './web-decks-helpers';
import { hostNext, makeLiveDeck, PHONE_DEVICE, runningEventOf, SCREEN, startFromConsole } from './web-live-helpers';

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

async function bigScreen(eventId: string, locale: string): Promise<Page> {
  const context = await browser.newContext({ viewport: SCREEN, locale });
  const page = await context.newPage();
  await page.goto(`${server.url}/spectate/${eventId}`);
  return page;
}

const sees = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });

async function chooseLanguage(host: Page, name: string): Promise<void> {
  await host.getByRole('combobox', { name: 'Language of the phones and the big screen' }).click();
  await host.getByRole('option', { name }).click();
}

describe('the event language', () => {
  it('the host fixes French in the console: the big screens and a seated phone speak French at once, the console stays English', async () => {
    const account = await createAccount(server, 'language-host');
    const deckId = await makeLiveDeck(server, account.token, 'Soirée quiz');
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId);
    const event = await runningEventOf(server, account.token, deckId);

    // No language fixed: each screen speaks its browser's.
    const english = await bigScreen(event.id, 'en-US');
    const german = await bigScreen(event.id, 'de-DE');
    await sees(english, 'Waiting for the first players…');
    await sees(german, 'Warten auf die ersten Spieler …');

    await chooseLanguage(host, 'Français');
    for (const screen of [english, german]) {
      await sees(screen, 'En attente des premiers joueurs…');
      await sees(screen, 'avec le code');
      expect(await screen.locator('[lang="fr"]').count()).toBeGreaterThan(0);
    }
    await shot(english, 'language-lobby-fr', false);

    // A phone whose browser speaks English (the test browser's default) joins in the host's French.
    const phone = { context: await browser.newContext(PHONE_DEVICE) };
    const phonePage = await phone.context.newPage();
    await phonePage.goto(`${server.url}/${event.code.toLowerCase()}`);
    await phonePage.getByLabel('Votre pseudo').fill('Ada');
    await phonePage.getByRole('button', { name: 'Rejoindre', exact: true }).click();
    await sees(phonePage, 'Vous voyez votre nom à l’écran ? La partie commence bientôt.');
    const phoneLang = () => phonePage.evaluate(() => document.documentElement.lang);
    expect(await phoneLang()).toBe('fr');

    // It stays French through the game; the host's console does not change language.
    await hostNext(host, /^Slide 1 of 7 · /);
    await hostNext(host, /^Slide 2 of 7 · Quiz · Question/);
    await sees(english, 'Préparez votre téléphone');
    await hostNext(host, /^Slide 2 of 7 · Quiz · Answering/);
    await sees(english, 'Répondez sur votre téléphone');
    await expect.poll(() => english.getByRole('timer').getAttribute('aria-label')).toMatch(/^\d+ secondes restantes$/);
    await sees(host, 'Lock answers now');
    await shot(english, 'language-answering-fr', false);
    await expectNoAxeViolations(english, 'the big screen in French');
    await shot(host, 'language-host-console');

    // Back to each screen's own language.
    await chooseLanguage(host, 'Each screen’s own (the browser’s language)');
    await sees(english, 'Answer on your phone');
    await sees(german, 'Antworte auf deinem Handy');
    // The seated phone follows the change live, back to its browser's English.
    await expect.poll(phoneLang, { timeout: 15_000 }).toBe('en');
    await phone.context.close();
  });
});
