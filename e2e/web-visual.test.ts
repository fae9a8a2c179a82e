// Browser tests of what a new user tripped over on the big screen, the preview phones and the
// host console (issue 16, points 5 and 6): words that wrap at spaces in the phone frames, option
// pictures a room can see and a printout that has them, a 16:9 window filled by the big screen,
// removing a player only after a dialog that says what happens, and the big screen's sound
// following the host’s switch, and the strip that keeps the join code on screen on a phone.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, gql, poll, shot, signedInPage } from './web-decks-helpers';
import { SCREEN, joinPhone, makeLiveDeck, runningEventOf, startFromConsole } from './web-live-helpers';

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

/** A 400×300 picture: a coloured field with a disc, different for each option. */
const picture = (bg: string, disc: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><rect width="400" height="300" fill="${bg}"/><circle cx="200" cy="150" r="90" fill="${disc}"/></svg>`;

async function uploadSvg(token: string, svg: string): Promise<string> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation ($f: Upload!) { uploadFile(file: $f) { url } }', variables: { f: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  form.append('0', new Blob([svg], { type: 'image/svg+xml' }), 'option.svg');
  const res = await fetch(`${server.url}/v1/graphql`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const body = (await res.json()) as { data?: { uploadFile: { url: string } }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data!.uploadFile.url;
}

const CAPITALS = ['Canberra', 'Sydney', 'Melbourne', 'Perth'];

/** A deck whose first slide is a quiz with short one-word options, the second with pictures. */
async function visualDeck(token: string): Promise<string> {
  const colours = [
    ['#e21b3c', '#ffd6dc'],
    ['#1368ce', '#d6e6ff'],
    ['#d89e00', '#fff1c2'],
    ['#26890c', '#d8f5cf'],
  ];
  const images = await Promise.all(colours.map(([bg, disc]) => uploadSvg(token, picture(bg!, disc!))));
  const { createDeck } = await gql<{ createDeck: { id: string; revision: number } }>(
    server,
    token,
    'mutation { createDeck(input: { title: "Pictures and words" }) { id revision } }',
  );
  const slides = [
    {
      type: 'quiz',
      question: 'What is the capital of Australia?',
      options: CAPITALS.map((text, i) => ({ text, correct: i === 0 })),
      timeLimit: 30,
    },
    {
      type: 'quiz',
      question: 'Which flag colour is this?',
      options: ['Red', 'Blue', 'Yellow', 'Green'].map((text, i) => ({ text, image: images[i], correct: i === 1 })),
      timeLimit: 30,
    },
  ];
  await gql(
    server,
    token,
    'mutation ($id: ID!, $rev: Int!, $doc: JSON!) { saveDeck(id: $id, baseRevision: $rev, document: $doc) { id } }',
    {
      id: createDeck.id,
      rev: createDeck.revision,
      doc: { version: 1, title: 'Pictures and words', description: '', tags: [], slides },
    },
  );
  return createDeck.id;
}

/** How many lines a piece of text takes: the distinct tops of its text's client rects. */
function linesOf(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
    return tops.size;
  });
}

/** The options' labels as the phone frame draws them, and the lines each takes. */
async function optionLines(phone: Locator): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const name of CAPITALS)
    out[name] = await linesOf(
      phone
        .getByRole('button', { name: new RegExp(`^${name}`) })
        .locator('span')
        .last(),
    );
  return out;
}

const oneLineEach = Object.fromEntries(CAPITALS.map((c) => [c, 1]));

describe('phone frames, option pictures and the printout', () => {
  let email = '';
  let deckId = '';

  beforeAll(async () => {
    const account = await createAccount(server, 'visual');
    email = account.email;
    deckId = await visualDeck(account.token);
  });

  it('the editor and the preview draw one-word options on one line, wrapping at spaces only', async () => {
    const { context, page } = await signedInPage(browser, server, email);
    await page.goto(`${server.url}/preview/${deckId}`);
    await poll(() => page.getByRole('heading', { name: 'Pictures and words', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('ArrowRight'); // question → answering: the phone shows the buttons
    const previewPhone = page.getByRole('region', { name: 'Phone preview' });
    await poll(() => previewPhone.getByRole('button', { name: /^Canberra/ }).isVisible()).toBe(true);
    await shot(page, 'visual-preview-phone-words', false);
    expect(await optionLines(previewPhone)).toEqual(oneLineEach);

    await page.goto(`${server.url}/edit/${deckId}`);
    const editorPhone = page.getByRole('region', { name: 'Phone preview' });
    await poll(() => editorPhone.getByRole('button', { name: /^Canberra/ }).count(), { timeout: 15_000 }).toBe(1);
    await shot(page, 'visual-editor-phone-words', false);
    expect(await optionLines(editorPhone)).toEqual(oneLineEach);
    await context.close();
  });

  it('option pictures are large on the big screen and printed on paper', async () => {
    const { context, page } = await signedInPage(browser, server, email);
    await page.goto(`${server.url}/preview/${deckId}`);
    await poll(() => page.getByRole('heading', { name: 'Pictures and words', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    const step = page.getByText(/^Slide \d+ of 2 ·/);
    for (let i = 0; i < 8 && !/Slide 2 of 2 · Quiz · Answering/.test((await step.textContent()) ?? ''); i++) {
      const before = await step.textContent();
      await page.keyboard.press('ArrowRight');
      await poll(() => step.textContent()).not.toBe(before);
    }
    await poll(() => step.textContent()).toMatch(/Slide 2 of 2 · Quiz · Answering/);
    const canvas = page.getByRole('region', { name: /^Big screen: slide 2/ });
    const pictures = canvas.locator('li img');
    await poll(() => pictures.count()).toBe(4);
    await poll(() => pictures.first().evaluate((img) => (img as HTMLImageElement).complete)).toBe(true);
    await shot(page, 'visual-option-pictures-big-screen', false);
    const canvasBox = (await canvas.boundingBox())!;
    const pictureBox = (await pictures.first().boundingBox())!;
    // Readable from the back of the room: each picture at least a fifth of the screen's height.
    expect(pictureBox.height / canvasBox.height).toBeGreaterThanOrEqual(0.2);
    // The reveal keeps them, smaller, under the columns of answers.
    await page.keyboard.press('ArrowRight');
    await poll(() => step.textContent()).toMatch(/Slide 2 of 2 · Quiz · Answer$/);
    await shot(page, 'visual-option-pictures-reveal', false);

    await page.goto(`${server.url}/print/${deckId}`);
    const printed = page.locator('article').nth(1).locator('ol img');
    await poll(() => printed.count(), { timeout: 15_000 }).toBe(4);
    await poll(() => printed.first().evaluate((img) => (img as HTMLImageElement).naturalWidth > 0)).toBe(true);
    await shot(page, 'visual-print-option-pictures');
    await context.close();
  });
});

/** The host console and a big screen of a fresh event of a live deck. */
async function hostAndScreen(tag: string): Promise<{ host: Page; screen: Page; event: { id: string; code: string } }> {
  const { email, token } = await createAccount(server, tag);
  const deckId = await makeLiveDeck(server, token, `Visual ${tag}`);
  const { page: host } = await signedInPage(browser, server, email);
  await startFromConsole(host, server, deckId);
  const event = await runningEventOf(server, token, deckId);
  const screenContext = await browser.newContext({ viewport: SCREEN, bypassCSP: true });
  const screen = await screenContext.newPage();
  await screen.goto(`${server.url}/spectate/${event.id}`);
  await poll(() => screen.getByText(event.code).first().isVisible(), { timeout: 15_000 }).toBe(true);
  return { host, screen, event };
}

describe('the big screen and the host console', () => {
  it('fills a 1280×720 window with the slide: no black bars', async () => {
    const { screen } = await hostAndScreen('fill');
    const canvas = screen.getByRole('region', { name: /big screen/ });
    const box = (await canvas.boundingBox())!;
    await shot(screen, 'visual-big-screen-1280x720', false);
    expect({ x: Math.round(box.x), y: Math.round(box.y), width: Math.round(box.width), height: Math.round(box.height) }).toEqual({
      x: 0,
      y: 0,
      width: SCREEN.width,
      height: SCREEN.height,
    });
    // A taller window (16:10) keeps the whole slide and the strip below it.
    await screen.setViewportSize({ width: 1280, height: 800 });
    await poll(async () => Math.round((await canvas.boundingBox())!.width)).toBe(1280);
    const strip = (await screen.locator('footer').filter({ hasText: 'Full screen' }).boundingBox())!;
    expect((await canvas.boundingBox())!.height + strip.height).toBeLessThanOrEqual(800);
    await shot(screen, 'visual-big-screen-1280x800', false);
  });

  it('asks before removing a player, says what happens, and Escape keeps them', async () => {
    const { host, event } = await hostAndScreen('remove');
    const phone = await joinPhone(browser, server, event.code, 'Robin Banks');
    const removeButton = host.getByRole('button', { name: 'Remove Robin Banks' });
    await poll(() => removeButton.isVisible()).toBe(true);

    await removeButton.click();
    const dialog = host.getByRole('dialog', { name: 'Remove Robin Banks?' });
    await poll(() => dialog.isVisible()).toBe(true);
    await poll(() => host.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Cancel');
    expect(await dialog.textContent()).toMatch(/can join again with the code under another nickname, starting from zero/);
    await shot(host, 'visual-remove-dialog', false);
    await host.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);
    expect(await removeButton.isVisible()).toBe(true);

    await removeButton.click();
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await poll(() => removeButton.count()).toBe(0);
    await poll(
      () =>
        phone.page
          .getByText(/removed/i)
          .first()
          .isVisible(),
      { timeout: 15_000 },
    ).toBe(true);
    await phone.context.close();
  });

  it('the console’s sound switch reaches a big screen in another browser', async () => {
    const { host, screen } = await hostAndScreen('sound');
    const soundButton = screen.getByRole('button', { name: 'Sound', exact: true });
    await poll(() => soundButton.getAttribute('aria-pressed')).toBe('true');
    await shot(screen, 'visual-big-screen-sound-on', false);
    await expectNoAxeViolations(screen, 'big screen with its sound control');

    const hostSwitch = host.getByRole('switch', { name: 'Big screen sound' });
    expect(await hostSwitch.isChecked()).toBe(true);
    await shot(host, 'visual-host-sound-switch', false);
    await hostSwitch.click({ force: true });
    await poll(() => screen.getByText('Sound muted by the host').isVisible()).toBe(true);
    expect(await soundButton.count()).toBe(0);
    await poll(() => hostSwitch.isChecked()).toBe(false);
    await shot(screen, 'visual-big-screen-sound-muted', false);
    await expectNoAxeViolations(screen, 'big screen muted by the host');

    await hostSwitch.click({ force: true });
    await poll(() => soundButton.getAttribute('aria-pressed')).toBe('true');
    // The screen's own mute is its own: the host's switch stays on.
    await soundButton.click();
    await poll(() => soundButton.getAttribute('aria-pressed')).toBe('false');
    expect(await hostSwitch.isChecked()).toBe(true);
  });
});

describe('the big screen on a phone', () => {
  it('a 360×740 phone without a seat sees the whole join line and its code in the strip', async () => {
    const { token } = await createAccount(server, 'narrow');
    const deckId = await makeLiveDeck(server, token, 'Visual narrow');
    const { startEvent: event } = await gql<{ startEvent: { id: string; code: string } }>(
      server,
      token,
      'mutation($d: ID!) { startEvent(deckId: $d) { id code } }',
      { d: deckId },
    );
    // The join line is in the strip while the event is live, past the lobby.
    await gql(server, token, 'mutation($e: ID!) { advanceEvent(eventId: $e) { id } }', { e: event.id });
    const viewport = { width: 360, height: 740 };
    const context = await browser.newContext({ viewport, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });
    const page = await context.newPage();
    // A phone that never joined: /event/{id} falls back to the big screen.
    await page.goto(`${server.url}/event/${event.id}`);
    const strip = page.locator('footer').filter({ hasText: 'Join at' });
    const code = strip.getByText(event.code, { exact: true });
    await poll(() => code.isVisible(), { timeout: 15_000 }).toBe(true);
    await shot(page, 'visual-big-screen-phone-360x740', false);
    const inside = async (box: { x: number; y: number; width: number; height: number } | null) =>
      !!box && box.x >= 0 && box.y >= 0 && box.x + box.width <= viewport.width && box.y + box.height <= viewport.height;
    expect(await inside(await code.boundingBox()), 'the code inside the window').toBe(true);
    expect(await inside(await strip.boundingBox()), 'the whole strip inside the window').toBe(true);
    for (const button of await strip.getByRole('button').all())
      expect(await inside(await button.boundingBox()), `${await button.textContent()} inside the window`).toBe(true);
    await context.close();
  });
});

describe('long words on the big screen', () => {
  it('a quiz option with no spaces (a link) wraps inside its tile instead of leaving the slide', async () => {
    const account = await createAccount(server, 'visual-long');
    // Nothing to break at: no space, no hyphen (a pasted link or a long word).
    const link = `https://example.com/${'averylongpathwithoutbreaks'.repeat(4)}`.slice(0, 120);
    const deckId = await makeLiveDeck(server, account.token, 'Long words', [
      { type: 'quiz', question: 'Which page has the rules?', options: [{ text: link, correct: true }, { text: 'None' }], timeLimit: 30 },
    ]);
    const { context, page } = await signedInPage(browser, server, account.email);
    await page.goto(`${server.url}/preview/${deckId}`);
    await poll(() => page.getByRole('heading', { name: 'Long words', level: 1 }).isVisible(), { timeout: 15_000 }).toBe(true);
    await page.keyboard.press('ArrowRight'); // question → answering: the options show
    const canvas = page.getByRole('region', { name: /^Big screen: slide 1/ });
    const tile = canvas.locator('li').filter({ hasText: 'example.com' });
    await tile.waitFor({ timeout: 15_000 });
    const slideBox = (await canvas.boundingBox())!;
    const tileBox = (await tile.boundingBox())!;
    expect(tileBox.x + tileBox.width).toBeLessThanOrEqual(slideBox.x + slideBox.width);
    // The text itself stays inside its tile too, wrapped over lines.
    const spills = await tile.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
    expect(spills).toBe(false);
    // And on the phone beside it.
    const phoneOption = page.getByRole('region', { name: 'Phone preview' }).getByRole('button', { name: /example\.com/ });
    expect(await phoneOption.evaluate((el) => el.scrollWidth > el.clientWidth + 1)).toBe(false);
    await shot(page, 'visual-long-option', false);
    await context.close();
  });
});
