// Browser test of recap slide images (ADR 45): an event played over the API and ended; a
// signed-out visitor opens the public recap, whose HTML carries the og:image, and downloads a
// slide as a PNG the server drew with headless Chromium: 1280×720. The /screencap page itself,
// opened directly, is the bare slide; a slide or step the recap has not is a clear Not found.
// Screenshots: e2e/screenshots/screencap-*.png (and the downloaded PNG beside them).
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, DESKTOP, gql, PHONE, shot, signedInPage } from './web-decks-helpers';
import { answerByApi, joinByApi, makeLiveDeck, noSidewaysScroll, SCREEN } from './web-live-helpers';

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
  { type: 'poll', question: 'Tea or coffee?', options: [{ text: 'Tea' }, { text: 'Coffee' }] },
];

/** Width and height from a PNG's header chunk, read from the bytes; null when it is no PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Plays the deck to its end over the API: three answer the quiz and the poll. */
async function playedRecap(): Promise<{ recapId: string; eventId: string; email: string }> {
  const account = await createAccount(server, 'screencap');
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
    'mutation($d: ID!) { startEvent(deckId: $d, settings: { closeWhenAllAnswered: false }) { id code } }',
    { d: deckId },
  );
  const eventId = startEvent.id;
  const people = await Promise.all(['Ada', 'Bo', 'Cy'].map((n) => joinByApi(server, startEvent.code, n, null)));
  const advanceTo = async (slideIndex: number, step: string) => {
    for (let i = 0; i < 10; i++) {
      const { advanceEvent: at } = await gql<{ advanceEvent: { slideIndex: number; step: string | null } }>(
        server,
        account.token,
        'mutation($e: ID!) { advanceEvent(eventId: $e) { slideIndex step } }',
        { e: eventId },
      );
      if (at.slideIndex === slideIndex && at.step === step) return;
    }
    throw new Error(`never reached slide ${slideIndex} ${step}`);
  };
  await advanceTo(0, 'answering');
  for (const [i, p] of people.entries()) await answerByApi(server, p, eventId, quizId, { choices: [i === 2 ? 0 : 1] });
  await advanceTo(1, 'answering');
  for (const [i, p] of people.entries()) await answerByApi(server, p, eventId, pollId, { choices: [i === 0 ? 1 : 0] });
  const { endEvent } = await gql<{ endEvent: { recapId: string } }>(
    server,
    account.token,
    'mutation($e: ID!) { endEvent(eventId: $e) { recapId } }',
    { e: eventId },
  );
  return { recapId: endEvent.recapId, eventId, email: account.email };
}

async function screencap(page: Page, path: string): Promise<string | null> {
  await page.goto(`${server.url}${path}`);
  const root = page.locator('[data-screencap]:not([data-screencap="loading"])');
  await root.waitFor({ timeout: 15_000 });
  return root.getAttribute('data-screencap');
}

describe('recap slide images', () => {
  let played: { recapId: string; eventId: string; email: string };
  let guest: BrowserContext;
  beforeAll(async () => {
    played = await playedRecap();
    guest = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true });
  }, 240_000);
  afterAll(() => guest?.close());

  it('downloads a recap slide as a 1280×720 PNG, signed out', { timeout: 180_000 }, async () => {
    const { recapId } = played;
    const recapUrl = `${server.url}/recap/${recapId}`;

    // Signed out: the preview's picture is in the HTML, and each slide card offers its image.
    const visitor = await guest.newPage();
    const res = await visitor.goto(recapUrl);
    const html = await res!.text();
    expect(html).toContain(`/v1/functions/recaps/${recapId}/slides/1/reveal.png" />`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    await visitor.getByRole('heading', { level: 1, name: 'Planet quiz' }).waitFor({ timeout: 15_000 });
    const links = visitor.getByRole('link', { name: 'Download slide as image' });
    await links.first().waitFor({ timeout: 15_000 });
    expect(await links.count()).toBe(2);
    // The link says which slide through its description (the card's title).
    expect(await links.first().getAttribute('aria-describedby')).toBeTruthy();
    await shot(visitor, 'screencap-recap-desktop');
    await expectNoAxeViolations(visitor, 'public recap with slide image links');

    const [download] = await Promise.all([visitor.waitForEvent('download', { timeout: 60_000 }), links.first().click()]);
    expect(download.suggestedFilename()).toMatch(/^Planet quiz \d{4}-\d\d-\d\d slide 1 reveal\.png$/);
    const saved = join(screenshotDir, 'screencap-downloaded-slide.png');
    await download.saveAs(saved);
    expect(pngSize(readFileSync(saved))).toEqual({ width: 1280, height: 720 });
    // The second slide too (the poll's results), straight from its address.
    const second = await visitor.request.get(`${server.url}/v1/functions/recaps/${recapId}/slides/2/results.png`);
    expect(second.status()).toBe(200);
    const poll = await second.body();
    expect(pngSize(poll)).toEqual({ width: 1280, height: 720 });
    // At phone width the button wraps under the slide's title; nothing scrolls sideways.
    await visitor.setViewportSize(PHONE);
    await visitor.reload();
    await links.first().waitFor({ timeout: 15_000 });
    await shot(visitor, 'screencap-recap-phone');
    await noSidewaysScroll(visitor);
    await visitor.close();
  });

  it('/screencap is the bare slide at 1280×720, and a clear Not found for what the recap has not', { timeout: 180_000 }, async () => {
    const { recapId } = played;

    // The page the server shoots: exactly 1280×720, no app chrome, the big-screen view.
    const bare = await guest.newPage();
    await bare.setViewportSize(SCREEN);
    expect(await screencap(bare, `/screencap/${recapId}/1/reveal`)).toBe('ready');
    await bare.getByText('Which planet is the largest?').first().waitFor();
    await bare.getByText('Jupiter').first().waitFor();
    expect(await bare.getByRole('banner').count()).toBe(0);
    expect(await bare.getByRole('contentinfo').count()).toBe(0);
    expect(await bare.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.scrollHeight])).toEqual([1280, 720]);
    expect((await bare.textContent('body')) ?? '').not.toContain('Saturn comes second');
    await bare.screenshot({ path: join(screenshotDir, 'screencap-quiz-reveal.png') });
    expect(await screencap(bare, `/screencap/${recapId}/1/question`)).toBe('ready');
    await bare.screenshot({ path: join(screenshotDir, 'screencap-quiz-question.png') });
    expect(await screencap(bare, `/screencap/${recapId}/2/results`)).toBe('ready');
    await bare.getByText('Tea or coffee?').first().waitFor();
    await bare.screenshot({ path: join(screenshotDir, 'screencap-poll-results.png') });

    // A slide or step the recap has not: a clear Not found, in the same frame.
    for (const path of [`/screencap/${recapId}/3/reveal`, `/screencap/${recapId}/1/leaderboard`, `/screencap/${recapId}/2/reveal`]) {
      expect(await screencap(bare, path), path).toBe('not-found');
      await bare.getByText('This slide could not be found').waitFor();
    }
    await bare.screenshot({ path: join(screenshotDir, 'screencap-not-found.png') });
    // An address that is no screencap at all is the app's 404, HTTP 404.
    const bad = await bare.goto(`${server.url}/screencap/${recapId}/one/reveal`);
    expect(bad?.status()).toBe(404);
    await bare.close();
  });

  it('the report offers the same images while the recap is on; off, they are gone', { timeout: 180_000 }, async () => {
    const { recapId, eventId, email } = played;

    // The host's report offers the same images while the recap is on.
    const { page } = await signedInPage(browser, server, email, DESKTOP);
    await page.goto(`${server.url}/analytics/${eventId}`);
    const reportLinks = page.getByRole('link', { name: 'Download slide as image' });
    await reportLinks.first().waitFor({ timeout: 15_000 });
    expect(await reportLinks.count()).toBe(2);
    expect(await reportLinks.nth(1).getAttribute('href')).toBe(`/v1/functions/recaps/${recapId}/slides/2/results.png?download=1`);
    await reportLinks.first().scrollIntoViewIfNeeded();
    await shot(page, 'screencap-report-slides', false);
    await expectNoAxeViolations(page, 'report with slide image links');
    await page.getByRole('switch', { name: 'Public recap' }).click();
    await page.getByText('Turned off: the link shows Not found').waitFor();
    expect(await reportLinks.count()).toBe(0);
    await shot(page, 'screencap-report-recap-off', false);

    // Turned off, the image is gone too, and the screencap page says Not found.
    const off = await guest.request.get(`${server.url}/v1/functions/recaps/${recapId}/slides/1/reveal.png`);
    expect(off.status()).toBe(404);
    const bare = await guest.newPage();
    await bare.setViewportSize(SCREEN);
    expect(await screencap(bare, `/screencap/${recapId}/1/reveal`)).toBe('not-found');
  });
});
