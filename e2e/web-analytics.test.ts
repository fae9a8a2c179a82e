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
    // A played event, three pages at two widths and three downloads: on a busy machine, more than the default.
  }, 180_000);

  it('draws the charts, the team standings and the Q&A, and pages through everyone', async () => {
    const account = await createAccount(server, 'report-more');
    const deckId = await makeLiveDeck(server, account.token, 'Team night', [
      { type: 'qna', title: 'Ask the panel' },
      ...SLIDES,
      { type: 'truefalse', question: 'The Sun is a star', answer: true, timeLimit: 120 },
    ]);
    const { deck } = await gql<{ deck: { slides: { id: string }[] } }>(
      server,
      account.token,
      'query($id: ID!) { deck(id: $id) { slides } }',
      {
        id: deckId,
      },
    );
    const [qnaId, quizId, pollId, tfId] = deck.slides.map((s) => s.id) as [string, string, string, string];
    const { startEvent } = await gql<{ startEvent: { id: string; code: string } }>(
      server,
      account.token,
      `mutation($d: ID!) { startEvent(deckId: $d, settings: { askEmail: OPTIONAL, closeWhenAllAnswered: false, teamMode: AUTO,
        teams: [{ name: "Owls", colour: "teal" }, { name: "Foxes", colour: "orange" }] }) { id code } }`,
      { d: deckId },
    );
    const eventId = startEvent.id;
    // 56 people: more than a page of the participants list (50).
    const ada = await joinByApi(server, startEvent.code, 'Ada', 'ada@example.com');
    const players: string[] = [];
    for (let i = 1; i <= 55; i++)
      players.push(
        await joinByApi(server, startEvent.code, `Player ${String(i).padStart(2, '0')}`, i % 5 === 0 ? `p${i}@example.com` : null),
      );
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
    const asPhone = async <T>(token: string, query: string, variables: Record<string, unknown>): Promise<T> => {
      const res = await fetch(`${server.url}/v1/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-participant-token': token },
        body: JSON.stringify({ query, variables: { e: eventId, ...variables } }),
      });
      const body = (await res.json()) as { data: T; errors?: unknown };
      expect(body.errors).toBeUndefined();
      return body.data;
    };
    const ASK =
      'mutation($e: ID!, $s: ID!, $t: String!, $n: Boolean) { askQuestion(eventId: $e, slideId: $s, text: $t, showName: $n) { questionId } }';
    const UPVOTE = 'mutation($e: ID!, $q: ID!) { upvoteQuestion(eventId: $e, questionId: $q, on: true) { upvoted } }';
    const ask = async (token: string, text: string, showName: boolean) =>
      (await asPhone<{ askQuestion: { questionId: string } }>(token, ASK, { s: qnaId, t: text, n: showName })).askQuestion.questionId;

    await advanceTo(0, 'open');
    const shared = await ask(ada, 'Will the slides be shared afterwards?', false);
    const music = await ask(players[0]!, 'Who picked the music tonight?', true);
    const rude = await ask(players[1]!, 'Something the host hid', false);
    await Promise.all(players.slice(2, 9).map((voter) => asPhone(voter, UPVOTE, { q: shared })));
    await Promise.all(players.slice(9, 12).map((voter) => asPhone(voter, UPVOTE, { q: music })));
    await gql(
      server,
      account.token,
      'mutation($e: ID!, $q: ID!) { markQuestionAnswered(eventId: $e, questionId: $q, answered: true) { answered } }',
      {
        e: eventId,
        q: music,
      },
    );
    await gql(server, account.token, 'mutation($e: ID!, $q: ID!) { hideQuestion(eventId: $e, questionId: $q, hidden: true) { hidden } }', {
      e: eventId,
      q: rude,
    });

    // The quiz: most get it right; the true/false: most get it wrong (the hardest, in red).
    await advanceTo(1, 'answering');
    await answerByApi(server, ada, eventId, quizId, { choices: [1] });
    await Promise.all(players.slice(0, 30).map((p, i) => answerByApi(server, p, eventId, quizId, { choices: [i % 4 === 0 ? 0 : 1] })));
    await host('lockAnswers');
    await advanceTo(2, 'answering');
    await Promise.all(players.slice(0, 20).map((p, i) => answerByApi(server, p, eventId, pollId, { choices: [i % 3 === 0 ? 0 : 1] })));
    await host('lockAnswers');
    await advanceTo(3, 'answering');
    await answerByApi(server, ada, eventId, tfId, { value: true });
    await Promise.all(players.slice(0, 24).map((p, i) => answerByApi(server, p, eventId, tfId, { value: i % 6 === 0 })));
    await host('lockAnswers');
    await host('endEvent');

    const { page } = await signedInPage(browser, server, account.email, DESKTOP);
    await page.goto(`${server.url}/analytics/${eventId}`);
    await page.getByRole('region', { name: 'Summary' }).waitFor({ timeout: 15_000 });

    // The charts, each a picture with its numbers in words.
    const charts = page.getByRole('region', { name: 'At a glance' });
    const figures = charts.getByRole('figure');
    expect(await figures.count()).toBe(3);
    const scores = charts.getByRole('figure', { name: /^Scores/ });
    expect(await scores.getByRole('img').getAttribute('aria-label')).toMatch(/^Participants by final score\. 0 to \d+ points: \d+ people/);
    const correct = charts.getByRole('figure', { name: /^Correct answers per slide/ });
    expect(await correct.getByRole('img').getAttribute('aria-label')).toContain('Slide 4: The Sun is a star: 20%');
    expect(await correct.locator('[data-tone="low"]').count()).toBe(1);
    expect(await charts.getByRole('figure', { name: /^Average answer time per slide/ }).isVisible()).toBe(true);
    await correct.getByText('The numbers as a table').click();
    await correct.getByRole('table', { name: 'Correct answers per slide' }).getByText('20%').waitFor();
    await charts.screenshot({ path: `${screenshotDir}/analytics-report-charts-close.png` });

    // Teams, as the podium ranked them; the Q&A with its hidden question marked.
    const teams = page.getByRole('table', { name: 'Team standings' });
    expect(await teams.getByRole('row').count()).toBe(3);
    const qna = page.getByRole('region', { name: 'Q&A' });
    const questions = qna.getByRole('listitem');
    expect(await questions.count()).toBe(3);
    expect(await questions.nth(0).textContent()).toContain('Will the slides be shared afterwards?');
    expect(await questions.nth(0).textContent()).toContain('Anonymous');
    expect(await questions.nth(1).textContent()).toContain('Player 01');
    expect(await questions.nth(1).getByText('Answered').count()).toBe(1);
    expect(await questions.nth(2).getByText('Hidden from the room').count()).toBe(1);

    // Everyone, a page at a time, and a search.
    const people = page.getByRole('region', { name: 'Participants' });
    await people.getByText('1–50 of 56, by rank.', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await people.getByRole('table', { name: 'Participants' }).locator('tbody tr').count()).toBe(50);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'analytics-report-charts-desktop');
    await expectNoAxeViolations(page, 'analytics report with charts, teams and Q&A');
    await people.getByRole('button', { name: 'Page 2' }).click();
    await people.getByText('51–56 of 56, by rank.', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await people.getByRole('table', { name: 'Participants' }).locator('tbody tr').count()).toBe(6);
    await people.getByRole('searchbox', { name: 'Search participants' }).fill('ADA@');
    await people.getByText('1–1 of 1 matching “ADA@”', { exact: false }).waitFor({ timeout: 15_000 });
    expect(await people.getByRole('table', { name: 'Participants' }).getByText('ada@example.com').count()).toBe(1);
    await people.scrollIntoViewIfNeeded();
    await shot(page, 'analytics-report-search-desktop', false);

    const [qnaCsv] = await Promise.all([
      page.waitForEvent('download', { timeout: 15_000 }),
      page.getByRole('button', { name: 'Q&A CSV' }).click(),
    ]);
    expect(qnaCsv.suggestedFilename()).toMatch(/^Team night \d{4}-\d{2}-\d{2} Q&A\.csv$/);
    const csv = readFileSync((await qnaCsv.path())!, 'utf8');
    expect(csv).toContain('Will the slides be shared afterwards?,7,false,false,Anonymous');
    expect(csv).toContain('Something the host hid,0,false,true,Anonymous');

    // A phone: the charts fit, nothing scrolls sideways.
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('region', { name: 'At a glance' }).waitFor({ timeout: 15_000 });
    await page.getByRole('region', { name: 'Q&A' }).waitFor();
    await shot(page, 'analytics-report-charts-phone');
    await noSidewaysScroll(page);
    await page
      .getByRole('region', { name: 'At a glance' })
      .screenshot({ path: `${screenshotDir}/analytics-report-charts-close-phone.png` });
    // 56 people join and ~100 answers arrive over HTTP before the browser opens: more than the default.
  }, 180_000);
});
