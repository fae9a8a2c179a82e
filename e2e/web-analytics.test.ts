// Browser test of analytics: an event played over the API (a host and two participants), ended
// in front of the host console, then its place in /analytics, its report, its downloads and its
// row on the deck's page.
// Screenshots go to e2e/screenshots/analytics-*.png, at 1280 and 390 wide.
import { mkdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, DESKTOP, gql, PHONE, shot, signedInPage } from './web-decks-helpers';
import { answerByApi, joinByApi, makeLiveDeck, noSidewaysScroll } from './web-live-helpers';

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
    options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }, { text: 'Venus' }],
    timeLimit: 120,
  },
  { type: 'poll', question: 'Coffee or tea?', options: [{ text: 'Coffee' }, { text: 'Tea' }] },
];

async function sees(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout });
  } catch (error) {
    await page.screenshot({ path: `${screenshotDir}/analytics-failure.png` });
    throw error;
  }
}

describe('analytics', () => {
  it('lists a played event, opens its report and downloads its CSV and XLSX', async () => {
    const account = await createAccount(server, 'analytics');
    const deckId = await makeLiveDeck(server, account.token, 'Planet quiz', SLIDES);
    const { deck } = await gql<{ deck: { slides: { id: string }[] } }>(
      server,
      account.token,
      'query($id: ID!) { deck(id: $id) { slides } }',
      {
        id: deckId,
      },
    );
    const [quizId, pollId] = deck.slides.map((s) => s.id) as [string, string];

    const { startEvent } = await gql<{ startEvent: { id: string; code: string } }>(
      server,
      account.token,
      'mutation($d: ID!) { startEvent(deckId: $d, settings: { askEmail: OPTIONAL, closeWhenAllAnswered: false }) { id code } }',
      { d: deckId },
    );
    const eventId = startEvent.id;
    const ada = await joinByApi(server, startEvent.code, 'Ada', 'ada@example.com');
    const bo = await joinByApi(server, startEvent.code, 'Bo', null);
    // Written out, so scripts/documents.test.ts checks each against the schema.
    const HOST = {
      advanceEvent: 'mutation($e: ID!) { advanceEvent(eventId: $e) { slideIndex step } }',
      lockAnswers: 'mutation($e: ID!) { lockAnswers(eventId: $e) { slideIndex step } }',
      endEvent: 'mutation($e: ID!) { endEvent(eventId: $e) { slideIndex step } }',
    };
    const host = (mutation: keyof typeof HOST) =>
      gql<Record<string, { slideIndex: number; step: string | null }>>(server, account.token, HOST[mutation], { e: eventId });
    const advanceTo = async (slideIndex: number, step: string) => {
      for (let i = 0; i < 10; i++) {
        const at = Object.values(await host('advanceEvent'))[0]!;
        if (at.slideIndex === slideIndex && at.step === step) return;
      }
      throw new Error(`never reached slide ${slideIndex} ${step}`);
    };
    await advanceTo(0, 'answering');
    await answerByApi(server, ada, eventId, quizId, { choices: [1] });
    await answerByApi(server, bo, eventId, quizId, { choices: [0] });
    await host('lockAnswers');
    await advanceTo(1, 'answering');
    await answerByApi(server, ada, eventId, pollId, { choices: [1] });
    await answerByApi(server, bo, eventId, pollId, { choices: [1] });
    await host('lockAnswers');

    // The host console sees the end, and links to the report.
    const { page } = await signedInPage(browser, server, account.email, DESKTOP);
    await page.goto(`${server.url}/host/${deckId}`);
    await sees(page, /^Slide 2 of 2 ·/);
    await host('endEvent');
    await sees(page, 'This event has ended');
    await shot(page, 'analytics-host-ended');
    await page.getByRole('link', { name: 'See the report' }).click();
    await page.waitForURL(`${server.url}/analytics/${eventId}`);

    // The list: the top bar says where we are; the event with its numbers.
    await page.goto(`${server.url}/analytics`);
    const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'Planet quiz', exact: true }) });
    await row.waitFor({ timeout: 15_000 });
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await row.getByRole('cell').nth(3).textContent()).toBe('2');
    expect(await row.getByText('Ended').count()).toBe(1);
    await shot(page, 'analytics-list-desktop');
    await expectNoAxeViolations(page, 'analytics list');

    // The report: the summary, a participant row and the slide results.
    await row.getByRole('link', { name: 'Planet quiz', exact: true }).click();
    await page.waitForURL(`${server.url}/analytics/${eventId}`);
    const summary = page.getByRole('region', { name: 'Summary' });
    await summary.waitFor({ timeout: 15_000 });
    const stat = (label: string) => summary.locator('div', { has: page.getByText(label, { exact: true }) }).last();
    expect(await stat('Participants').textContent()).toBe('Participants2');
    // 4 answers of 2 people × 2 slides; 1 of 2 quiz answers right.
    expect(await stat('Answer rate').textContent()).toContain('100%');
    expect(await stat('Correct answers').textContent()).toContain('50%');
    const people = page.getByRole('table', { name: 'Participants' });
    const adaRow = people.getByRole('row').filter({ hasText: 'Ada' });
    expect(await adaRow.getByRole('cell').nth(1).textContent()).toBe('1');
    expect(await adaRow.getByText('ada@example.com').count()).toBe(1);
    await adaRow.getByRole('button', { name: 'Show the answers of Ada' }).click();
    await page.getByRole('table', { name: 'Answers of Ada' }).getByText('Jupiter').waitFor();
    await sees(page, 'Which planet is the largest?');
    // From the top: a full-page picture of a scrolled page draws the sticky top bar half way down.
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'analytics-report-desktop');
    await expectNoAxeViolations(page, 'analytics report');

    // Downloads: fetched with the token, saved under the server's names.
    const download = async (button: string) => {
      const [file] = await Promise.all([
        page.waitForEvent('download', { timeout: 15_000 }),
        page.getByRole('button', { name: button }).click(),
      ]);
      return file;
    };
    // Named for the event and the day it was played (UTC).
    const participantsCsv = await download('Participants CSV');
    expect(participantsCsv.suggestedFilename()).toMatch(/^Planet quiz \d{4}-\d{2}-\d{2} participants\.csv$/);
    const csv = readFileSync((await participantsCsv.path())!, 'utf8');
    expect(csv).toContain('Nickname');
    expect(csv).toContain('Ada');
    expect(csv).toContain('ada@example.com');
    expect(csv).toContain('Bo');
    const answersCsv = await download('Answers CSV');
    expect(answersCsv.suggestedFilename()).toMatch(/^Planet quiz \d{4}-\d{2}-\d{2} answers\.csv$/);
    expect(readFileSync((await answersCsv.path())!, 'utf8')).toContain('Jupiter');
    const xlsx = await download('Excel workbook');
    expect(xlsx.suggestedFilename()).toMatch(/^Planet quiz \d{4}-\d{2}-\d{2} report\.xlsx$/);
    // A workbook is a zip: it starts with PK.
    expect(
      readFileSync((await xlsx.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    // The deck's page lists the event too, with its numbers and a link to the report.
    await page.goto(`${server.url}/deck/${deckId}`);
    const deckEvents = page.getByRole('region', { name: 'Events' });
    const deckRow = deckEvents.getByRole('listitem').filter({ hasText: '2 participants' });
    await deckRow.waitFor({ timeout: 15_000 });
    expect(await deckEvents.getByRole('listitem').count()).toBe(1);
    expect(await deckRow.getByText('Ended').count()).toBe(1);
    const report = deckRow.getByRole('link', { name: /^Report of the event of/ });
    expect(await report.getAttribute('href')).toBe(`/analytics/${eventId}`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'analytics-deck-desktop');
    await expectNoAxeViolations(page, 'deck page with its events');
    await report.click();
    await page.waitForURL(`${server.url}/analytics/${eventId}`);
    await page.getByRole('region', { name: 'Summary' }).waitFor({ timeout: 15_000 });

    // A phone's width: nothing scrolls sideways but the tables, inside their boxes.
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('region', { name: 'Summary' }).waitFor({ timeout: 15_000 });
    await shot(page, 'analytics-report-phone');
    await noSidewaysScroll(page);
    await page.goto(`${server.url}/analytics`);
    await page.getByRole('link', { name: 'Planet quiz', exact: true }).waitFor({ timeout: 15_000 });
    await shot(page, 'analytics-list-phone');
    await noSidewaysScroll(page);
    await page.goto(`${server.url}/deck/${deckId}`);
    await page.getByRole('region', { name: 'Events' }).getByText('2 participants', { exact: false }).waitFor({ timeout: 15_000 });
    await shot(page, 'analytics-deck-phone');
    await noSidewaysScroll(page);
    // Hosted again: the running event comes first, with the way back to its console.
    await gql(server, account.token, 'mutation($d: ID!) { startEvent(deckId: $d) { id } }', { d: deckId });
    await page.reload();
    const running = page.getByRole('region', { name: 'Events' }).getByRole('listitem').first();
    await running.getByText('In the lobby').waitFor({ timeout: 15_000 });
    expect(await running.getByRole('link', { name: /^Open the host console/ }).getAttribute('href')).toBe(`/host/${deckId}`);
    await shot(page, 'analytics-deck-running-phone');
    await noSidewaysScroll(page);

    // Someone else's report is the 404 page.
    await page.goto(`${server.url}/analytics/00000000-0000-4000-8000-000000000000`);
    await sees(page, 'This page could not be found');
  });
});
