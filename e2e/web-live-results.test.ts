// Browser test of live results (issue 14): while answering is still open, the big screen's
// poll bars, word cloud and open-text wall grow, and so does the host console's; phones that
// sent their open-text answer see the others' and upvote them, and the wall follows the votes.
// Screenshots go to e2e/screenshots/results-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, gql, shot, signedInPage } from './web-decks-helpers';
import { expectNoAxeViolations } from './axe';
import { hostNext, joinPhone, runningEventOf, SCREEN, startFromConsole, type Phone } from './web-live-helpers';

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
    type: 'poll',
    question: 'Where should we go for the team lunch?',
    options: [{ text: 'Pizza place' }, { text: 'Sushi bar' }, { text: 'Taco truck' }],
  },
  { type: 'wordcloud', question: 'One word for how this week felt?', maxWords: 2 },
  { type: 'opentext', question: 'What should we do at the next offsite?', maxLength: 140, upvotes: true },
];

async function makeDeck(token: string): Promise<string> {
  const { createDeck } = await gql<{ createDeck: { id: string; revision: number } }>(
    server,
    token,
    'mutation($input: CreateDeckInput) { createDeck(input: $input) { id revision } }',
    { input: { title: 'Live results' } },
  );
  await gql(server, token, 'mutation($id: ID!, $rev: Int!, $doc: JSON!) { saveDeck(id: $id, baseRevision: $rev, document: $doc) { id } }', {
    id: createDeck.id,
    rev: createDeck.revision,
    doc: { version: 1, title: 'Live results', description: '', tags: [], slides: SLIDES },
  });
  return createDeck.id;
}

async function sees(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout });
  } catch (error) {
    await page.screenshot({ path: `${screenshotDir}/results-failure.png` });
    throw error;
  }
}

const stepOf = (host: Page) =>
  host
    .getByText(/^(Slide \d+ of \d+ ·|Lobby|Ended)/)
    .first()
    .textContent();

/** The texts of a wall's cards, top to bottom (the card's first text node is its answer). */
const wallOf = (page: Page) =>
  page
    .getByRole('list', { name: 'Answers' })
    .first()
    .evaluate((ul) => [...ul.querySelectorAll(':scope > li')].map((li) => li.firstChild?.textContent ?? ''));

async function writeAnswer(phone: Phone, text: string): Promise<void> {
  await phone.page.getByLabel('Your answer').fill(text);
  await phone.page.getByRole('button', { name: 'Send answer' }).click();
}

describe('live results', () => {
  it('poll bars, word cloud and open-text wall grow while answering; phones upvote and the wall follows the votes', async () => {
    const account = await createAccount(server, 'results-host');
    const deckId = await makeDeck(account.token);
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

    // Poll: the bars move with each vote, before answering closes.
    await host.getByRole('button', { name: /Start the game \(3 players\)/ }).click();
    await expect.poll(() => stepOf(host)).toMatch(/Slide 1 of 3 · Poll · Answering/);
    await expectNoAxeViolations(ada.page, 'phone: poll answering');
    await ada.page.getByRole('button', { name: /^Pizza place/ }).click();
    await sees(screen, '1 vote · vote on your phone');
    await expectNoAxeViolations(ada.page, 'phone: poll answered');
    await screen.getByLabel('1 vote, 100%').waitFor();
    await grace.page.getByRole('button', { name: /^Sushi bar/ }).click();
    await sees(screen, '2 votes · vote on your phone');
    await screen.getByLabel('1 vote, 50%').first().waitFor();
    // The host console's preview of the screen grows too, and the step is still answering.
    await sees(host, '2 votes · vote on your phone');
    expect(await stepOf(host)).toMatch(/Poll · Answering/);
    await shot(screen, 'results-poll-answering-screen', false);
    await shot(host, 'results-poll-answering-host');
    await linus.page.getByRole('button', { name: /^Pizza place/ }).click();
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Poll · Results/);
    await screen.getByLabel('2 votes, 67%').waitFor();

    // Word cloud: words appear as they are sent.
    await hostNext(host, /Slide 2 of 3 · Word cloud · Answering/);
    await ada.page.getByLabel('Word 1').waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(ada.page, 'phone: word cloud answering');
    for (const [p, w] of [
      [ada, 'sunny'],
      [grace, 'sunny'],
    ] as [Phone, string][]) {
      await p.page.getByLabel('Word 1').fill(w);
      await p.page.getByRole('button', { name: /^Send/ }).click();
      await sees(p.page, 'Words sent');
    }
    await sees(screen, '2 people answered · send up to 2 words from your phone');
    await sees(screen, 'sunny');
    await expectNoAxeViolations(ada.page, 'phone: word cloud sent');
    await sees(host, '2 people answered · send up to 2 words from your phone');
    expect(await stepOf(host)).toMatch(/Word cloud · Answering/);
    await shot(screen, 'results-wordcloud-answering-screen', false);
    await linus.page.getByLabel('Word 1').fill('busy');
    await linus.page.getByRole('button', { name: /^Send/ }).click();
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Word cloud · Results/);
    await sees(screen, 'busy');

    // Open text with upvotes: the wall grows while answering, phones vote on the others' answers.
    await hostNext(host, /Slide 3 of 3 · Open text · Answering/);
    await ada.page.getByLabel('Your answer').waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(ada.page, 'phone: open text answering');
    // Half an answer typed when the phone reloads comes back in the box (phone/draft.ts).
    await ada.page.getByLabel('Your answer').fill('Kaya');
    await ada.page.reload();
    await ada.page.getByLabel('Your answer').waitFor({ timeout: 15_000 });
    expect(await ada.page.getByLabel('Your answer').inputValue()).toBe('Kaya');
    await writeAnswer(ada, 'Kayaking');
    await writeAnswer(grace, 'Karaoke night');
    await sees(screen, '2 answers · write yours on your phone, then upvote the best');
    await expect.poll(() => wallOf(screen)).toEqual(['Karaoke night', 'Kayaking']); // newest first
    // Ada sees Grace's answer and her own (marked, without a button), and votes while answering is open.
    const upvoteKaraoke = ada.page.getByRole('button', { name: /^Upvote “Karaoke night”/ });
    await upvoteKaraoke.waitFor({ timeout: 15_000 });
    await sees(ada.page, 'Your answer');
    expect(await ada.page.getByRole('button', { name: /Kayaking/ }).count()).toBe(0);
    expect(await upvoteKaraoke.getAttribute('aria-pressed')).toBe('false');
    await upvoteKaraoke.click();
    await expect.poll(() => upvoteKaraoke.getAttribute('aria-pressed')).toBe('true');
    await screen.getByLabel('1 upvote').waitFor();
    await expectNoAxeViolations(ada.page, 'phone: open text upvoting');
    expect(await stepOf(host)).toMatch(/Open text · Answering/);
    await shot(ada.page, 'results-opentext-phone', false);
    await shot(screen, 'results-opentext-answering-screen', false);

    // Linus answers last (answering closes); then he and Grace vote for Kayaking: it goes on top.
    await writeAnswer(linus, 'Bowling');
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Open text · Results/);
    for (const p of [linus, grace]) {
      const upvoteKayaking = p.page.getByRole('button', { name: /^Upvote “Kayaking”/ });
      await upvoteKayaking.waitFor({ timeout: 15_000 });
      // Keyboard works: focus the button and press Enter.
      await upvoteKayaking.focus();
      await p.page.keyboard.press('Enter');
      await expect.poll(() => upvoteKayaking.getAttribute('aria-pressed')).toBe('true');
    }
    expect(await grace.page.getByRole('button', { name: /Karaoke night/ }).count()).toBe(0);
    await expect.poll(() => wallOf(screen), { timeout: 15_000 }).toEqual(['Kayaking', 'Karaoke night', 'Bowling']);
    await screen.getByLabel('2 upvotes').waitFor();
    await expect.poll(() => wallOf(host), { timeout: 15_000 }).toEqual(['Kayaking', 'Karaoke night', 'Bowling']);
    // The phones' walls follow the same order.
    await expect
      .poll(() => grace.page.locator('li').allTextContents(), { timeout: 15_000 })
      .toEqual([expect.stringContaining('Kayaking'), expect.stringContaining('Karaoke night'), expect.stringContaining('Bowling')]);
    await shot(screen, 'results-opentext-results-screen', false);
    await shot(grace.page, 'results-opentext-voted-phone', false);
    await expectNoAxeViolations(grace.page, 'phone: open text results, voted');
    await shot(host, 'results-opentext-host');
    // Three phones, a screen and a console on two shared cores: more than the default 90 s.
  }, 240_000);
});
