// Browser test of who said it (SPEC R20): a host and three phones answer an open-text question,
// then play two rounds of guessing who wrote which answer. The author's phone sits each round
// out; the big screen shows the quote, then the names and countdown, then the author. The host
// is warned before a who-said-it slide whose question has too few answers, and skips it.
// Screenshots go to e2e/screenshots/whosaid-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, shot, signedInPage } from './web-decks-helpers';
import { hostNext, joinPhone, makeLiveDeck, runningEventOf, SCREEN, startFromConsole, type Phone } from './web-live-helpers';

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

const QUOTES: Record<string, string> = {
  Ada: 'I learned to juggle on a night train to Vienna',
  Grace: 'I have eaten breakfast at the top of a lighthouse',
  Linus: 'My first computer was a hand-me-down calculator',
};
const SLIDES = [
  { type: 'opentext', id: 'ideas', question: 'Tell us something surprising about you', maxLength: 140 },
  { type: 'whosaid', id: 'who', sourceSlideId: 'ideas', rounds: 2, timeLimit: 60 },
  { type: 'leaderboard', title: 'Standings', top: 5, podium: false },
];

const sees = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });
const stepOf = (host: Page) =>
  host
    .getByText(/^(Slide \d+ of \d+ ·|Lobby|Ended)/)
    .first()
    .textContent();

/** The phone whose quote the big screen shows now. */
async function authorOf(screen: Page, phones: Phone[]): Promise<Phone> {
  let found: Phone | undefined;
  await expect
    .poll(async () => {
      const text = (await screen.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
      found = phones.find((p) => text.includes(QUOTES[p.nickname]!));
      return !!found;
    })
    .toBe(true);
  return found!;
}

describe('who said it, live', () => {
  it('R20 an open-text question, then two rounds of who said it: the author sits out, the reveal names them', async () => {
    const account = await createAccount(server, 'whosaid-host');
    const deckId = await makeLiveDeck(server, account.token, 'Getting to know you', SLIDES);
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId);
    const event = await runningEventOf(server, account.token, deckId);
    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/event/${event.id}`);
    const phones = [
      await joinPhone(browser, server, event.code, 'Ada'),
      await joinPhone(browser, server, event.code, 'Grace'),
      await joinPhone(browser, server, event.code, 'Linus'),
    ];
    for (const p of phones) await sees(screen, p.nickname);

    await host.getByRole('button', { name: /Start the game \(3 players\)/ }).click();
    await expect.poll(() => stepOf(host)).toMatch(/Slide 1 of 3 · Open text · Answering/);
    // Before any answer, the host hears that who said it, next, has too few (R20.3).
    await sees(host, /Who said it\? needs answers from at least 2 people/);
    for (const p of phones) {
      await p.page.getByLabel('Your answer').fill(QUOTES[p.nickname]!);
      await p.page.getByRole('button', { name: 'Send answer' }).click();
    }
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Open text · Results/);
    await expect.poll(() => host.getByRole('alert').filter({ hasText: 'Who said it?' }).count()).toBe(0);

    for (let round = 0; round < 2; round++) {
      await hostNext(host, /Slide 2 of 3 · Who said it\? · Quote/);
      // The screen may still show the last round's reveal, its quote in the same heading: the
      // round's own kicker first, then whose quote it is.
      await sees(screen, `Who said it? · Round ${round + 1} of 2`);
      const author = await authorOf(screen, phones);
      const guessers = phones.filter((p) => p !== author);
      await sees(author.page, 'This is your quote!');
      await sees(guessers[0]!.page, QUOTES[author.nickname]!);
      if (round === 0) {
        await shot(screen, 'whosaid-screen-quote', false);
        await shot(author.page, 'whosaid-phone-author', false);
        await shot(guessers[0]!.page, 'whosaid-phone-quote', false);
        await shot(host, 'whosaid-host-quote');
      }
      // The host knows the author all along (host notes).
      await sees(host, new RegExp(`Answer:\\s*${author.nickname}`));

      await hostNext(host, /Who said it\? · Answering/);
      await guessers[0]!.page.getByRole('button', { name: new RegExp(`^${author.nickname}`) }).waitFor({ timeout: 15_000 });
      // The author's phone shows the same quote in both steps; its countdown, drawn only while
      // answering, says it has reached the names step before we look for their absence.
      await author.page.getByRole('timer').waitFor({ timeout: 15_000 });
      expect(await author.page.getByRole('button', { name: /^(Ada|Grace|Linus)/ }).count()).toBe(0);
      await sees(screen, guessers[1]!.nickname);
      if (round === 0) {
        await shot(guessers[0]!.page, 'whosaid-phone-answering', false);
        await expectNoAxeViolations(guessers[0]!.page, 'phone: who said it, answering');
        await shot(screen, 'whosaid-screen-answering', false);
      }
      // One finds the author, the other names the first of the others.
      await guessers[0]!.page.getByRole('button', { name: new RegExp(`^${author.nickname}`) }).click();
      const wrong = phones.find((p) => p !== author && p !== guessers[1])!;
      await guessers[1]!.page.getByRole('button', { name: new RegExp(`^${wrong.nickname}`) }).click();

      // Everyone but the author answered: the reveal follows (R5.3, R16.4).
      await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Who said it\? · Answer revealed/);
      await sees(screen, `It was ${author.nickname}! Guessed right: ${guessers[0]!.nickname}`);
      await sees(guessers[0]!.page, 'Correct!');
      await sees(guessers[1]!.page, 'Not this time');
      await sees(author.page, '1 person guessed it was you.');
      if (round === 0) {
        await shot(screen, 'whosaid-screen-reveal', false);
        await shot(guessers[0]!.page, 'whosaid-phone-reveal-right', false);
        await shot(guessers[1]!.page, 'whosaid-phone-reveal-wrong', false);
        await shot(author.page, 'whosaid-phone-reveal-author', false);
      }
    }
    await hostNext(host, /Slide 3 of 3 · Leaderboard/);
    await shot(screen, 'whosaid-screen-leaderboard', false);
  }, 240_000);

  it('R20.3 too few answers: the host is warned and skips the slide', async () => {
    const account = await createAccount(server, 'whosaid-skip');
    const deckId = await makeLiveDeck(server, account.token, 'Quiet room', SLIDES);
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId);
    const event = await runningEventOf(server, account.token, deckId);
    const solo = await joinPhone(browser, server, event.code, 'Solo');
    await host.getByRole('button', { name: /Start the game \(1 player\)/ }).click();
    await solo.page.getByLabel('Your answer').fill('Only me here');
    await solo.page.getByRole('button', { name: 'Send answer' }).click();
    const alert = host.getByRole('alert').filter({ hasText: 'Who said it?' });
    await expect.poll(() => alert.textContent(), { timeout: 15_000 }).toMatch(/only 1 person answered\. Skip it\?/);
    await shot(host, 'whosaid-host-warning');
    await alert.getByRole('button', { name: 'Skip slide 2' }).click();
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Slide 3 of 3 · Leaderboard/);
  }, 120_000);
});
