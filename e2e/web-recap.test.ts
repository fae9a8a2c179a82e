// Browser test of public recaps: an event played over the API (a host and three participants,
// one with an email), ended; the report links to its recap; the recap opens in a fresh,
// signed-out browser with the podium, results, word cloud and wall, no email and no notes; the
// ended console and /recap turn it off, and then it is the 404 page saying the recap is gone.
// Screenshots go to e2e/screenshots/recap-*.png, at 1280 and 390 wide.
import { mkdirSync } from 'node:fs';
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
    notes: 'Host only: Saturn comes second',
  },
  { type: 'opentext', question: 'One idea for next time?', notes: 'Host only: read the best one aloud' },
  { type: 'wordcloud', question: 'One word for the day?', maxWords: 2, notes: 'Host only: expect sunny' },
];

async function sees(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout });
  } catch (error) {
    await page.screenshot({ path: `${screenshotDir}/recap-failure.png` });
    throw error;
  }
}

describe('public recap', () => {
  it('links from the report, opens signed out without emails, and is Not found once turned off', async () => {
    const account = await createAccount(server, 'recap');
    const deckId = await makeLiveDeck(server, account.token, 'Planet quiz', SLIDES);
    const { deck } = await gql<{ deck: { slides: { id: string }[] } }>(
      server,
      account.token,
      'query($id: ID!) { deck(id: $id) { slides } }',
      {
        id: deckId,
      },
    );
    const [quizId, ideasId, wordsId] = deck.slides.map((s) => s.id) as [string, string, string];
    const { startEvent } = await gql<{ startEvent: { id: string; code: string } }>(
      server,
      account.token,
      'mutation($d: ID!) { startEvent(deckId: $d, settings: { askEmail: OPTIONAL, closeWhenAllAnswered: false }) { id code } }',
      { d: deckId },
    );
    const eventId = startEvent.id;
    const ada = await joinByApi(server, startEvent.code, 'Ada', 'ada@example.com');
    const bo = await joinByApi(server, startEvent.code, 'Bo', null);
    const cy = await joinByApi(server, startEvent.code, 'Cy', null);
    // Written out, so scripts/documents.test.ts checks each against the schema.
    const HOST = {
      advanceEvent: 'mutation($e: ID!) { advanceEvent(eventId: $e) { slideIndex step } }',
      lockAnswers: 'mutation($e: ID!) { lockAnswers(eventId: $e) { slideIndex step } }',
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
    await answerByApi(server, bo, eventId, quizId, { choices: [1] });
    await answerByApi(server, cy, eventId, quizId, { choices: [0] });
    await host('lockAnswers');
    await advanceTo(1, 'answering');
    await answerByApi(server, ada, eventId, ideasId, { text: 'More tea breaks' });
    await answerByApi(server, bo, eventId, ideasId, { text: 'A music round' });
    await advanceTo(2, 'answering');
    await answerByApi(server, ada, eventId, wordsId, { words: ['sunny', 'calm'] });
    await answerByApi(server, bo, eventId, wordsId, { words: ['Sunny'] });
    await answerByApi(server, cy, eventId, wordsId, { words: ['tired'] });
    // The host console sees the end, and links to the recap.
    const { page } = await signedInPage(browser, server, account.email, DESKTOP);
    await page.goto(`${server.url}/host/${deckId}`);
    await sees(page, /^Slide 3 of 3 ·/);
    const { endEvent } = await gql<{ endEvent: { recapId: string; recapEnabled: boolean } }>(
      server,
      account.token,
      'mutation($e: ID!) { endEvent(eventId: $e) { recapId recapEnabled } }',
      { e: eventId },
    );
    expect(endEvent.recapEnabled).toBe(true);
    const recapUrl = `${server.url}/recap/${endEvent.recapId}`;

    await sees(page, 'This event has ended');
    await shot(page, 'recap-host-ended', false);
    expect(await page.getByRole('link', { name: 'Public recap' }).getAttribute('href')).toBe(`/recap/${endEvent.recapId}`);
    // The ended console turns the recap off (its link goes: it would only open the 404 page) and on.
    const consoleSwitch = page.getByRole('switch', { name: 'Public recap' });
    expect(await consoleSwitch.isChecked()).toBe(true);
    await consoleSwitch.click();
    await sees(page, 'Turned off: the link shows Not found');
    await page.getByRole('link', { name: 'Public recap' }).waitFor({ state: 'detached', timeout: 15_000 });
    const offAnswer = await fetch(recapUrl);
    expect(offAnswer.status).toBe(404);
    await shot(page, 'recap-host-ended-off', false);
    await expectNoAxeViolations(page, 'ended console with its recap switch off');
    await consoleSwitch.click();
    await sees(page, 'On: anyone with the link sees it');
    await page.getByRole('link', { name: 'Public recap' }).waitFor({ timeout: 15_000 });
    expect((await fetch(recapUrl)).status).toBe(200);

    // The report links to it too, with its switch; following the link opens it.
    await page.goto(`${server.url}/analytics/${eventId}`);
    const recapBox = page.getByRole('region', { name: 'Public recap' });
    await recapBox.waitFor({ timeout: 15_000 });
    expect(await recapBox.getByRole('switch', { name: 'Public recap' }).isChecked()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'recap-report-desktop', false);
    await expectNoAxeViolations(page, 'report with its recap box');
    await recapBox.getByRole('link', { name: 'Public recap' }).click();
    await page.waitForURL(recapUrl);
    await page.getByRole('heading', { level: 1, name: 'Planet quiz' }).waitFor({ timeout: 15_000 });

    // A fresh browser with no account: the recap, its podium and results; no email, no notes.
    const guest = await browser.newContext({ viewport: DESKTOP });
    const visitor = await guest.newPage();
    const res = await visitor.goto(recapUrl);
    expect(res?.status()).toBe(200);
    // The link preview is in the HTML the server sent (crawlers do not run the app).
    const html = await res!.text();
    expect(html).toContain('<meta property="og:title" content="Planet quiz: the recap" />');
    expect(html).toContain(`<meta property="og:url" content="`);
    await visitor.getByRole('heading', { level: 1, name: 'Planet quiz' }).waitFor({ timeout: 15_000 });
    const podium = visitor.getByRole('region', { name: 'Podium' });
    await podium.waitFor({ timeout: 15_000 });
    const places = await podium.getByRole('listitem').allTextContents();
    expect(places).toHaveLength(3);
    expect(places[0]).toMatch(/1st place.*Ada/);
    expect(places[1]).toMatch(/2nd place.*Bo/);
    expect(places[2]).toMatch(/3rd place.*Cy/);
    await sees(visitor, 'Which planet is the largest?');
    await sees(visitor, 'More tea breaks');
    await sees(visitor, 'A music round');
    // The word cloud, its words grouped as the big screen grouped them.
    await sees(visitor, 'One word for the day?');
    const cloud = visitor.getByRole('article').filter({ hasText: 'One word for the day?' });
    // "Sunny" and "sunny" are one word, as on the big screen.
    await cloud
      .getByRole('listitem')
      .filter({ hasText: /^sunny, 2 people$/ })
      .waitFor({ timeout: 15_000 });
    await cloud
      .getByRole('listitem')
      .filter({ hasText: /^tired, 1 person$/ })
      .waitFor({ timeout: 15_000 });
    const text = (await visitor.locator('body').textContent()) ?? '';
    expect(text).not.toContain('ada@example.com');
    for (const note of ['Saturn comes second', 'read the best one aloud', 'expect sunny']) expect(text).not.toContain(note);
    // No sign-in chrome of the app: the public layout has no main navigation.
    expect(await visitor.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await shot(visitor, 'recap-public-desktop');
    await expectNoAxeViolations(visitor, 'public recap');
    await visitor.setViewportSize(PHONE);
    await visitor.reload();
    await visitor.getByRole('region', { name: 'Podium' }).waitFor({ timeout: 15_000 });
    await shot(visitor, 'recap-public-phone');
    await noSidewaysScroll(visitor);

    // My recaps: the list with its switch; turning it off says what that does.
    await page.goto(`${server.url}/recap`);
    const toggle = page.getByRole('switch', { name: 'Public recap of Planet quiz' });
    await toggle.waitFor({ timeout: 15_000 });
    await shot(page, 'recap-list-desktop');
    await expectNoAxeViolations(page, 'my recaps');
    await toggle.click();
    await sees(page, 'Turned off: the link shows Not found');
    await page.setViewportSize(PHONE);
    await shot(page, 'recap-list-phone');
    await noSidewaysScroll(page);

    // Signed out, the link is now the 404 page, and HTTP 404.
    await visitor.setViewportSize(DESKTOP);
    const gone = await visitor.goto(recapUrl);
    expect(gone?.status()).toBe(404);
    await sees(visitor, 'This page could not be found');
    await sees(visitor, 'This recap does not exist or its host turned it off.');
    expect(await visitor.getByText('Planet quiz').count()).toBe(0);
    await shot(visitor, 'recap-off-desktop');
    await guest.close();
  }, 180_000);
});
