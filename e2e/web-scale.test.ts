// Browser test of the scale slide (SPEC R13): phones rate statements with touch and keyboard and
// send them with one button; the big screen's averages move while rating is open, and a phone
// that sent its ratings sees the room's averages beside its own. A 0–10 scale takes two rows
// of targets on a phone. Screenshots go to e2e/screenshots/scale-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, shot, signedInPage } from './web-decks-helpers';
import { expectNoAxeViolations } from './axe';
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
    type: 'scale',
    question: 'How was the team day?',
    statements: ['The morning talks', 'Lunch and coffee', 'The afternoon workshop'],
    min: 1,
    max: 5,
    minLabel: 'Poor',
    maxLabel: 'Great',
  },
  {
    type: 'scale',
    question: 'How likely are you to recommend us?',
    statements: ['To a friend', 'To a colleague'],
    min: 0,
    max: 10,
    minLabel: 'Not likely',
    maxLabel: 'Very likely',
  },
];

async function sees(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout });
  } catch (error) {
    await page.screenshot({ path: `${screenshotDir}/scale-failure.png` });
    throw error;
  }
}

const stepOf = (host: Page) =>
  host
    .getByText(/^(Slide \d+ of \d+ ·|Lobby|Ended)/)
    .first()
    .textContent();

const group = (phone: Phone, statement: string) => phone.page.getByRole('radiogroup', { name: statement });

/** Taps one value per statement (null: leave it unrated). */
async function tapRatings(phone: Phone, ratings: [string, number | null][]): Promise<void> {
  for (const [statement, value] of ratings) {
    if (value !== null)
      await group(phone, statement)
        .getByRole('radio', { name: new RegExp(`^${value}\\b`) })
        .click();
  }
}

describe('scale slides', () => {
  it('phones rate by touch and keyboard; the averages grow on the big screen and on the phones that sent', async () => {
    const account = await createAccount(server, 'scale-host');
    const deckId = await makeLiveDeck(server, account.token, 'Team day feedback', SLIDES);
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });

    // The editor's form for the slide.
    await host.goto(`${server.url}/edit/${deckId}`);
    await host.getByRole('button', { name: 'Add statement' }).waitFor({ timeout: 15_000 });
    await shot(host, 'scale-editor');

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
    await expect.poll(() => stepOf(host)).toMatch(/Slide 1 of 2 · Scale · Answering/);
    await group(ada, 'The morning talks').waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(ada.page, 'phone: scale answering');

    // Ada rates the talks with the keyboard: Tab reaches the group's one stop, arrows move the choice.
    const first = group(ada, 'The morning talks').getByRole('radio', { name: '1, Poor' });
    await first.focus();
    for (let i = 0; i < 4; i++) await ada.page.keyboard.press('ArrowRight');
    await ada.page.keyboard.press('ArrowLeft');
    const chosen = group(ada, 'The morning talks').getByRole('radio', { checked: true });
    expect(await chosen.textContent()).toBe('4');
    expect(await chosen.evaluate((el) => el === document.activeElement)).toBe(true);
    // Tab leaves the group for the next statement's group: one tab stop each.
    await ada.page.keyboard.press('Tab');
    expect(
      await group(ada, 'Lunch and coffee')
        .getByRole('radio', { name: '1, Poor' })
        .evaluate((el) => el === document.activeElement),
    ).toBe(true);
    await ada.page.keyboard.press('End');
    // The workshop stays unrated: the phone says it will be skipped.
    await sees(ada.page, '1 statement has no rating: it will be skipped.');
    await shot(ada.page, 'scale-phone-answering', false);
    await ada.page.getByRole('button', { name: 'Send ratings' }).click();
    await sees(ada.page, 'Ratings sent');
    await sees(ada.page, 'You: skipped');

    await tapRatings(grace, [
      ['The morning talks', 5],
      ['Lunch and coffee', 4],
      ['The afternoon workshop', 3],
    ]);
    await grace.page.getByRole('button', { name: 'Send ratings' }).click();
    await sees(grace.page, 'Ratings sent');

    // Rating is still open (Linus has not rated): the big screen and Ada's phone show both ratings.
    await sees(screen, '2 people answered · rate each statement on your phone');
    await sees(screen, 'The morning talks: average 4.5 on a scale from 1 to 5, 2 ratings');
    await sees(screen, 'The afternoon workshop: average 3.0 on a scale from 1 to 5, 1 rating');
    expect(await stepOf(host)).toMatch(/Scale · Answering/);
    await sees(ada.page, 'Room: 4.5 (2 ratings)', 20_000);
    await sees(ada.page, 'Room: 4.5 (2 ratings)');
    await expectNoAxeViolations(ada.page, 'phone: scale sent, with the room’s averages');
    await shot(ada.page, 'scale-phone-sent', false);
    await shot(screen, 'scale-screen-answering', false);
    await shot(host, 'scale-host-answering');

    // Linus rates last: rating closes, the results stay on screen.
    await tapRatings(linus, [
      ['The morning talks', 2],
      ['Lunch and coffee', 3],
      ['The afternoon workshop', null],
    ]);
    await linus.page.getByRole('button', { name: 'Send ratings' }).click();
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Scale · Results/);
    await sees(screen, 'The morning talks: average 3.7 on a scale from 1 to 5, 3 ratings');
    await shot(screen, 'scale-screen-results', false);

    // A 0–10 scale: eleven targets in two rows on a phone.
    await hostNext(host, /Slide 2 of 2 · Scale · Answering/);
    await group(grace, 'To a friend').waitFor({ timeout: 15_000 });
    expect(await group(grace, 'To a friend').getByRole('radio').count()).toBe(11);
    await tapRatings(grace, [['To a friend', 9]]);
    const boxes = await group(grace, 'To a friend')
      .getByRole('radio')
      .evaluateAll((els) =>
        els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: Math.round(r.top), height: r.height, width: r.width })),
      );
    expect(new Set(boxes.map((b) => b.top)).size).toBe(2);
    for (const b of boxes) expect(Math.min(b.height, b.width)).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(grace.page, 'phone: 0–10 scale answering');
    await shot(grace.page, 'scale-phone-0-10', false);
    await shot(screen, 'scale-screen-0-10', false);
    // Three phones, a screen and a console on two shared cores: more than the default 90 s.
  }, 240_000);
});
