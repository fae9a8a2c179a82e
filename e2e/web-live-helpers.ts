// Shared steps of the live-event browser tests: a deck of every built type, a host console,
// phones that join by code, and the event id behind a deck.
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningServer } from './harness';
import { gql } from './web-decks-helpers';

export const PHONE_DEVICE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
export const SCREEN = { width: 1280, height: 720 };

export const LIVE_SLIDES = [
  {
    type: 'content',
    title: 'Welcome to Friday Fun',
    body: 'Grab a drink and get your **phone** ready.',
    notes: 'Introduce yourself first',
  },
  {
    type: 'quiz',
    question: 'Which planet is the largest in our solar system?',
    options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }, { text: 'Venus' }, { text: 'Saturn' }],
    timeLimit: 120,
    points: 'standard',
    explanation: 'Jupiter is about 11 times wider than Earth.',
    notes: 'Pause before the reveal for drama',
  },
  { type: 'truefalse', question: 'Octopuses have three hearts.', answer: true, timeLimit: 120 },
  {
    type: 'poll',
    question: 'Where should we go for the team lunch?',
    options: [{ text: 'Pizza place' }, { text: 'Sushi bar' }, { text: 'Taco truck' }],
  },
  { type: 'wordcloud', question: 'One word for how this week felt?', maxWords: 2 },
  { type: 'opentext', question: 'What should we do at the next offsite?', maxLength: 140 },
  { type: 'leaderboard', title: 'Final standings', top: 5, podium: true },
];

export async function makeLiveDeck(
  server: RunningServer,
  token: string,
  title: string,
  slides: readonly object[] = LIVE_SLIDES,
): Promise<string> {
  const { createDeck } = await gql<{ createDeck: { id: string; revision: number } }>(
    server,
    token,
    'mutation($input: CreateDeckInput) { createDeck(input: $input) { id revision } }',
    {
      input: { title },
    },
  );
  await gql(server, token, 'mutation($id: ID!, $rev: Int!, $doc: JSON!) { saveDeck(id: $id, baseRevision: $rev, document: $doc) { id } }', {
    id: createDeck.id,
    rev: createDeck.revision,
    doc: { version: 1, title, description: '', tags: [], slides },
  });
  return createDeck.id;
}

export async function runningEventOf(server: RunningServer, token: string, deckId: string): Promise<{ id: string; code: string }> {
  const { runningEvent } = await gql<{ runningEvent: { id: string; code: string } | null }>(
    server,
    token,
    'query($d: ID!) { runningEvent(deckId: $d) { id code } }',
    { d: deckId },
  );
  expect(runningEvent).not.toBeNull();
  return runningEvent!;
}

/** Starts the event from the console's start panel; resolves when the lobby shows. */
export async function startFromConsole(
  page: Page,
  server: RunningServer,
  deckId: string,
  onPanel?: (step: 'picker' | 'start') => Promise<void>,
): Promise<void> {
  // /host lists my decks; picking one opens its start panel at /host/{deckId}.
  await page.goto(`${server.url}/host`);
  await page
    .getByRole('link', { name: /^Host / })
    .first()
    .waitFor();
  await onPanel?.('picker');
  await page.locator(`a[href="/host/${deckId}"]`).click();
  await page.getByRole('button', { name: 'Start the event' }).waitFor();
  await onPanel?.('start');
  await page.getByRole('button', { name: 'Start the event' }).click();
  await expect.poll(() => page.getByText('Lobby: players are joining').isVisible(), { timeout: 15_000 }).toBe(true);
}

export interface Phone {
  context: BrowserContext;
  page: Page;
  nickname: string;
}

/** A phone that opens the code's link and joins with a nickname; resolves in the lobby. */
export async function joinPhone(browser: Browser, server: RunningServer, code: string, nickname: string): Promise<Phone> {
  const context = await browser.newContext(PHONE_DEVICE);
  const page = await context.newPage();
  await page.goto(`${server.url}/${code.toLowerCase()}`);
  await page.getByLabel('Your nickname').fill(nickname);
  await page.getByRole('button', { name: 'Join', exact: true }).click();
  await page.getByText('You’re in!').waitFor({ timeout: 15_000 });
  return { context, page, nickname };
}

/**
 * From the last step of the last slide, → ends the event: the console asks first, as its
 * "End event" button does, and this confirms.
 */
export async function hostFinish(host: Page): Promise<void> {
  await host.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await host.keyboard.press('ArrowRight');
  await host.getByRole('dialog', { name: 'End the event?' }).getByRole('button', { name: 'End event' }).click();
}

/** Moves the event one step with the host console's → key. */
export async function hostNext(host: Page, expected: RegExp | string): Promise<void> {
  // Keys go to the console, not to a focused button (space would click it).
  await host.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await host.keyboard.press('ArrowRight');
  await expect
    .poll(
      () =>
        host
          .getByText(/^(Slide \d+ of \d+ ·|Lobby|Ended)/)
          .first()
          .textContent(),
      { timeout: 15_000 },
    )
    .toMatch(expected);
}

/** Joins over the API, as a phone would, optionally giving an email; returns the participant token. */
export async function joinByApi(server: RunningServer, code: string, nickname: string, email: string | null = null): Promise<string> {
  const res = await fetch(`${server.url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($c: String!, $n: String!, $m: String) { joinEvent(code: $c, nickname: $n, email: $m) { participantToken } }',
      variables: { c: code, n: nickname, m: email },
    }),
  });
  const body = (await res.json()) as { data?: { joinEvent: { participantToken: string } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.joinEvent.participantToken;
}

/** Answers over the API with a participant token, and expects the answer accepted. */
export async function answerByApi(
  server: RunningServer,
  participantToken: string,
  eventId: string,
  slideId: string,
  value: unknown,
): Promise<void> {
  const res = await fetch(`${server.url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-participant-token': participantToken },
    body: JSON.stringify({
      query: 'mutation($e: ID!, $s: ID!, $a: JSON!) { submitAnswer(eventId: $e, slideId: $s, answer: $a) { accepted } }',
      variables: { e: eventId, s: slideId, a: value },
    }),
  });
  expect(await res.json()).toEqual({ data: { submitAnswer: { accepted: true } } });
}

/** The page is no wider than its window: tables scroll inside their own box. */
export async function noSidewaysScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: window.innerWidth }));
  expect(widths.page, `page ${widths.page}px wide in a ${widths.window}px window`).toBeLessThanOrEqual(widths.window);
}
