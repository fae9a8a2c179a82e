// Browser test of issue 17: a host and three phones play one deck with a slide of each new
// question type — type answer, put in order, guess the number, scale, ranking and Q&A — with
// screenshots of a phone and the big screen at each step (e2e/screenshots/six-*.png).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

const SLIDES = [
  { type: 'typeanswer', question: 'Which planet is called the red planet?', accepted: ['Mars'], timeLimit: 120 },
  { type: 'order', question: 'Closest to the Sun first', items: ['Mercury', 'Venus', 'Earth', 'Mars'], timeLimit: 120 },
  {
    type: 'number',
    question: 'In which year did Apollo 11 land on the Moon?',
    answer: 1969,
    min: 1900,
    max: 2000,
    tolerance: 1,
    timeLimit: 120,
  },
  {
    type: 'scale',
    question: 'How was the offsite?',
    statements: ['The talks', 'The food'],
    min: 1,
    max: 5,
    minLabel: 'Poor',
    maxLabel: 'Great',
  },
  { type: 'ranking', question: 'What should we fix first?', items: ['Fewer meetings', 'Faster builds', 'Better coffee'] },
  { type: 'qna', title: 'Ask the team anything' },
];

const stepOf = (host: Page) =>
  host
    .getByText(/^(Slide \d+ of \d+ ·|Lobby|Ended)/)
    .first()
    .textContent();

async function sees(page: Page, text: string | RegExp, timeout = 20_000): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout });
  } catch (error) {
    await page.screenshot({ path: `${screenshotDir}/six-failure.png` });
    throw error;
  }
}

/** Answering closes by itself once everyone answered (R5.3); if it has not yet, the host moves on. */
async function closesTo(host: Page, expected: RegExp): Promise<void> {
  try {
    await expect.poll(() => stepOf(host), { timeout: 10_000 }).toMatch(expected);
  } catch {
    await hostNext(host, expected);
  }
}

async function pictures(name: string, phone: Phone, screen: Page): Promise<void> {
  await shot(phone.page, `six-${name}-phone`);
  await shot(screen, `six-${name}-screen`);
}

describe('six new question types, live', () => {
  it('a host and three phones play a deck with one slide of each new type', async () => {
    const account = await createAccount(server, 'six-types-host');
    const deckId = await makeLiveDeck(server, account.token, 'Six new types', SLIDES);
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId);
    const event = await runningEventOf(server, account.token, deckId);
    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/event/${event.id}`);
    const phones: Phone[] = [];
    for (const name of ['Ada', 'Grace', 'Linus']) phones.push(await joinPhone(browser, server, event.code, name));
    const [ada] = phones as [Phone, ...Phone[]];
    for (const p of phones) await sees(screen, p.nickname);

    // 1. Type answer: two right (one with different case), one wrong; the reveal shows what was typed.
    await host.getByRole('button', { name: /Start the game \(3 players\)/ }).click();
    await expect.poll(() => stepOf(host), { timeout: 20_000 }).toMatch(/Slide 1 of 6 · Type answer · Question/);
    await hostNext(host, /Type answer · Answering/);
    for (const [i, p] of phones.entries()) {
      await p.page.getByLabel('Your answer').fill(['Mars', 'mars ', 'Jupiter'][i]!);
      if (i === 0) await pictures('typeanswer-answering', p, screen);
      await p.page.getByRole('button', { name: 'Send answer' }).click();
    }
    await closesTo(host, /Type answer · Answer revealed/);
    await sees(ada.page, 'Correct!');
    await sees(phones[2]!.page, 'Not this time');
    await pictures('typeanswer-reveal', ada, screen);
    await hostNext(host, /Type answer · Leaderboard/);
    await hostNext(host, /Slide 2 of 6 · Put in order · Question/);

    // 2. Put in order: phones send the shown order; nobody is shown the solution before the reveal.
    await hostNext(host, /Put in order · Answering/);
    for (const [i, p] of phones.entries()) {
      await p.page.getByRole('list', { name: 'Your order' }).waitFor({ timeout: 20_000 });
      if (i === 0) await pictures('order-answering', p, screen);
      await p.page.getByRole('button', { name: 'Send my order' }).click();
    }
    await closesTo(host, /Put in order · Answer revealed/);
    await ada.page.getByRole('region', { name: 'The correct order' }).waitFor({ timeout: 20_000 });
    await pictures('order-reveal', ada, screen);
    await hostNext(host, /Put in order · Leaderboard/);
    await hostNext(host, /Slide 3 of 6 · Guess the number · Question/);

    // 3. Guess the number: typed on the keypad; the reveal shows the true answer.
    await hostNext(host, /Guess the number · Answering/);
    for (const [i, p] of phones.entries()) {
      const box = p.page.getByLabel('Or type your guess');
      await box.fill(['1969', '1970', '1950'][i]!);
      if (i === 0) await pictures('number-answering', p, screen);
      await box.press('Enter');
    }
    await closesTo(host, /Guess the number · Answer revealed/);
    await sees(ada.page, 'Correct!');
    await sees(screen, '1969');
    await pictures('number-reveal', ada, screen);
    await hostNext(host, /Guess the number · Leaderboard/);
    await hostNext(host, /Slide 4 of 6 · Scale/);

    // 4. Scale: each phone rates both statements; averages are live.
    for (const [i, p] of phones.entries()) {
      for (const statement of ['The talks', 'The food'])
        await p.page
          .getByRole('radiogroup', { name: statement })
          .getByRole('radio', { name: new RegExp(`^${i + 3}\\b`) })
          .click({ timeout: 20_000 });
      if (i === 0) await pictures('scale-answering', p, screen);
      await p.page.getByRole('button', { name: 'Send ratings' }).click();
    }
    await closesTo(host, /Scale · Results/);
    await sees(screen, '4.0');
    await pictures('scale-results', ada, screen);
    await hostNext(host, /Slide 5 of 6 · Ranking/);

    // 5. Ranking: each phone sends a ranking; the room's Borda ranking follows.
    for (const [i, p] of phones.entries()) {
      await p.page.getByRole('button', { name: 'Send my ranking' }).click({ timeout: 20_000 });
      if (i === 0) await pictures('ranking-sent', p, screen);
    }
    await closesTo(host, /Ranking · Results/);
    await ada.page.getByRole('region', { name: 'The room’s ranking' }).waitFor({ timeout: 20_000 });
    await pictures('ranking-results', ada, screen);
    await hostNext(host, /Slide 6 of 6 · Q&A/);

    // 6. Q&A: a question asked on a phone reaches the big screen and the host.
    await ada.page.getByLabel('Your question').fill('When is the next offsite?');
    await ada.page.getByRole('button', { name: 'Send question' }).click();
    await sees(screen, 'When is the next offsite?');
    await sees(host, 'When is the next offsite?');
    await pictures('qna-open', phones[1]!, screen);
    await screenContext.close();
  }, 240_000);
});
