// Browser test of guess the number (issue 17, SPEC R12): phones guess with the slider and the
// keypad, the big screen shows the distribution and the answer at the reveal, and each phone its
// points. Screenshots go to e2e/screenshots/number-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { expectNoAxeViolations } from './axe';
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
  {
    type: 'number',
    question: 'In which year did the Berlin Wall fall?',
    answer: 1989,
    min: 1900,
    max: 2025,
    tolerance: 2,
    decimals: 0,
    timeLimit: 120,
    explanation: 'On 9 November, after a muddled press conference.',
  },
];

const stepOf = (host: Page) =>
  host
    .getByText(/^(Slide \d+ of \d+ ·|Lobby|Ended)/)
    .first()
    .textContent();

async function sees(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  await page.getByText(text).first().waitFor({ timeout });
}

/** Types a guess on the keypad field and sends it with the keyboard's Enter. */
async function typeGuess(phone: Phone, value: string, last = false): Promise<void> {
  await phone.page.getByLabel('Or type your guess').fill(value);
  await phone.page.getByLabel('Or type your guess').press('Enter');
  // The last guess closes answering at once: its phone may go straight to the reveal.
  if (!last) await sees(phone.page, 'Answer sent');
}

describe('guess the number', () => {
  it('phones guess by slider and keypad; the reveal shows the distribution, the answer and each one’s points', async () => {
    const account = await createAccount(server, 'number-host');
    const deckId = await makeLiveDeck(server, account.token, 'Guess the year', SLIDES);
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId);
    const event = await runningEventOf(server, account.token, deckId);
    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/event/${event.id}`);
    const [ada, grace, linus] = [
      await joinPhone(browser, server, event.code, 'Ada'),
      await joinPhone(browser, server, event.code, 'Grace'),
      await joinPhone(browser, server, event.code, 'Linus'),
    ] as [Phone, Phone, Phone];
    for (const name of ['Ada', 'Grace', 'Linus']) await sees(screen, name);

    await host.getByRole('button', { name: /Start the game \(3 players\)/ }).click();
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Slide 1 of 1 · Guess the number · Question/);
    await sees(ada.page, 'Guess a number from 1900 to 2025.');
    await shot(ada.page, 'number-phone-question', false);
    await hostNext(host, /Guess the number · Answering/);

    // Answering: the phone has a slider and a keypad field; the screen asks and counts.
    const slider = ada.page.getByRole('slider', { name: 'Slide to your guess' });
    await slider.waitFor({ timeout: 15_000 });
    await sees(screen, 'Guess a number from 1900 to 2025 on your phone');
    expect(await slider.getAttribute('aria-valuetext')).toBe('Not chosen yet');
    await shot(ada.page, 'number-phone-answering', false);
    await expectNoAxeViolations(ada.page, 'phone: number answering');
    // Ada moves the slider by keyboard, then types her final guess: the two follow each other.
    await slider.focus();
    for (let i = 0; i < 3; i++) await ada.page.keyboard.press('ArrowRight');
    await expect.poll(() => slider.getAttribute('aria-valuetext')).toBe('1966');
    expect(await ada.page.getByLabel('Or type your guess').inputValue()).toBe('1966');
    await ada.page.getByLabel('Or type your guess').fill('3000');
    await sees(ada.page, 'Your guess must be from 1900 to 2025.');
    await shot(ada.page, 'number-phone-error', false);
    await expectNoAxeViolations(ada.page, 'phone: number answering, out of range');
    await typeGuess(ada, '1991');
    await sees(ada.page, 'Your guess: 1991');
    await shot(ada.page, 'number-phone-sent', false);
    await expectNoAxeViolations(ada.page, 'phone: number sent');
    await typeGuess(grace, '1975');
    await sees(screen, /^2$/);
    await shot(screen, 'number-screen-answering', false);

    // The last guess closes answering: the reveal.
    await typeGuess(linus, '1989', true);
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Guess the number · Answer revealed/);
    await sees(screen, 'Median guess');
    await screen.getByRole('figure', { name: 'Guesses from 1900 to 2025' }).waitFor();
    // Read out, not shown: each bar's range and count, the answer's bar said in words.
    await screen.getByText('1980 to 1989: 1 guess, the answer is here').waitFor({ state: 'attached' });
    await sees(screen, 'Within ± 2');
    await sees(screen, '2 of 3');
    await shot(screen, 'number-screen-reveal', false);
    // Ada within the tolerance: right. Grace 14 below: close, with fewer points. Linus exact.
    await sees(ada.page, 'Correct!');
    await sees(ada.page, 'The answer: 1989 (± 2)');
    await sees(ada.page, 'Off by 2');
    await sees(grace.page, 'Close!');
    await sees(grace.page, 'Off by 14');
    await sees(linus.page, 'Spot on!');
    await shot(ada.page, 'number-phone-reveal', false);
    await shot(grace.page, 'number-phone-reveal-close', false);
    await expectNoAxeViolations(grace.page, 'phone: number reveal');
    await sees(host, '2 guesses within ± 2');
    await shot(host, 'number-host-reveal');

    await hostNext(host, /Guess the number · Leaderboard/);
    await sees(screen, 'Leaderboard');

    // The editor's form (the event runs on its snapshot): the schema's cross-field errors show at their fields.
    await host.goto(`${server.url}/edit/${deckId}`);
    const lowest = host.getByRole('textbox', { name: 'Lowest guess' });
    await lowest.waitFor({ timeout: 15_000 });
    await shot(host, 'number-editor');
    await lowest.fill('2030');
    await sees(host, 'must be more than min');
    await shot(host, 'number-editor-error');
    await expectNoAxeViolations(host, 'editor: number slide');
    // Three phones, a screen and a console on shared cores: more than the default 90 s.
  }, 240_000);
});
