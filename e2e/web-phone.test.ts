// The phone app (ADR 24) at 390×844: every step of a short game, each checked with axe and
// photographed (e2e/screenshots/phone-*.png), a phone speaking French, the screen-reader
// announcements, the buzz at the reveal, and the findings of issue 16 a new user tripped over.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, shot, signedInPage } from './web-decks-helpers';
import { hostFinish, hostNext, joinPhone, makeLiveDeck, PHONE_DEVICE, runningEventOf, startFromConsole } from './web-live-helpers';

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
  { type: 'content', title: 'Welcome', body: 'Get your **phone** ready.' },
  {
    type: 'quiz',
    question: 'Which planet is the largest?',
    options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }, { text: 'Venus' }, { text: 'Saturn' }],
    timeLimit: 120,
  },
  { type: 'truefalse', question: 'Octopuses have three hearts.', answer: true, timeLimit: 120 },
  { type: 'leaderboard', title: 'Final standings', top: 5, podium: true },
];

const sees = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });
const announced = (page: Page) => page.getByTestId('announcer').textContent();
const step = async (page: Page, name: string) => {
  await expectNoAxeViolations(page, `phone ${name}`);
  await shot(page, `phone-${name}`, false);
};

describe('the phone app', () => {
  it('joins and plays every step at 390×844: accessible, announced, in the phone’s language', async () => {
    const account = await createAccount(server, 'phone-host');
    const deckId = await makeLiveDeck(server, account.token, 'Phone night', SLIDES);
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId);
    const event = await runningEventOf(server, account.token, deckId);

    // Ada: the code form, a mistyped code corrected, the join form, the lobby; a stubbed buzz.
    // bypassCSP: axe is injected as a script, which the app's policy rightly refuses.
    const adaContext = await browser.newContext({ ...PHONE_DEVICE, bypassCSP: true });
    await adaContext.addInitScript(() => {
      const buzzes: number[] = [];
      Object.defineProperty(window, '__buzzes', { value: buzzes });
      (navigator as unknown as { vibrate(pattern: number): boolean }).vibrate = (pattern) => buzzes.push(Number(pattern)) > 0;
    });
    const ada = await adaContext.newPage();
    await ada.goto(`${server.url}/go`);
    await ada.getByLabel('Event code').waitFor();
    expect(await ada.evaluate(() => document.documentElement.lang)).toBe('en');
    await step(ada, 'code');
    await ada.getByLabel('Event code').fill('ZZZ222');
    await ada.keyboard.press('Enter');
    await sees(ada, 'Event not found');
    await step(ada, 'code-not-found');
    await ada.getByRole('button', { name: 'Enter another code' }).click();
    // The typed code stays, to be corrected.
    await expect.poll(() => ada.getByLabel('Event code').inputValue()).toBe('ZZZ222');
    await ada.getByLabel('Event code').fill(event.code);
    await ada.getByRole('button', { name: 'Continue' }).click();
    await ada.getByLabel('Your nickname').waitFor();
    await sees(ada, 'Phone night');
    await step(ada, 'join');
    await ada.getByLabel('Your nickname').fill('Ada');
    await ada.keyboard.press('Enter');
    await sees(ada, 'You’re in!');
    await step(ada, 'lobby');

    // Zoé's phone speaks French; Linus never answers and asks for less motion.
    const zoeContext = await browser.newContext({ ...PHONE_DEVICE, locale: 'fr-FR' });
    const zoe = await zoeContext.newPage();
    await zoe.goto(`${server.url}/${event.code}`);
    await zoe.getByLabel('Votre pseudo').fill('Zoé');
    await zoe.getByRole('button', { name: 'Rejoindre', exact: true }).click();
    await sees(zoe, 'Vous y êtes !');
    expect(await zoe.evaluate(() => document.documentElement.lang)).toBe('fr');
    await shot(zoe, 'phone-lobby-fr', false);
    const linus = await joinPhone(browser, server, event.code, 'Linus');
    await linus.page.emulateMedia({ reducedMotion: 'reduce' });
    const bounce = await linus.page
      .getByRole('region', { name: 'Lobby' })
      .getByText('Linus')
      .evaluate((el) => getComputedStyle(el).animationName);
    expect(bounce).toBe('none');

    await hostNext(host, /Slide 1 of 4/);
    await sees(ada, 'Welcome');
    await step(ada, 'content');

    // The question step says what really happens next.
    await hostNext(host, /Slide 2 of 4 · Quiz · Question/);
    await sees(ada, 'Get ready!');
    await sees(ada, 'Read the question. The answers appear here when the host opens them.');
    await sees(zoe, 'Préparez-vous !');
    await step(ada, 'question');

    await hostNext(host, /Quiz · Answering/);
    await ada.getByRole('button', { name: /^Jupiter/ }).waitFor();
    await expect.poll(() => announced(ada)).toMatch(/Answers are open/);
    await step(ada, 'answering');
    // From the keyboard: focus the answer, press Enter.
    await ada.getByRole('button', { name: /^Jupiter/ }).focus();
    await ada.keyboard.press('Enter');
    await sees(ada, 'Answer sent');
    await expect.poll(() => announced(ada)).toBe('Answer received.');
    await step(ada, 'answered');
    await zoe.getByRole('button', { name: /^Jupiter/ }).click();
    await sees(zoe, 'Réponse envoyée');

    // Held sideways (a small phone, its browser's bars taking their share), the options scroll
    // under the time left, which stays in view.
    await linus.page.setViewportSize({ width: 740, height: 320 });
    const timer = linus.page.getByRole('timer');
    await timer.waitFor();
    await linus.page.getByRole('button', { name: /^Saturn/ }).scrollIntoViewIfNeeded();
    const timerShows = await timer.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + 20, box.top + box.height / 2);
      return !!hit && el.contains(hit);
    });
    expect(timerShows).toBe(true);
    await shot(linus.page, 'phone-landscape-answering', false);
    await linus.page.setViewportSize(PHONE_DEVICE.viewport);

    await host.getByRole('button', { name: 'Lock answers now' }).click();
    await sees(ada, 'Correct!');
    await expect.poll(() => announced(ada)).toMatch(/^Correct! \+[\d,]+ points\. You are in (1st|2nd) place\.$/);
    expect(await ada.evaluate(() => (window as unknown as { __buzzes: number[] }).__buzzes)).toEqual([60]);
    await step(ada, 'reveal');
    await sees(zoe, 'Bonne réponse !');
    await shot(zoe, 'phone-reveal-fr', false);
    // No answer: still told where they stand.
    await sees(linus.page, 'No answer this time');
    await sees(linus.page, 'You are in 3rd place');
    await shot(linus.page, 'phone-reveal-no-answer', false);

    await hostNext(host, /Quiz · Leaderboard/);
    await sees(ada, /You are (1st|2nd)/);
    await sees(ada, 'Keep going: every question counts.');
    await step(ada, 'leaderboard');

    // A second correct answer in a row: the result card explains the streak bonus.
    await hostNext(host, /True or false · Question/);
    await hostNext(host, /True or false · Answering/);
    await ada.getByRole('button', { name: /^True/ }).click();
    await zoe.getByRole('button', { name: /^Vrai/ }).click();
    await sees(ada, 'Answer sent');
    await host.getByRole('button', { name: 'Lock answers now' }).click();
    await sees(ada, 'Correct!');
    await sees(ada, '+100 streak bonus (2 in a row)');
    await sees(ada, / for your answer$/);
    await step(ada, 'reveal-streak');

    // Offline: the banner shows under the header, not behind it.
    await hostNext(host, /True or false · Leaderboard/);
    await adaContext.setOffline(true);
    const banner = ada.getByText('You are offline.', { exact: false });
    await banner.waitFor();
    const onTop = await banner.evaluate((el) => {
      const box = el.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return !!hit && el.contains(hit);
    });
    expect(onTop).toBe(true);
    await step(ada, 'offline');
    await adaContext.setOffline(false);
    await expect.poll(() => banner.count()).toBe(0);

    // The last leaderboard is the final one: nothing to keep going for.
    await hostNext(host, /Slide 4 of 4 · Leaderboard/);
    await sees(ada, /final standings are on the big screen/);
    expect(await ada.getByText(/Keep going/).count()).toBe(0);
    await step(ada, 'last-leaderboard');

    // → on the last step asks before it ends the event (a clicker pressed once too often).
    await hostFinish(host);
    await sees(ada, 'That’s a wrap!');
    await sees(zoe, 'C’est fini !');
    await step(ada, 'final');
    await shot(zoe, 'phone-final-fr', false);
  });
});
