// Browser test of the deck editor (decks issue): a deck made from /decks, one slide of each
// built type, reordered by dragging and from the keyboard, an uploaded image, autosave, and
// everything still there after a reload; the notice that a running event keeps its own slides.
// Screenshots of the editor at desktop and phone widths.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, DESKTOP, gql, poll, PHONE, PNG, sampleDeck, importDeckViaApi, shot, signedInPage } from './web-decks-helpers';

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

/** A width×height PNG, violet to orange left to right: a cover that looks like one in screenshots. */
function gradientPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = x / (width - 1);
      rows.set([Math.round(108 + t * 147), Math.round(71 + t * 83), Math.round(224 - t * 208)], y * (width * 3 + 1) + 1 + x * 3);
    }
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const TYPES = [
  { button: /^Content/, label: 'Content' },
  { button: /^Quiz/, label: 'Quiz' },
  { button: /^True or false/, label: 'True or false' },
  { button: /^Poll/, label: 'Poll' },
  { button: /^Word cloud/, label: 'Word cloud' },
  { button: /^Open text/, label: 'Open text' },
  { button: /^Leaderboard/, label: 'Leaderboard' },
];

async function slideLabels(page: Page): Promise<string[]> {
  return page
    .locator('ol[aria-label="Slides"] > li')
    .evaluateAll((items) => items.map((li) => li.querySelector('span[class*="typeLabel"]')?.textContent?.trim() ?? ''));
}

async function waitSaved(page: Page): Promise<void> {
  await poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('saved');
}

/** Drags the grip of slide `from` (1-based) onto slide `to` with real pointer moves. */
async function dragSlide(page: Page, from: number, to: number): Promise<void> {
  const grip = page.getByRole('button', { name: new RegExp(`^Move slide ${from} `) });
  const target = page.locator('ol[aria-label="Slides"] > li').nth(to - 1);
  const a = await grip.boundingBox();
  const b = await target.boundingBox();
  if (!a || !b) throw new Error('no boxes');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2 + 10, { steps: 3 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2 + (to > from ? 20 : -20), { steps: 12 });
  await page.waitForTimeout(150);
  await page.mouse.up();
}

/** Whether the one image under `locator` has loaded and is drawn at least `minWidth` CSS pixels wide. */
async function renderedSize(locator: Locator, minWidth = 100): Promise<{ loaded: boolean; wide: boolean }> {
  if ((await locator.count()) !== 1) return { loaded: false, wide: false };
  const loaded = await locator.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0);
  const box = await locator.boundingBox();
  return { loaded, wide: (box?.width ?? 0) >= minWidth };
}

describe('deck editor', () => {
  it('creates a deck, adds every type, reorders, uploads an image, and keeps it all after a reload', async () => {
    const { email } = await createAccount(server, 'editor');
    const { context, page } = await signedInPage(browser, server, email);
    await page.goto(`${server.url}/decks`);
    await poll(() => page.getByText('Make your first deck').isVisible()).toBe(true);
    await page.getByRole('link', { name: 'New deck' }).click();
    // The form creates the deck, not the visit (issue 20); an empty title is "Untitled deck".
    await page.getByRole('button', { name: 'Create deck' }).click();
    await page.waitForURL(/\/edit\/[^/?]+/);
    const deckId = new URL(page.url()).pathname.split('/')[2]!;
    await poll(() => page.getByText('Add your first slide').isVisible()).toBe(true);

    // The empty editor offers the types inline; later ones come from "Add slide".
    await page.getByRole('button', { name: TYPES[0]!.button }).click();
    for (const type of TYPES.slice(1)) {
      await page.getByRole('button', { name: 'Add slide' }).click();
      if (type === TYPES[1]) await shot(page, 'editor-type-picker-desktop', false);
      await page.getByRole('dialog', { name: 'Add a slide' }).getByRole('button', { name: type.button }).click();
    }
    expect(await slideLabels(page)).toEqual(TYPES.map((t) => t.label));

    // Fill the quiz: select it, type, and the big-screen preview follows.
    await page.getByRole('button', { name: /^Slide 2, Quiz/ }).click();
    await page.getByRole('textbox', { name: 'Question' }).fill('Which planet is closest to the sun?');
    await page.getByLabel('Option 1', { exact: true }).fill('Mercury');
    await poll(() =>
      page.getByRole('region', { name: 'Big screen preview' }).getByText('Which planet is closest to the sun?').count(),
    ).toBeGreaterThan(0);

    // Upload an image onto the content slide.
    await page.getByRole('button', { name: /^Slide 1, Content/ }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Welcome, team');
    const dir = mkdtempSync(join(tmpdir(), 'mingle-png-'));
    writeFileSync(join(dir, 'red.png'), PNG);
    await page.locator('input[type="file"]').first().setInputFiles(join(dir, 'red.png'));
    await poll(() => page.getByRole('button', { name: 'Remove image' }).isVisible(), { timeout: 15_000 }).toBe(true);
    // The big screen and the slide list show the picture, loaded and scaled to its box: even a
    // 2×2 upload fills the space beside the text rather than shrinking to two pixels.
    const previewImage = page.getByRole('region', { name: 'Big screen preview' }).locator('img');
    await poll(() => renderedSize(previewImage), { timeout: 15_000 }).toMatchObject({ loaded: true, wide: true });
    const thumbImage = page.locator('ol[aria-label="Slides"] > li').first().locator('img');
    await poll(() => renderedSize(thumbImage, 20), { timeout: 15_000 }).toMatchObject({ loaded: true, wide: true });

    // Drag the quiz (2) above the content slide (1), then move it back down with its menu.
    await page.locator('ol[aria-label="Slides"] > li').first().scrollIntoViewIfNeeded();
    await dragSlide(page, 2, 1);
    await poll(() => slideLabels(page)).toEqual(['Quiz', 'Content', 'True or false', 'Poll', 'Word cloud', 'Open text', 'Leaderboard']);
    await page.getByRole('button', { name: 'Actions for slide 1' }).click();
    await page.getByRole('menuitem', { name: 'Move down' }).click();
    await poll(() => slideLabels(page)).toEqual(TYPES.map((t) => t.label));

    // Keyboard drag: focus the quiz's grip, Space, ArrowDown, Space.
    await page.getByRole('button', { name: /^Move slide 2 / }).focus();
    // Each key waits for dnd-kit's announcement of the one before, as a screen reader user would.
    const announced = () => page.evaluate(() => document.querySelector('[id^="DndLiveRegion"]')?.textContent ?? '');
    await page.keyboard.press('Space');
    await poll(announced).toMatch(/Picked up slide 2|over position 2/);
    // dnd-kit ignores arrows until it has measured the list after the pick-up; a person
    // who pressed too soon would press again, and so does the test.
    for (let tries = 0; tries < 5 && !/over position 3/.test(await announced()); tries++) {
      await page.keyboard.press('ArrowDown');
      await page.waitForTimeout(300);
    }
    await poll(announced).toMatch(/over position 3/);
    await page.keyboard.press('Space');
    await poll(announced).toMatch(/dropped at position 3/);
    const reordered = ['Content', 'True or false', 'Quiz', 'Poll', 'Word cloud', 'Open text', 'Leaderboard'];
    await poll(() => slideLabels(page)).toEqual(reordered);

    // Undo the keyboard move with Ctrl+Z, redo with Ctrl+Shift+Z.
    await page.keyboard.press('Control+z');
    await poll(() => slideLabels(page)).toEqual(TYPES.map((t) => t.label));
    await page.keyboard.press('Control+Shift+z');
    await poll(() => slideLabels(page)).toEqual(reordered);

    await page.getByRole('button', { name: /^Slide 1, Content/ }).click();
    await waitSaved(page);
    await shot(page, 'editor-desktop', false);
    // Between phone and desktop the preview moves under the form.
    await page.setViewportSize({ width: 1024, height: 768 });
    await shot(page, 'editor-tablet');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.reload();
    await poll(() => slideLabels(page), { timeout: 15_000 }).toEqual(reordered);
    expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Welcome, team');
    await page.getByRole('button', { name: /^Slide 3, Quiz/ }).click();
    expect(await page.getByRole('textbox', { name: 'Question' }).inputValue()).toBe('Which planet is closest to the sun?');

    // And the server holds the same, image included.
    const saved = await page.evaluate(async (id) => {
      const token = decodeURIComponent(
        document.cookie
          .split('; ')
          .find((c) => c.startsWith('apollo-token='))
          ?.split('=')[1] ?? '',
      );
      const res = await fetch('/v1/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query: 'query ($id: ID!) { deck(id: $id) { slides } }', variables: { id } }),
      });
      return ((await res.json()) as { data: { deck: { slides: { type: string; image?: string }[] } } }).data.deck.slides;
    }, deckId);
    expect(saved.map((s) => s.type)).toEqual(['content', 'truefalse', 'quiz', 'poll', 'wordcloud', 'opentext', 'leaderboard']);
    expect(saved[0]!.image).toMatch(/^\/v1\/functions\/files\//);

    await page.goto(`${server.url}/deck/${deckId}`);
    await poll(() => page.getByRole('link', { name: 'Host live' }).isVisible()).toBe(true);
    await shot(page, 'deck-desktop');
    await context.close();
  });

  it('lays out the editor for a phone, and shows a conflict when another tab saved first', async () => {
    const { email, token } = await createAccount(server, 'editor-phone');
    const id = await importDeckViaApi(server, token, sampleDeck('Friday quiz', ['fun']));
    const { context, page } = await signedInPage(browser, server, email, PHONE);
    await page.goto(`${server.url}/edit/${id}`);
    await poll(() => slideLabels(page)).toEqual(['Content', 'Quiz', 'Poll']);
    await shot(page, 'editor-phone');
    await page.getByRole('button', { name: 'Deck settings' }).click();
    await page.getByRole('dialog', { name: 'Deck settings' }).getByRole('textbox', { name: 'Description' }).fill('For the Friday social.');
    await shot(page, 'editor-settings-phone', false);
    await page.keyboard.press('Escape');
    await poll(() => page.getByRole('dialog', { name: 'Deck settings' }).count()).toBe(0);
    await waitSaved(page);

    // Another device saves first (revision moves on); this tab's next save conflicts.
    const { deck } = await gql<{ deck: { revision: number } }>(server, token, 'query ($id: ID!) { deck(id: $id) { revision } }', { id });
    await gql(
      server,
      token,
      'mutation ($id: ID!, $r: Int!, $d: JSON!) { saveDeck(id: $id, baseRevision: $r, document: $d) { revision } }',
      { id, r: deck.revision, d: sampleDeck('Friday quiz (theirs)') },
    );
    await page.getByRole('textbox', { name: 'Title' }).fill('Mine now');
    const dialog = page.getByRole('dialog', { name: 'This deck was changed in another tab or device' });
    await poll(() => dialog.isVisible(), { timeout: 15_000 }).toBe(true);
    await dialog.getByRole('button', { name: 'Keep mine' }).click();
    await waitSaved(page);
    const after = await gql<{ deck: { slides: { title?: string }[] } }>(server, token, 'query ($id: ID!) { deck(id: $id) { slides } }', {
      id,
    });
    expect(after.deck.slides[0]!.title).toBe('Mine now');
    await context.close();
  });

  it('shows all three points choices of a scored slide in full, on a desktop and on a phone', async () => {
    const { email, token } = await createAccount(server, 'editor-points');
    const id = await importDeckViaApi(server, token, sampleDeck('Friday quiz'));
    const { context, page } = await signedInPage(browser, server, email);
    await page.goto(`${server.url}/edit/${id}`);
    await poll(() => slideLabels(page)).toEqual(['Content', 'Quiz', 'Poll']);
    await page.getByRole('button', { name: /^Slide 2, Quiz/ }).click();
    // How far each choice's label sticks out of the control (0 when it is drawn in full).
    const cutOff = () =>
      page.locator('input[type="radio"][value="none"]').evaluate((none) => {
        const control = none.closest('.mantine-SegmentedControl-root')!.getBoundingClientRect();
        return [...none.closest('.mantine-SegmentedControl-root')!.querySelectorAll('label')].map((label) => {
          const box = label.getBoundingClientRect();
          return Math.max(0, Math.round(control.left - box.left), Math.round(box.right - control.right));
        });
      });
    await poll(cutOff).toEqual([0, 0, 0]);
    await page.setViewportSize(PHONE);
    await poll(cutOff).toEqual([0, 0, 0]);
    await page.getByRole('radio', { name: 'None' }).scrollIntoViewIfNeeded();
    await shot(page, 'editor-points-phone', false);
    // The answer fields keep room to type in: their controls wrap under them on a phone
    // (they were squeezed to about 70 px, four characters).
    const widths = () => page.getByRole('textbox', { name: /^Option \d+$/ }).evaluateAll((fields) => fields.map((f) => f.clientWidth));
    await poll(widths).toEqual([expect.any(Number), expect.any(Number), expect.any(Number), expect.any(Number)]);
    expect(Math.min(...(await widths()))).toBeGreaterThanOrEqual(150);
    await page.getByRole('textbox', { name: 'Option 1' }).scrollIntoViewIfNeeded();
    await shot(page, 'editor-options-phone', false);
    await page.setViewportSize(DESKTOP);
    expect(Math.min(...(await widths()))).toBeGreaterThanOrEqual(150);
    await shot(page, 'editor-options-desktop', false);
    await context.close();
  });

  it('keeps the Add slide button full height under a slide list longer than the window', async () => {
    const { email, token } = await createAccount(server, 'editor-long');
    const deck = sampleDeck('Long quiz');
    const quizzes = Array.from({ length: 9 }, (_, i) => ({ ...deck.slides[1]!, question: `Question ${i + 1}?` }));
    const id = await importDeckViaApi(server, token, { ...deck, slides: [...deck.slides, ...quizzes] });
    const { context, page } = await signedInPage(browser, server, email);
    await page.goto(`${server.url}/edit/${id}`);
    await poll(() => slideLabels(page).then((labels) => labels.length)).toBe(12);
    const add = page.getByRole('navigation', { name: 'Slides of this deck' }).getByRole('button', { name: 'Add slide' });
    expect((await add.boundingBox())!.height).toBeGreaterThanOrEqual(30);
    await shot(page, 'editor-long-deck-desktop', false);
    await add.click();
    await poll(() => page.getByRole('dialog', { name: 'Add a slide' }).isVisible()).toBe(true);
    await context.close();
  });

  it('says, while the deck has an event running, that the event keeps its slides, and leads to its console', async () => {
    const { email, token } = await createAccount(server, 'editor-running');
    const id = await importDeckViaApi(server, token, sampleDeck('Friday quiz'));
    const { startEvent } = await gql<{ startEvent: { code: string } }>(
      server,
      token,
      'mutation ($d: ID!) { startEvent(deckId: $d) { code } }',
      { d: id },
    );
    const { context, page } = await signedInPage(browser, server, email, DESKTOP);
    await page.goto(`${server.url}/edit/${id}`);
    const notice = page.getByRole('status').filter({ hasText: 'This deck has an event running' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`The event in progress (code ${startEvent.code}) keeps the slides it started with.`);
    await poll(() => slideLabels(page)).toEqual(['Content', 'Quiz', 'Poll']);
    await shot(page, 'editor-running-event', false);
    await page.setViewportSize(PHONE);
    await shot(page, 'editor-running-event-phone', false);

    // From the keyboard: the link takes focus, and Enter follows it.
    const link = notice.getByRole('link', { name: 'Open the host console' });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/host/${id}`);
    await page.getByText('Lobby: players are joining').waitFor({ timeout: 15_000 });
    await context.close();
  });

  it('sets a cover in deck settings: the overview and the /decks card draw it without a reload, and removing it brings back the first slide', async () => {
    const { email, token } = await createAccount(server, 'editor-cover');
    const id = await importDeckViaApi(server, token, sampleDeck('Cover story'));
    await importDeckViaApi(server, token, sampleDeck('No cover here'));
    const { context, page } = await signedInPage(browser, server, email);
    const card = (title: string) => page.locator(`section[aria-label="Your decks"] article[aria-label="${title}"]`);
    const coverOf = (title: string) => card(title).locator('img');
    const serverCover = async () =>
      (await gql<{ deck: { coverImage: string | null } }>(server, token, 'query ($id: ID!) { deck(id: $id) { coverImage } }', { id })).deck
        .coverImage;

    // Without a cover, each card is its first slide (a drawn slide, no picture).
    await page.goto(`${server.url}/decks`);
    await poll(() => card('Cover story').getByText('Welcome to Cover story').count()).toBeGreaterThan(0);
    expect(await coverOf('Cover story').count()).toBe(0);
    // From here on the app only navigates inside itself: a full load would hide a stale cache.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const stillSameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

    await card('Cover story').getByRole('link', { name: 'Cover story' }).click();
    await page.getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(new RegExp(`/edit/${id}`));
    await page.getByRole('button', { name: 'Deck settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Deck settings' });
    const dir = mkdtempSync(join(tmpdir(), 'mingle-cover-'));
    writeFileSync(join(dir, 'cover.png'), gradientPng(320, 180));
    await drawer.locator('input[type="file"]').setInputFiles(join(dir, 'cover.png'));
    await poll(serverCover, { timeout: 15_000 }).toMatch(/^\/v1\/functions\/files\//);
    await poll(() => drawer.getByRole('status').count()).toBe(0);
    await poll(() => renderedSize(drawer.locator('img'))).toMatchObject({ loaded: true, wide: true });
    expect(await drawer.getByRole('alert').count()).toBe(0);
    await shot(page, 'editor-cover-settings-desktop', false);

    // The deck's own edits still save on top of the cover's revision, with no conflict.
    await page.keyboard.press('Escape');
    await poll(() => drawer.count()).toBe(0);
    await page.getByRole('textbox', { name: 'Title' }).fill('Welcome, cover fans');
    await waitSaved(page);
    expect(await page.getByRole('dialog', { name: 'This deck was changed in another tab or device' }).count()).toBe(0);

    await page.getByRole('link', { name: 'Back to the deck' }).click();
    await poll(() => renderedSize(page.locator('img[src^="/v1/functions/files/"]'), 200), { timeout: 15_000 }).toMatchObject({
      loaded: true,
      wide: true,
    });
    await shot(page, 'deck-cover-desktop', false);
    await page.locator('#main').getByRole('link', { name: 'Decks', exact: true }).click();
    await page.waitForURL(`${server.url}/decks`);
    await poll(() => renderedSize(coverOf('Cover story')), { timeout: 15_000 }).toMatchObject({ loaded: true, wide: true });
    expect(await coverOf('Cover story').evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(320);
    // The other deck still shows its first slide.
    expect(await coverOf('No cover here').count()).toBe(0);
    expect(await card('No cover here').getByText('Welcome to No cover here').count()).toBeGreaterThan(0);
    await shot(page, 'decks-cover-desktop', false);

    // Removing it: the card goes back to its first slide.
    await card('Cover story').getByRole('button', { name: 'More for Cover story' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    await page.getByRole('button', { name: 'Deck settings' }).click();
    // Offline first: the failure is said in the drawer, the cover stays, and "Try again" works.
    await context.setOffline(true);
    await drawer.getByRole('button', { name: 'Remove cover image' }).click();
    await poll(() => drawer.getByRole('alert').textContent()).toMatch(/The cover was not removed.*offline/);
    expect(await drawer.getByRole('button', { name: 'Remove cover image' }).isVisible()).toBe(true);
    await shot(page, 'editor-cover-failed-desktop', false);
    await context.setOffline(false);
    await drawer.getByRole('button', { name: 'Try again' }).click();
    await poll(serverCover).toBeNull();
    expect(await drawer.getByRole('alert').count()).toBe(0);
    await poll(() => drawer.getByRole('status').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'Back to the deck' }).click();
    await page.locator('#main').getByRole('link', { name: 'Decks', exact: true }).click();
    await poll(() => card('Cover story').getByText('Welcome, cover fans').count()).toBeGreaterThan(0);
    expect(await coverOf('Cover story').count()).toBe(0);
    expect(await stillSameDocument()).toBe(true);
    await context.close();
  });

  it('forgets a draft the server already holds, so a later change made elsewhere is not offered to be undone', async () => {
    const { email, token } = await createAccount(server, 'editor-spent-draft');
    const id = await importDeckViaApi(server, token, sampleDeck('Spent draft deck'));
    const { context, page } = await signedInPage(browser, server, email);
    await page.goto(`${server.url}/edit/${id}`);
    await poll(() => slideLabels(page)).toEqual(['Content', 'Quiz', 'Poll']);
    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Title' }).fill('Saved, then the tab died');
    await poll(() => page.getByTestId('save-status').getAttribute('data-status')).toBe('retrying');
    const draftKey = `editor.draft.${id}`;
    const draft = await page.evaluate((k) => localStorage.getItem(k), draftKey);
    expect(draft).toContain('Saved, then the tab died');
    await context.setOffline(false);
    await waitSaved(page);
    // The tab died after its save landed and before it cleared the draft.
    await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [draftKey, draft]);
    await page.reload();
    await poll(() => page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Saved, then the tab died');
    await poll(() => page.evaluate((k) => localStorage.getItem(k), draftKey)).toBeNull();
    await page.close();

    // Someone else renames the first slide; this browser has nothing of its own to offer.
    const held = await gql<{ deck: { revision: number; slides: { title?: string }[] } }>(
      server,
      token,
      'query ($id: ID!) { deck(id: $id) { revision slides } }',
      { id },
    );
    const slides = held.deck.slides.map((s, i) => (i === 0 ? { ...s, title: 'Changed on another laptop' } : s));
    await gql(server, token, 'mutation ($id: ID!, $r: Int!, $d: JSON!) { saveDeck(id: $id, baseRevision: $r, document: $d) { id } }', {
      id,
      r: held.deck.revision,
      d: { ...sampleDeck('Spent draft deck'), slides },
    });
    const again = await context.newPage();
    await again.goto(`${server.url}/edit/${id}`);
    await poll(() => again.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Changed on another laptop');
    expect(await again.getByText('Unsaved changes from this device').isVisible()).toBe(false);
    await context.close();
  });

  it('keeps edits made offline: retries when back online, and offers them again after the tab was closed', async () => {
    const { email, token } = await createAccount(server, 'editor-offline');
    const id = await importDeckViaApi(server, token, sampleDeck('Offline deck'));
    const { context, page } = await signedInPage(browser, server, email);
    await page.goto(`${server.url}/edit/${id}`);
    await poll(() => slideLabels(page)).toEqual(['Content', 'Quiz', 'Poll']);

    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Title' }).fill('Typed on the train');
    await poll(() => page.getByTestId('save-status').getAttribute('data-status')).toBe('retrying');
    expect(await page.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true);
    await shot(page, 'editor-offline-desktop', false);
    await context.setOffline(false);
    await waitSaved(page);
    const first = await gql<{ deck: { slides: { title?: string }[] } }>(server, token, 'query ($id: ID!) { deck(id: $id) { slides } }', {
      id,
    });
    expect(first.deck.slides[0]!.title).toBe('Typed on the train');

    // Offline again, and the tab goes away before the edit is saved.
    await context.setOffline(true);
    await page.getByRole('textbox', { name: 'Title' }).fill('Typed in the tunnel');
    await poll(() => page.getByTestId('save-status').getAttribute('data-status')).toBe('retrying');
    // A tab closed in a tunnel never sees the network again, but this one could: Chromium ends
    // the emulated offline state with the DevTools session, before the tab has finished closing,
    // so the tab may get 'online', flush, and land the edit over its open socket (and then,
    // rightly, no draft is offered). The editor sends nothing while navigator.onLine is false:
    // the tab stays offline in its own eyes until it is gone. (A route would not stop the save:
    // it goes over the WebSocket, and routes end with the session too.)
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'onLine', { get: () => false });
    });
    await page.close();
    await context.setOffline(false);
    // Nothing of the tunnel edit reached the server: only the draft can bring it back.
    const gone = await gql<{ deck: { slides: { title?: string }[] } }>(server, token, 'query ($id: ID!) { deck(id: $id) { slides } }', {
      id,
    });
    expect(gone.deck.slides[0]!.title).toBe('Typed on the train');
    const again = await context.newPage();
    await again.goto(`${server.url}/edit/${id}`);
    await poll(() => again.getByText('Unsaved changes from this device').isVisible()).toBe(true);
    await again.getByRole('button', { name: 'Restore my changes' }).click();
    await poll(() => again.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Typed in the tunnel');
    await waitSaved(again);
    const second = await gql<{ deck: { slides: { title?: string }[] } }>(server, token, 'query ($id: ID!) { deck(id: $id) { slides } }', {
      id,
    });
    expect(second.deck.slides[0]!.title).toBe('Typed in the tunnel');
    await context.close();
  });
});
