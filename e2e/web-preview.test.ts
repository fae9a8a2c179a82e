// Browser test of the deck preview and printout: a deck with one slide of each built type,
// made through the GraphQL API, played step by step with the keyboard (simulated answers,
// the phone tapped to answer), then printed with its correct answers and host notes.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
const PASSWORD = 'correct horse battery';
const EMAIL = `preview-${Date.now()}@example.com`;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  mkdirSync(screenshotDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function post(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as Record<string, unknown>;
  if (!res.ok || json.errors) throw new Error(`${path}: ${res.status} ${JSON.stringify(json)}`);
  return json;
}

async function gql<T>(token: string, query: string, variables: Record<string, unknown>): Promise<T> {
  return (await post('/v1/graphql', { query, variables }, token)).data as T;
}

const SLIDES = [
  {
    type: 'content',
    title: 'Welcome to Friday Fun',
    body: 'Grab a drink, get your **phone** ready.\n\n- Answer fast\n- Be kind',
    notes: 'Introduce yourself first',
  },
  {
    type: 'quiz',
    question: 'Which planet is the largest in our solar system?',
    options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }, { text: 'Venus' }, { text: 'Saturn' }],
    timeLimit: 30,
    points: 'double',
    explanation: 'Jupiter is about 11 times wider than Earth.',
    notes: 'Pause before the reveal for drama',
  },
  {
    type: 'truefalse',
    question: 'Octopuses have three hearts.',
    answer: true,
    explanation: 'Two pump blood to the gills, one to the body.',
  },
  {
    type: 'poll',
    question: 'Where should we go for the team lunch?',
    options: [{ text: 'Pizza place' }, { text: 'Sushi bar' }, { text: 'Taco truck' }, { text: 'Salad spot' }],
  },
  { type: 'wordcloud', question: 'One word for how this week felt?', maxWords: 3 },
  { type: 'opentext', question: 'What should we do at the next offsite?', maxLength: 140 },
  { type: 'leaderboard', title: 'Final standings', top: 6 },
];

/** Every step in playing order, as the step bar names it. */
const STEPS: [number, string, string][] = [
  [1, 'Content', 'On screen'],
  ...['Question', 'Answering', 'Answer', 'Leaderboard'].map((s): [number, string, string] => [2, 'Quiz', s]),
  ...['Question', 'Answering', 'Answer', 'Leaderboard'].map((s): [number, string, string] => [3, 'True or false', s]),
  [4, 'Poll', 'Answering'],
  [4, 'Poll', 'Results'],
  [5, 'Word cloud', 'Answering'],
  [5, 'Word cloud', 'Results'],
  [6, 'Open text', 'Answering'],
  [6, 'Open text', 'Results'],
  [7, 'Leaderboard', 'On screen'],
];

async function makeDeck(): Promise<string> {
  await post('/v1/signup/email-password', { email: EMAIL, password: PASSWORD, displayName: 'Pat Preview' });
  const signin = (await post('/v1/signin/email-password', { email: EMAIL, password: PASSWORD })) as { session: { accessToken: string } };
  const token = signin.session.accessToken;
  const { createDeck } = await gql<{ createDeck: { id: string; revision: number } }>(
    token,
    'mutation($input: CreateDeckInput) { createDeck(input: $input) { id revision } }',
    {
      input: { title: 'Friday Fun' },
    },
  );
  const document = { version: 1, title: 'Friday Fun', description: '', tags: [], slides: SLIDES };
  const { saveDeck } = await gql<{ saveDeck: { slideCount: number } }>(
    token,
    'mutation($id: ID!, $rev: Int!, $doc: JSON!) { saveDeck(id: $id, baseRevision: $rev, document: $doc) { slideCount } }',
    {
      id: createDeck.id,
      rev: createDeck.revision,
      doc: document,
    },
  );
  expect(saveDeck.slideCount).toBe(7);
  return createDeck.id;
}

async function signedInPage(viewport: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.getByLabel('Email').fill(EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL(`${server.url}/`);
  return page;
}

const shot = (page: Page, name: string) => page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
const stepText = (page: Page) => page.getByText(/^Slide \d+ of \d+ ·/).textContent();

describe('deck preview and print', () => {
  let deckId = '';

  it('plays every slide and step with the keyboard, with simulated answers', async () => {
    deckId = await makeDeck();
    const page = await signedInPage({ width: 1280, height: 800 });
    await page.goto(`${server.url}/preview/${deckId}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Friday Fun', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByText('Introduce yourself first').isVisible()).toBe(true);
    await shot(page, 'preview-content-desktop');

    for (const [i, [slide, type, step]] of STEPS.entries()) {
      await expect.poll(() => stepText(page)).toBe(`Slide ${slide} of 7 · ${type} · ${step}`);
      if (type === 'Quiz' && step === 'Answering') {
        await page.getByRole('button', { name: /Jupiter/ }).click();
        await expect.poll(() => page.getByText('Answer sent').isVisible()).toBe(true);
        await shot(page, 'preview-quiz-answering-desktop');
      }
      if (type === 'Quiz' && step === 'Answer') {
        await expect.poll(() => page.getByText('Correct!').isVisible()).toBe(true);
        expect(await page.getByText('Simulated answers').first().isVisible()).toBe(true);
        await shot(page, 'preview-quiz-reveal-desktop');
      }
      if (type === 'Quiz' && step === 'Leaderboard') {
        await expect.poll(() => page.getByText('Simulated players').first().isVisible()).toBe(true);
        await shot(page, 'preview-quiz-leaderboard-desktop');
      }
      if (type === 'Word cloud' && step === 'Answering') {
        await page.getByLabel('Word 1').fill('sunny');
        await page.getByRole('button', { name: /^Send/ }).click();
        await expect.poll(() => page.getByText('Words sent').isVisible()).toBe(true);
      }
      if (step === 'Results') {
        expect(await page.getByText('Simulated answers').first().isVisible()).toBe(true);
        await shot(page, `preview-${type.toLowerCase().replace(' ', '')}-results-desktop`);
      }
      if (type === 'Leaderboard') await shot(page, 'preview-leaderboard-desktop');
      // The phone's buttons and fields keep the focus after a tap; the page takes the keys.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      if (i < STEPS.length - 1) await page.keyboard.press(i % 2 === 0 ? 'ArrowRight' : 'Space');
    }
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => stepText(page)).toBe('Slide 6 of 7 · Open text · Results');
    await page.context().close();
  });

  it('fits a phone screen, stacked', async () => {
    const page = await signedInPage({ width: 390, height: 844 });
    await page.goto(`${server.url}/preview/${deckId}?slide=2&step=2`);
    await expect.poll(() => stepText(page), { timeout: 15_000 }).toBe('Slide 2 of 7 · Quiz · Answering');
    await shot(page, 'preview-quiz-answering-phone');
    await page.context().close();
  });

  it('prints every slide with correct answers marked and host notes', async () => {
    const page = await signedInPage({ width: 1280, height: 800 });
    await page.goto(`${server.url}/print/${deckId}`);
    await expect.poll(() => page.getByRole('heading', { name: 'Friday Fun', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.locator('article').count()).toBe(7);
    expect(await page.getByText('✓ Correct').count()).toBe(2);
    const correct = await page.locator('li', { hasText: '✓ Correct' }).allTextContents();
    expect(correct.some((t) => t.includes('Jupiter'))).toBe(true);
    expect(correct.some((t) => t.includes('True'))).toBe(true);
    expect(await page.getByText('Pause before the reveal for drama').isVisible()).toBe(true);
    expect(await page.getByText('Time limit 30 s · Double points (2000)').isVisible()).toBe(true);
    await shot(page, 'print-screen-desktop');

    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await page.locator('header').first().isVisible()).toBe(false);
    await shot(page, 'print-paper');
    const pdf = await page.pdf({ format: 'A4' });
    // One slide per page: the title page with slide 1, then a page per slide.
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page\b(?!s)/g)?.length ?? 0;
    expect(pages).toBe(7);
    await page.context().close();
  });

  it('says what to do without a deck id', async () => {
    const page = await signedInPage({ width: 1280, height: 800 });
    await page.goto(`${server.url}/preview`);
    await expect.poll(() => page.getByRole('heading', { name: 'Choose a deck to preview' }).isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole('link', { name: 'Go to my decks' }).getAttribute('href')).toBe('/decks');
    await page.goto(`${server.url}/print/nope-not-a-deck`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'This deck could not be found' }).isVisible(), { timeout: 15_000 })
      .toBe(true);
    await page.context().close();
  });
});
