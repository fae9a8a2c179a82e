// Browser test of a whole live event: a host console, a big screen and three phones (separate
// browser contexts, phone viewport) play a deck with one slide of each built type, from the
// lobby to the podium. Screenshots of every screen go to e2e/screenshots/live-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, shot, signedInPage } from './web-decks-helpers';
import {
  hostFinish,
  hostNext,
  joinPhone,
  makeLiveDeck,
  PHONE_DEVICE,
  runningEventOf,
  SCREEN,
  startFromConsole,
  type Phone,
} from './web-live-helpers';

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

const tap = (phone: Phone, name: RegExp) => phone.page.getByRole('button', { name }).click();
async function sees(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout });
  } catch (error) {
    // The page as it was when the wait gave up: the quickest way to see why.
    await page.screenshot({ path: `${screenshotDir}/live-failure.png` });
    throw error;
  }
}

describe('live event', () => {
  it('a host and three phones (separate browser contexts, phone viewport 390×844) play a deck with one slide of each type', async () => {
    const account = await createAccount(server, 'live-host');
    const deckId = await makeLiveDeck(server, account.token, 'Friday Fun');
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId, (step) => shot(host, step === 'picker' ? 'live-host-picker' : 'live-host-start'));
    const event = await runningEventOf(server, account.token, deckId);
    expect(event.code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);

    // The console's button opens /spectate/{id}; any browser without a seat sees the big screen at /event/{id}.
    const [popup] = await Promise.all([host.waitForEvent('popup'), host.getByRole('button', { name: 'Open big screen' }).click()]);
    await popup.waitForURL(`${server.url}/spectate/${event.id}`);
    await sees(popup, 'Waiting for the first players…');
    await popup.close();
    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/event/${event.id}`);
    await sees(screen, 'Waiting for the first players…');

    // The join screen, from the code's own link (lower case works too).
    const first = await browser.newContext(PHONE_DEVICE);
    const joinPage = await first.newPage();
    await joinPage.goto(`${server.url}/${event.code.toLowerCase()}`);
    await sees(joinPage, 'Friday Fun');
    await shot(joinPage, 'live-join-phone');
    await joinPage.close();
    await first.close();

    const phones = [
      await joinPhone(browser, server, event.code, 'Ada'),
      await joinPhone(browser, server, event.code, 'Grace'),
      await joinPhone(browser, server, event.code, 'Linus'),
    ];
    const [ada, grace, linus] = phones as [Phone, Phone, Phone];
    await shot(ada.page, 'live-lobby-phone');
    for (const name of ['Ada', 'Grace', 'Linus']) await sees(screen, name);
    await sees(screen, `${server.url.replace(/^https?:\/\//, '')}/go`);
    await shot(screen, 'live-lobby-screen', false);
    await expect.poll(() => host.getByRole('list', { name: 'Players', exact: true }).getByRole('listitem').count()).toBe(3);
    await shot(host, 'live-host-lobby');

    // The host removes a troll after confirming; the phone is told.
    const troll = await joinPhone(browser, server, event.code, 'Troll');
    await host.getByRole('button', { name: 'Remove Troll' }).click();
    await host.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await sees(troll.page, 'You were removed from this event');
    await expect.poll(() => host.getByRole('list', { name: 'Players', exact: true }).getByRole('listitem').count()).toBe(3);
    await troll.context.close();

    // Content slide: the start button, then the keyboard.
    await host.getByRole('button', { name: /Start the game \(3 players\)/ }).click();
    await sees(screen, 'Welcome to Friday Fun');
    await sees(ada.page, 'Welcome to Friday Fun');
    await shot(ada.page, 'live-content-phone', false);

    // Quiz: question, answering, automatic close when all answered, reveal, leaderboard.
    await hostNext(host, /Slide 2 of 7 · Quiz · Question/);
    await sees(ada.page, 'Get ready!');
    await hostNext(host, /Slide 2 of 7 · Quiz · Answering/);
    await ada.page.getByRole('button', { name: /^Jupiter/ }).waitFor();
    await shot(ada.page, 'live-question-phone');
    await shot(screen, 'live-question-screen', false);
    await tap(ada, /^Jupiter/);
    await sees(ada.page, 'Answer sent');
    await sees(screen, '1 of 3 answered');
    await shot(host, 'live-host-answering');
    await tap(grace, /^Mars/);
    await tap(linus, /^Jupiter/);
    await expect.poll(() => host.getByText(/^Slide \d+ of \d+ ·/).textContent(), { timeout: 15_000 }).toMatch(/Quiz · Answer revealed/);
    await sees(ada.page, 'Correct!');
    await sees(grace.page, 'Not this time');
    await sees(ada.page, /\+\d+ points/);
    await shot(ada.page, 'live-reveal-phone');
    await shot(grace.page, 'live-reveal-phone-wrong');
    await shot(screen, 'live-reveal-screen', false);
    await hostNext(host, /Quiz · Leaderboard/);
    await sees(screen, 'Leaderboard');
    await shot(screen, 'live-leaderboard-screen', false);
    await sees(ada.page, /You are (1st|2nd)/);
    // A reload in front of the room lands back in the same console, on the same step.
    await host.reload();
    await expect
      .poll(() => host.getByText(/^Slide \d+ of \d+ ·/).textContent(), { timeout: 15_000 })
      .toMatch(/Slide 2 of 7 · Quiz · Leaderboard/);

    // True or false.
    await hostNext(host, /Slide 3 of 7 · True or false · Question/);
    await hostNext(host, /True or false · Answering/);
    await tap(ada, /^True/);
    await sees(ada.page, 'Answer sent');
    // Timer controls: more time, pause (phones say so and cannot answer), resume, lock now.
    await host.getByRole('button', { name: '+10 s' }).click();
    await host.getByRole('button', { name: 'Pause' }).click();
    await sees(grace.page, 'The host paused the game.');
    expect(await grace.page.getByRole('button', { name: /^False/ }).isDisabled()).toBe(true);
    await shot(host, 'live-host-paused');
    await screen.getByText('Paused', { exact: true }).waitFor();
    await shot(screen, 'live-paused-screen', false);
    await host.getByRole('button', { name: 'Resume' }).click();
    await grace.page
      .getByRole('button', { name: /^False/ })
      .and(grace.page.locator(':enabled'))
      .waitFor();
    await host.getByRole('button', { name: 'Lock answers now' }).click();
    await expect.poll(() => host.getByText(/^Slide \d+ of \d+ ·/).textContent(), { timeout: 15_000 }).toMatch(/Answer revealed/);
    await sees(ada.page, 'Correct!');
    await sees(linus.page, 'No answer this time');
    await hostNext(host, /True or false · Leaderboard/);

    // Poll: answering, then results.
    await hostNext(host, /Slide 4 of 7 · Poll · Answering/);
    await tap(ada, /^Pizza place/);
    await tap(grace, /^Sushi bar/);
    await tap(linus, /^Pizza place/);
    await expect.poll(() => host.getByText(/^Slide \d+ of \d+ ·/).textContent(), { timeout: 15_000 }).toMatch(/Poll · Results/);
    await sees(ada.page, 'Thanks for voting');
    await sees(screen, '67%');
    await shot(screen, 'live-poll-results-screen', false);

    // Word cloud.
    await hostNext(host, /Slide 5 of 7 · Word cloud · Answering/);
    const words: [Phone, string][] = [
      [ada, 'sunny'],
      [grace, 'busy'],
      [linus, 'sunny'],
    ];
    await ada.page.getByLabel('Word 1').waitFor();
    await shot(ada.page, 'live-wordcloud-phone', false);
    for (const [p, w] of words) {
      await p.page.getByLabel('Word 1').fill(w);
      await p.page.getByRole('button', { name: /^Send/ }).click();
      await sees(p.page, 'Words sent');
    }
    await expect.poll(() => host.getByText(/^Slide \d+ of \d+ ·/).textContent(), { timeout: 15_000 }).toMatch(/Word cloud · Results/);
    await sees(screen, 'sunny');
    await shot(screen, 'live-wordcloud-screen', false);

    // Open text.
    await hostNext(host, /Slide 6 of 7 · Open text · Answering/);
    for (const p of phones) {
      await p.page.getByLabel('Your answer').fill(`Kayaking, says ${p.nickname}`);
      await p.page.getByRole('button', { name: 'Send answer' }).click();
      await sees(p.page, 'Answer sent');
    }
    await expect.poll(() => host.getByText(/^Slide \d+ of \d+ ·/).textContent(), { timeout: 15_000 }).toMatch(/Open text · Results/);
    await sees(screen, 'Kayaking, says Grace');

    // Leaderboard slide, then → and its confirmation end the event: podium on the screen, final rank on phones.
    await hostNext(host, /Slide 7 of 7 · Leaderboard/);
    await sees(screen, 'Final standings');
    await host.getByRole('button', { name: 'Finish' }).waitFor();
    await hostFinish(host);
    await sees(screen, 'Final results');
    await sees(ada.page, 'That’s a wrap!');
    await sees(grace.page, /You finished 3rd of 3/);
    await shot(screen, 'live-podium-screen', false);
    await shot(ada.page, 'live-final-phone');
    await sees(host, 'This event has ended');
    await shot(host, 'live-host-ended');

    // A latecomer opening the code gets a clear answer.
    const late = await browser.newContext(PHONE_DEVICE);
    const latePage = await late.newPage();
    await latePage.goto(`${server.url}/${event.code}`);
    await sees(latePage, 'This event has ended');
    await shot(latePage, 'live-join-ended-phone');
    await late.close();
  });
});
