// Browser test of the editor's "add slide" picker (issue 18, item 7): the types in groups,
// icebreakers first when any is built, with a picture each; search, group tabs, arrow keys,
// Enter to add, Escape to close with focus back on "Add slide". Screenshots at 1280 and 390 wide.
import { mkdirSync } from 'node:fs';
import { isBuiltSlideType, SLIDE_TYPES, slideTypeName } from '@mingle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, importDeckViaApi, PHONE, poll, shot, signedInPage } from './web-decks-helpers';

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

const ICEBREAKERS = ['wouldyourather', 'twotruths', 'whosaid', 'spinner'];
/** The type the test adds: an icebreaker as soon as one is built, a quiz until then. */
const TARGET = ICEBREAKERS.find(isBuiltSlideType) ?? 'quiz';

async function openEditor(page: Page, deckId: string): Promise<void> {
  await page.goto(`${server.url}/edit/${deckId}`);
  await page.getByRole('button', { name: /^Slide 1, Content/ }).waitFor();
}

async function openPicker(page: Page) {
  await page.getByRole('button', { name: 'Add slide' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a slide' });
  await dialog.waitFor();
  return dialog;
}

const slideCount = (page: Page) => page.locator('ol[aria-label="Slides"] > li').count();

describe('the add-slide picker', () => {
  let deckId: string;
  let email: string;

  beforeAll(async () => {
    const account = await createAccount(server, 'picker');
    email = account.email;
    deckId = await importDeckViaApi(server, account.token, {
      version: 1,
      title: 'Picker deck',
      slides: [{ type: 'content', title: 'Welcome' }],
    });
  });

  it('at 1280 wide: groups with pictures, search, keyboard add, Escape back to "Add slide"', async () => {
    const { context, page } = await signedInPage(browser, server, email, { width: 1280, height: 900 });
    await openEditor(page, deckId);
    const dialog = await openPicker(page);

    const search = dialog.getByRole('textbox', { name: 'Find a slide type' });
    await poll(() => search.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await dialog.locator('[data-type-card]').count()).toBe(Object.keys(SLIDE_TYPES).length);
    const headings = await dialog.getByRole('heading', { level: 3 }).allTextContents();
    expect(headings).toEqual([...(ICEBREAKERS.some(isBuiltSlideType) ? ['Icebreakers'] : []), 'Quiz', 'Opinion', 'Presentation']);
    // Every picture is drawn: 160×90 CSS pixels beside its text.
    const sizes = await dialog.locator('[data-type-card] svg').evaluateAll((svgs) => svgs.map((s) => `${s.clientWidth}x${s.clientHeight}`));
    expect(new Set(sizes)).toEqual(new Set(['160x90']));
    await shot(page, 'type-picker-desktop', false);
    await expectNoAxeViolations(page, 'add-slide picker');

    // The picker scrolls inside itself: the last group is reachable.
    await dialog.getByRole('button', { name: /^Leaderboard / }).scrollIntoViewIfNeeded();
    await shot(page, 'type-picker-desktop-end', false);

    await search.fill('cloud');
    await poll(() => dialog.locator('[data-type-card]').count()).toBe(1);
    await search.fill('');

    // Keyboard only: from the search field down into the cards, across, then Escape.
    await search.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-type-card') ?? null);
    const cards = await dialog.locator('[data-type-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-type-card')));
    expect(await focused()).toBe(cards[1]);
    await page.keyboard.press('ArrowDown');
    expect(await focused()).toBe(cards[3]);
    await page.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Add slide');

    // Find the type by name, walk to it with the arrow keys, add it with Enter.
    await openPicker(page);
    await search.fill(slideTypeName(TARGET).split(' ')[0]!);
    await page.keyboard.press('ArrowDown');
    for (let step = 0; step < 17 && (await focused()) !== TARGET; step++) await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe(TARGET);
    await page.keyboard.press('Enter');
    await poll(() => dialog.count()).toBe(0);
    expect(await slideCount(page)).toBe(2);
    await page.getByRole('button', { name: new RegExp(`^Slide 2, ${slideTypeName(TARGET)}`) }).waitFor();
    await context.close();
  });

  it('an empty deck offers the same chooser in the page, and a pick adds the first slide', async () => {
    const account = await createAccount(server, 'picker-empty');
    const emptyId = await importDeckViaApi(server, account.token, { version: 1, title: 'Empty deck', slides: [] });
    const { context, page } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await page.goto(`${server.url}/edit/${emptyId}`);
    await page.getByText('Add your first slide').waitFor();
    expect(await page.locator('[data-type-card]').count()).toBe(Object.keys(SLIDE_TYPES).length);
    await shot(page, 'type-picker-empty-editor', false);
    await page.getByRole('button', { name: /^Quiz / }).click();
    await page.getByRole('button', { name: /^Slide 1, Quiz/ }).waitFor();
    await context.close();
  });

  it('at 390 wide: the picker fills the screen, one card a row, and adds a tapped type', async () => {
    const { context, page } = await signedInPage(browser, server, email, PHONE);
    await openEditor(page, deckId);
    const before = await slideCount(page);
    const dialog = await openPicker(page);
    const widths = await dialog
      .locator('[data-type-card]')
      .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().width)));
    expect(Math.min(...widths)).toBeGreaterThan(300);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, 'type-picker-phone', false);
    await dialog.getByRole('tab', { name: 'Opinion' }).click();
    await shot(page, 'type-picker-phone-opinion', false);
    await dialog.getByRole('button', { name: /^Word cloud / }).click();
    await poll(() => dialog.count()).toBe(0);
    expect(await slideCount(page)).toBe(before + 1);
    await context.close();
  });
});
