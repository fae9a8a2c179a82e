// Browser test of the participants pages: an event played over the API where a phone joins with
// an email and types an answer, then /analytics/participants, a search, the person's history and
// erasing their personal data from all events with the confirmation (ADR 44).
// Screenshots go to e2e/screenshots/participants-*.png, at 1280 and 390 wide.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, DESKTOP, gql, PHONE, shot, signedInPage } from './web-decks-helpers';
import { makeLiveDeck, noSidewaysScroll } from './web-live-helpers';

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
    type: 'quiz',
    question: 'Which planet is the largest?',
    options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }],
    timeLimit: 120,
  },
  { type: 'opentext', question: 'What will you try next?' },
];

async function sees(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout });
  } catch (error) {
    await page.screenshot({ path: `${screenshotDir}/participants-failure.png` });
    throw error;
  }
}

async function asPhone(query: string, variables: Record<string, unknown>, participantToken?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(participantToken ? { 'x-participant-token': participantToken } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!;
}

describe('participants', () => {
  it('finds a person who joined with an email, shows their history and erases their personal data', async () => {
    const account = await createAccount(server, 'people');
    const deckId = await makeLiveDeck(server, account.token, 'Planet quiz', SLIDES);
    const { deck } = await gql<{ deck: { slides: { id: string }[] } }>(
      server,
      account.token,
      'query($id: ID!) { deck(id: $id) { slides } }',
      {
        id: deckId,
      },
    );
    const [quizId, textId] = deck.slides.map((s) => s.id) as [string, string];
    // The event asks for emails (askEmail), so the phone can give one.
    const { startEvent } = await gql<{ startEvent: { id: string; code: string } }>(
      server,
      account.token,
      'mutation($d: ID!) { startEvent(deckId: $d, settings: { askEmail: OPTIONAL, closeWhenAllAnswered: false }) { id code } }',
      { d: deckId },
    );
    const eventId = startEvent.id;
    const joined = await asPhone(
      'mutation($c: String!, $n: String!, $m: String) { joinEvent(code: $c, nickname: $n, email: $m) { participantToken } }',
      { c: startEvent.code, n: 'Ada', m: 'ada.lovelace@example.com' },
    );
    const ada = (joined.joinEvent as { participantToken: string }).participantToken;
    const SUBMIT = 'mutation($e: ID!, $s: ID!, $a: JSON!) { submitAnswer(eventId: $e, slideId: $s, answer: $a) { accepted } }';
    const HOST = {
      advanceEvent: 'mutation($e: ID!) { advanceEvent(eventId: $e) { slideIndex step } }',
      lockAnswers: 'mutation($e: ID!) { lockAnswers(eventId: $e) { slideIndex step } }',
      endEvent: 'mutation($e: ID!) { endEvent(eventId: $e) { slideIndex step } }',
    };
    const host = (mutation: keyof typeof HOST) =>
      gql<Record<string, { slideIndex: number; step: string | null }>>(server, account.token, HOST[mutation], { e: eventId });
    const advanceTo = async (slideIndex: number) => {
      for (let i = 0; i < 10; i++) {
        const at = Object.values(await host('advanceEvent'))[0]!;
        if (at.slideIndex === slideIndex && at.step === 'answering') return;
      }
      throw new Error(`never reached slide ${slideIndex}`);
    };
    await advanceTo(0);
    await asPhone(SUBMIT, { e: eventId, s: quizId, a: { choices: [1] } }, ada);
    await host('lockAnswers');
    await advanceTo(1);
    await asPhone(SUBMIT, { e: eventId, s: textId, a: { text: 'Build an analytical engine' } }, ada);
    await host('lockAnswers');
    await host('endEvent');

    // From /analytics to the participants list, then a search.
    const { page } = await signedInPage(browser, server, account.email, DESKTOP);
    await page.goto(`${server.url}/analytics`);
    await page.getByRole('link', { name: 'Participants' }).click();
    await page.waitForURL(`${server.url}/analytics/participants`);
    await sees(page, 'ada.lovelace@example.com');
    await page.getByLabel('Search').fill('lovelace');
    await page.waitForURL(/\?q=lovelace/, { timeout: 15_000 });
    await sees(page, '1 person');
    await shot(page, 'participants-list-desktop');
    await expectNoAxeViolations(page, 'participants list');

    // The person's history, with a link to the event's report.
    await page.getByRole('link', { name: 'ada.lovelace@example.com' }).click();
    await page.waitForURL(`${server.url}/analytics/participants/ada.lovelace%40example.com`);
    await sees(page, 'Joined 1 of your events');
    expect(await page.getByRole('link', { name: 'Planet quiz' }).getAttribute('href')).toBe(`/analytics/${eventId}`);
    await shot(page, 'participants-person-desktop');
    await expectNoAxeViolations(page, 'a participant');

    await page.setViewportSize(PHONE);
    await sees(page, 'Joined 1 of your events');
    await noSidewaysScroll(page);
    await shot(page, 'participants-person-phone');
    await page.goto(`${server.url}/analytics/participants?q=lovelace`);
    await sees(page, '1 person');
    await noSidewaysScroll(page);
    await shot(page, 'participants-list-phone');
    await page.setViewportSize(DESKTOP);

    // Erase from all events, through the confirmation.
    await page.goto(`${server.url}/analytics/participants/ada.lovelace%40example.com`);
    await page.getByRole('button', { name: 'Erase personal data', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('This cannot be undone.').waitFor({ timeout: 15_000 });
    await shot(page, 'participants-erase-dialog', false);
    await expectNoAxeViolations(page, 'the erase confirmation');
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await page.waitForURL(`${server.url}/analytics/participants`, { timeout: 15_000 });
    await sees(page, 'Nobody has joined with an email yet');

    // The report names nobody and shows no text.
    await page.goto(`${server.url}/analytics/${eventId}`);
    await sees(page, 'Erased participant 1');
    const text = await page.locator('main').innerText();
    expect(text).not.toContain('ada.lovelace@example.com');
    expect(text).not.toContain('analytical engine');
    await shot(page, 'participants-report-after-erasure');
  });
});
