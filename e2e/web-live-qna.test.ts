// Browser test of the audience Q&A (issue 17, SPEC R15): a host and two phones. Phones ask
// (anonymously and by name) and upvote; the host features a question and marks one answered;
// the host moves on and a phone asks from the panel over the quiz; the host closes the Q&A.
// Screenshots go to e2e/screenshots/qna-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, gql, shot, signedInPage } from './web-decks-helpers';
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
  { type: 'qna', title: 'Ask the leadership team', upvotes: true },
  {
    type: 'quiz',
    question: 'Which planet is the largest in our solar system?',
    options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }],
    timeLimit: 240,
  },
  { type: 'content', title: 'Thank you', body: 'See you next time.' },
];

const ANON = 'What is the plan for next year?';
const NAMED = 'Will the slides be shared afterwards?';
const LATER = 'Can we have a Q&A every month?';

async function sees(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout });
  } catch (error) {
    await page.screenshot({ path: `${screenshotDir}/qna-failure.png` });
    throw error;
  }
}

const stepOf = (host: Page) =>
  host
    .getByText(/^(Slide \d+ of \d+ ·|Lobby|Ended)/)
    .first()
    .textContent();

async function ask(phone: Phone, text: string, showName = false): Promise<void> {
  await phone.page.getByLabel('Your question').fill(text);
  if (showName) await phone.page.getByLabel(new RegExp(`Show my name \\(${phone.nickname}\\)`)).check();
  await phone.page.getByRole('button', { name: 'Send question' }).click();
  await sees(phone.page, 'Question sent');
}

describe('audience Q&A', () => {
  it('phones ask and upvote, the host features and answers, the Q&A stays open over the quiz until closed', async () => {
    const account = await createAccount(server, 'qna-host');
    const deckId = await makeLiveDeck(server, account.token, 'Town hall', SLIDES);
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 1000 });
    await startFromConsole(host, server, deckId);
    const event = await runningEventOf(server, account.token, deckId);
    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/event/${event.id}`);
    const ada = await joinPhone(browser, server, event.code, 'Ada');
    const grace = await joinPhone(browser, server, event.code, 'Grace');
    await sees(screen, 'Grace');

    // The Q&A slide opens the Q&A.
    await host.getByRole('button', { name: /Start the game \(2 players\)/ }).click();
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Slide 1 of 3 · Q&A · Questions open/);
    await ada.page.getByLabel('Your question').waitFor({ timeout: 15_000 });
    await sees(screen, 'No questions yet.');
    await expectNoAxeViolations(ada.page, 'phone: Q&A open');
    await shot(ada.page, 'qna-phone-open');

    // Ada asks anonymously, Grace by name.
    await ask(ada, ANON);
    await ask(grace, NAMED, true);
    await sees(screen, ANON);
    await sees(screen, NAMED);
    await sees(screen, 'Grace');
    // The anonymous question never names its author, not even to the host.
    await sees(host, ANON);
    const panel = host.getByRole('region', { name: 'Questions: Ask the leadership team' });
    const anonCard = panel.getByRole('listitem').filter({ hasText: ANON });
    await expect.poll(() => anonCard.textContent()).toContain('Anonymous');
    expect(await anonCard.textContent()).not.toContain('Ada');

    // Grace upvotes Ada's question; Ada cannot upvote her own.
    const upvote = grace.page.getByRole('button', { name: `Upvote “${ANON}”, 0 upvotes` });
    await upvote.waitFor({ timeout: 15_000 });
    await upvote.click();
    await grace.page.getByRole('button', { name: `Upvote “${ANON}”, 1 upvote` }).waitFor();
    expect(await grace.page.getByRole('button', { name: new RegExp(`^Upvote “${NAMED}`) }).count()).toBe(0);
    await screen.getByLabel('1 upvote').waitFor({ timeout: 15_000 });
    await sees(ada.page, ANON);
    expect(await ada.page.getByRole('button', { name: new RegExp(`^Upvote “${ANON}`) }).count()).toBe(0);
    await expectNoAxeViolations(grace.page, 'phone: Q&A with questions');
    await shot(grace.page, 'qna-phone-questions');
    await shot(screen, 'qna-screen-list', false);

    // The host features Ada's question, then marks Grace's answered.
    await host
      .getByRole('group', { name: `Actions for “${ANON}”` })
      .getByRole('button', { name: 'Show on big screen' })
      .click();
    await screen.getByRole('figure', { name: 'Question on screen' }).waitFor({ timeout: 15_000 });
    await sees(ada.page, 'On the big screen');
    await shot(screen, 'qna-screen-featured', false);
    await host
      .getByRole('group', { name: `Actions for “${NAMED}”` })
      .getByRole('button', { name: 'Mark answered' })
      .click();
    await sees(grace.page, 'Answered');
    await expectNoAxeViolations(host, 'host console: Q&A panel');
    await expectNoAxeViolations(screen, 'big screen: featured question');
    await shot(host, 'qna-host-console');

    // The host moves on: the quiz shows, and the phones can still reach the Q&A.
    await hostNext(host, /Slide 2 of 3 · Quiz · Question/);
    await hostNext(host, /Slide 2 of 3 · Quiz · Answering/);
    await ada.page.getByRole('button', { name: /^Jupiter/ }).waitFor({ timeout: 15_000 });
    const open = ada.page.getByRole('button', { name: 'Questions · 2' });
    await open.waitFor({ timeout: 15_000 });
    await sees(screen, 'Questions open · 2 questions');
    await shot(ada.page, 'qna-phone-over-quiz');
    await open.click();
    const sheet = ada.page.getByRole('dialog', { name: 'Ask the leadership team' });
    await sheet.waitFor();
    await sees(ada.page, NAMED);
    await expectNoAxeViolations(ada.page, 'phone: Q&A panel over the quiz');
    await ask(ada, LATER);
    await sees(screen, 'Questions open · 3 questions');
    await shot(ada.page, 'qna-phone-panel');
    await ada.page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
    // The quiz question is still there to answer.
    await ada.page.getByRole('button', { name: /^Jupiter/ }).click();
    await sees(host, LATER);

    // The host closes the Q&A: the phones' button goes; back on its slide the questions stay.
    await panel.getByRole('button', { name: 'Close Q&A' }).click();
    await open.waitFor({ state: 'detached', timeout: 15_000 });
    await host.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Slide 2 of 3 · Quiz · Question/);
    await host.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Slide 1 of 3 · Q&A/);
    await sees(grace.page, 'Questions are closed.');
    await panel.getByText('Closed', { exact: true }).waitFor({ timeout: 15_000 });
    await sees(host, LATER);
    expect(await grace.page.getByLabel('Your question').count()).toBe(0);
    await shot(grace.page, 'qna-phone-closed');
    await shot(screen, 'qna-screen-closed', false);

    // The editor's form for the slide, with its preview of sample questions.
    await host.goto(`${server.url}/edit/${deckId}`);
    await host.getByLabel(/Participants can upvote questions/).waitFor({ timeout: 15_000 });
    await sees(host, 'Sample questions (simulated)');
    await shot(host, 'qna-editor');

    for (const p of [ada, grace]) await p.context.close();
    await screenContext.close();
  });

  it('a question asked offline waits, says so, survives a reload, and goes out when the phone is back', async () => {
    const account = await createAccount(server, 'qna-offline');
    const deckId = await makeLiveDeck(server, account.token, 'Offline questions', SLIDES);
    const { startEvent: event } = await gql<{ startEvent: { id: string; code: string } }>(
      server,
      account.token,
      'mutation($d: ID!) { startEvent(deckId: $d) { id code } }',
      { d: deckId },
    );
    const ada = await joinPhone(browser, server, event.code, 'Ada');
    await gql(server, account.token, 'mutation($e: ID!) { advanceEvent(eventId: $e) { id } }', { e: event.id });
    await ada.page.getByLabel('Your question').waitFor({ timeout: 15_000 });

    await ada.context.setOffline(true);
    await sees(ada.page, 'You are offline. Your answers go out as soon as you are back.');
    await ada.page.getByLabel('Your question').fill(ANON);
    await ada.page.getByRole('button', { name: 'Send question' }).click();
    await sees(ada.page, 'You are offline. Your question goes out as soon as you are back.');
    expect(await ada.page.getByText('Your question could not be sent').count()).toBe(0);
    await shot(ada.page, 'qna-phone-offline-waiting', false);

    await ada.context.setOffline(false);
    await sees(ada.page, 'Question sent', 30_000);
    // Stored for everyone: the big screen lists it.
    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/spectate/${event.id}`);
    await sees(screen, ANON);

    // The phone keeps the page it loaded, as a phone's browser restores a tab from its cache:
    // so it can reload while offline, and only the socket needs the network.
    const offline = { on: false };
    const cached = await cachePages(ada.page, offline);
    // Half a question typed when the page reloads comes back in the box.
    const HALF = 'Will there be a sec';
    await ada.page.getByLabel('Your question').fill(HALF);
    await ada.page.reload();
    await sees(ada.page, 'Your question');
    expect(await ada.page.getByLabel('Your question').inputValue()).toBe(HALF);

    // Asked offline, then the page is reloaded while still offline: the question survives.
    await ada.context.setOffline(true);
    offline.on = true;
    await sees(ada.page, 'You are offline. Your answers go out as soon as you are back.');
    await ada.page.getByLabel('Your question').fill(LATER);
    await ada.page.getByRole('button', { name: 'Send question' }).click();
    await sees(ada.page, 'You are offline. Your question goes out as soon as you are back.');
    await ada.page.reload();
    expect(cached.size).toBeGreaterThan(0);
    await sees(ada.page, 'You are offline. Your question goes out as soon as you are back.');
    expect(await ada.page.getByText(LATER).count()).toBe(0);
    await shot(ada.page, 'qna-phone-reloaded-offline-waiting', false);

    await ada.context.setOffline(false);
    offline.on = false;
    // Stored, and back in the phone's own list and on the big screen.
    await sees(ada.page, LATER, 30_000);
    await sees(screen, LATER);
    // It waited with the seat, so the reload did not also put it back in the box to ask twice.
    expect(await ada.page.getByLabel('Your question').inputValue()).toBe('');
    expect(await ada.page.getByText('You are offline. Your question goes out as soon as you are back.').count()).toBe(0);
    expect(await ada.page.getByText(/was not sent/).count()).toBe(0);
    const stored = await ada.page.evaluate((id) => localStorage.getItem(`mingle.participant.${id}`), event.id);
    expect(stored).not.toContain('questions');
    const own = ada.page.getByRole('listitem').filter({ hasText: LATER });
    await own.getByText('Your question').waitFor();
    await shot(ada.page, 'qna-phone-reloaded-question-sent', false);

    // Refused after the reload (the host closed the Q&A meanwhile): said, with its text.
    const TOO_LATE = 'Is this one too late?';
    await ada.context.setOffline(true);
    offline.on = true;
    await sees(ada.page, 'You are offline. Your answers go out as soon as you are back.');
    await ada.page.getByLabel('Your question').fill(TOO_LATE);
    await ada.page.getByRole('button', { name: 'Send question' }).click();
    await ada.page.reload();
    await sees(ada.page, 'You are offline. Your question goes out as soon as you are back.');
    const seat = await ada.page.evaluate((id) => localStorage.getItem(`mingle.participant.${id}`), event.id);
    const waiting = (JSON.parse(seat!) as { questions: { slideId: string; text: string }[] }).questions;
    expect(waiting.map((q) => q.text)).toEqual([TOO_LATE]);
    await gql(server, account.token, 'mutation($e: ID!, $s: ID!) { closeQna(eventId: $e, slideId: $s) { id } }', {
      e: event.id,
      s: waiting[0]!.slideId,
    });
    await ada.context.setOffline(false);
    offline.on = false;
    const refused = ada.page.getByRole('alert').filter({ hasText: 'was not sent' });
    await refused.getByText(`Your question “${TOO_LATE}” was not sent: Questions are closed.`).waitFor({ timeout: 30_000 });
    await sees(ada.page, 'Questions are closed.');
    await shot(ada.page, 'qna-phone-reloaded-question-refused', false);
    await refused.getByRole('button', { name: 'OK' }).click();
    await refused.waitFor({ state: 'detached' });
    expect(await ada.page.evaluate((id) => localStorage.getItem(`mingle.participant.${id}`), event.id)).not.toContain(TOO_LATE);
    await screenContext.close();
    await ada.context.close();
  });
});

/**
 * Keeps every response the page gets while `offline.on` is false, and serves it again while it
 * is true; what was never fetched fails as it would offline. The socket is not routed.
 */
async function cachePages(page: Page, offline: { on: boolean }): Promise<ReadonlyMap<string, unknown>> {
  const cache = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
  // A page served by the route has no network address of its own, so Chromium's local network
  // checks would stop its socket to this test's 127.0.0.1 server: the phone is allowed.
  await page.context().grantPermissions(['local-network-access'], { origin: new URL(page.url()).origin });
  await page.route('**/*', async (route) => {
    const url = route.request().url();
    if (offline.on) {
      const hit = cache.get(url);
      return hit ? route.fulfill(hit) : route.abort('internetdisconnected');
    }
    const response = await route.fetch();
    const body = await response.body();
    // The body comes decoded: its encoding and length would no longer match.
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    cache.set(url, { status: response.status(), headers, body });
    return route.fulfill({ status: response.status(), headers, body });
  });
  return cache;
}
