// Makes the landing page's screenshots from this build (`npm run shots:landing`): a host builds
// a deck, a big screen and three phones play it (with five more people over the API), and each
// screen the landing page shows is saved to apps/web/public/landing/ as JPEG. Run it after a
// change to a screen the landing page shows, and commit the pictures.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LANDING_SHOTS, type LandingShot } from '../apps/web/src/scenes/Landing/shots';
import { launchBrowser, repoRoot, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, gql, signedInPage } from './web-decks-helpers';
import {
  answerByApi,
  hostFinish,
  hostNext,
  joinByApi,
  joinPhone,
  makeLiveDeck,
  PHONE_DEVICE,
  runningEventOf,
  SCREEN,
  startFromConsole,
} from './web-live-helpers';

const OUT = join(repoRoot, 'apps', 'web', 'public', 'landing');
/**
 * The big screen shows the address it was opened at as the join address (and in its QR code).
 * The pictures show a reserved example name (RFC 2606) rather than this machine's 127.0.0.1 and
 * port: Chromium resolves it to the test server.
 */
const SHOWN_ORIGIN = 'http://mingle.example';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser([`--host-resolver-rules=MAP ${new URL(SHOWN_ORIGIN).hostname} ${new URL(server.url).host}`]);
  mkdirSync(OUT, { recursive: true });
  mkdirSync(screenshotDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SLIDES = [
  { type: 'content', title: 'Welcome to Friday Fun', body: 'Grab a drink and get your **phone** ready.' },
  {
    type: 'quiz',
    question: 'Which planet is the largest in our solar system?',
    options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }, { text: 'Venus' }, { text: 'Saturn' }],
    timeLimit: 90,
    explanation: 'Jupiter is about 11 times wider than Earth.',
  },
  { type: 'truefalse', question: 'Octopuses have three hearts.', answer: true, timeLimit: 90 },
  { type: 'leaderboard', title: 'Final standings', top: 5, podium: true },
];

async function save(page: Page, shot: LandingShot): Promise<void> {
  // Fonts, images and entrance transitions settled: the picture is what a person would see.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(600);
  await page.screenshot({ path: join(OUT, LANDING_SHOTS[shot].file), type: 'jpeg', quality: 82 });
  // A PNG beside the browser tests' screenshots too, to look at before committing.
  await page.screenshot({ path: join(screenshotDir, `landing-shot-${shot}.png`) });
}

it('plays a game and saves each screen the landing page shows', async () => {
  const account = await createAccount(server, 'landing');
  const deckId = await makeLiveDeck(server, account.token, 'Friday Fun', SLIDES);
  const { deck } = await gql<{ deck: { slides: { id: string }[] } }>(
    server,
    account.token,
    'query($id: ID!) { deck(id: $id) { slides } }',
    {
      id: deckId,
    },
  );
  const [, quizId, trueFalseId] = deck.slides.map((s) => s.id) as [string, string, string];

  // The editor, on the quiz question.
  const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 800 });
  await host.goto(`${server.url}/edit/${deckId}`);
  await host.locator('ol[aria-label="Slides"] > li').nth(1).click();
  await host.getByText('Which planet is the largest in our solar system?').first().waitFor();
  await save(host, 'editor');

  // The lobby, with people joining from their phones and over the API.
  await startFromConsole(host, server, deckId);
  const event = await runningEventOf(server, account.token, deckId);
  const screen = await (await browser.newContext({ viewport: SCREEN })).newPage();
  await screen.goto(`${SHOWN_ORIGIN}/spectate/${event.id}`);
  const phones = [];
  for (const name of ['Ada', 'Grace', 'Linus']) phones.push(await joinPhone(browser, server, event.code, name));
  const others: string[] = [];
  for (const name of ['Priya', 'Tomás', 'Mei', 'Jonas', 'Zara']) others.push(await joinByApi(server, event.code, name));
  await screen.getByText('Zara').waitFor({ timeout: 15_000 });
  await save(screen, 'lobby');

  // A quiz question: the phone's buttons, then the results on the big screen.
  const [ada, grace, linus] = phones as [(typeof phones)[number], (typeof phones)[number], (typeof phones)[number]];
  await host.getByRole('button', { name: /Start the game/ }).click();
  await hostNext(host, /Quiz · Question/);
  await hostNext(host, /Quiz · Answering/);
  // The people over the API answer first: on a slow machine the phones' shots take a while.
  const picks = [1, 1, 0, 1, 3];
  for (const [i, token] of others.entries()) await answerByApi(server, token, event.id, quizId, { choices: [picks[i]] });
  await ada.page.getByRole('button', { name: /^Jupiter/ }).waitFor();
  await save(ada.page, 'phoneQuestion');
  await ada.page.getByRole('button', { name: /^Jupiter/ }).click();
  await grace.page.getByRole('button', { name: /^Saturn/ }).click();
  await linus.page.getByRole('button', { name: /^Jupiter/ }).click();
  await expect.poll(() => host.getByText(/^Slide \d+ of \d+ ·/).textContent(), { timeout: 15_000 }).toMatch(/Quiz · Answer revealed/);
  await screen.getByText('Jupiter is about 11 times wider than Earth.').waitFor({ timeout: 15_000 });
  await save(screen, 'results');

  // True or false, then the podium.
  await hostNext(host, /Quiz · Leaderboard/);
  await hostNext(host, /True or false · Question/);
  await hostNext(host, /True or false · Answering/);
  for (const [i, token] of others.entries()) await answerByApi(server, token, event.id, trueFalseId, { value: i % 2 === 0 });
  for (const phone of [ada, linus]) await phone.page.getByRole('button', { name: /^True/ }).click();
  await grace.page.getByRole('button', { name: /^False/ }).click();
  await expect
    .poll(() => host.getByText(/^Slide \d+ of \d+ ·/).textContent(), { timeout: 15_000 })
    .toMatch(/True or false · Answer revealed/);
  await hostNext(host, /True or false · Leaderboard/);
  await hostNext(host, /Leaderboard/);
  await hostFinish(host);
  await screen.getByText('Final results').first().waitFor({ timeout: 15_000 });
  await save(screen, 'podium');

  // The report the host reads afterwards.
  await host.getByText('This event has ended').waitFor({ timeout: 15_000 });
  await host.goto(`${server.url}/analytics/${event.id}`);
  await host.getByRole('heading', { name: 'Friday Fun' }).first().waitFor({ timeout: 15_000 });
  await save(host, 'report');
  for (const phone of phones) await phone.context.close();
  expect(PHONE_DEVICE.viewport.width).toBe(LANDING_SHOTS.phoneQuestion.width);
});
