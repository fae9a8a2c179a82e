// Accessibility of the main app's pages (issue 16, point 3; docs/adr/0027): axe-core (WCAG 2.2 AA
// and best practices, e2e/axe.ts) finds nothing on each page and state below; the keyboard alone
// opens a deck and runs the host console; reduced motion turns transitions and animations off.
// The participant's pages (join, play) have their own checks beside the phone's tests.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, importDeckViaApi, PNG, poll, sampleDeck, shot, signedInPage } from './web-decks-helpers';
import { makeLiveDeck, runningEventOf, SCREEN, startFromConsole } from './web-live-helpers';

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

/** Uploads the PNG as the account and returns its URL, as the editor's upload does. */
async function uploadPng(token: string): Promise<string> {
  const form = new FormData();
  form.append('operations', JSON.stringify({ query: 'mutation($f: Upload!) { uploadFile(file: $f) { url } }', variables: { f: null } }));
  form.append('map', JSON.stringify({ 0: ['variables.f'] }));
  form.append('0', new Blob([PNG], { type: 'image/png' }), 'red.png');
  const res = await fetch(`${server.url}/v1/graphql`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { data?: { uploadFile: { url: string } }; errors?: { message: string }[] };
  if (!body.data) throw new Error(JSON.stringify(body.errors));
  return body.data.uploadFile.url;
}

/**
 * Waits until no finite animation or transition runs: axe reads colours as drawn, and a
 * drawer fading in is pale text for a moment. Spinners (infinite) do not count.
 */
async function settled(page: Page): Promise<void> {
  await poll(() =>
    page.evaluate(
      () => document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity).length,
    ),
  ).toBe(0);
}

/** axe on the page once it is still (see `settled`). */
async function axeClean(page: Page, what: string): Promise<void> {
  await settled(page);
  await expectNoAxeViolations(page, what);
}

/** A participant who joins over the API: the phone's pages are checked with the phone's tests. */
async function joinByApi(code: string, nickname: string): Promise<void> {
  const res = await fetch(`${server.url}/v1/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query: 'mutation($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { __typename } }',
      variables: { c: code, n: nickname },
    }),
  });
  expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
}

/** Waits until the page's lazy scene has drawn its heading, then runs axe. */
async function axeAt(page: Page, what: string): Promise<void> {
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await axeClean(page, what);
}

describe('accessibility (axe, WCAG 2.2 AA)', () => {
  it('signed-out pages: login and register, with their error states, and the 404 page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await axeAt(page, 'login');
    await page.getByLabel('Email').fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('wrong password here');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('alert').first().waitFor();
    await axeClean(page, 'login: wrong password');

    await page.goto(`${server.url}/register`);
    await axeAt(page, 'register');
    await page
      .getByRole('button', { name: /create/i })
      .first()
      .click();
    await poll(() => page.locator('[aria-invalid="true"]').count()).toBeGreaterThan(0);
    await axeClean(page, 'register: errors');

    await page.goto(`${server.url}/no/such/page`);
    await axeAt(page, '404 (signed out)');
    await page.goto(`${server.url}/not-a-page`);
    await axeAt(page, '404 of one segment (signed out)');
    await context.close();
  });

  it('signed-in pages: decks (empty and full), deck, account, editor with images and settings, preview, print, 404', async () => {
    const account = await createAccount(server, 'a11y');
    const { context, page } = await signedInPage(browser, server, account.email);
    await page.goto(`${server.url}/decks`);
    await axeAt(page, 'decks: empty');

    const image = await uploadPng(account.token);
    const deck = sampleDeck('Team warm-up', ['monday']);
    const slides = [
      { ...deck.slides[0], image },
      {
        type: 'quiz',
        question: 'Which flag is red?',
        image,
        options: [{ text: 'This one', image, correct: true }, { text: 'Not this one' }],
      },
      ...deck.slides.slice(1),
      { type: 'leaderboard', title: 'Standings', top: 5, podium: true },
    ];
    const id = await importDeckViaApi(server, account.token, { ...deck, slides });
    await importDeckViaApi(server, account.token, sampleDeck('Second deck'));
    await page.goto(`${server.url}/decks`);
    await page.getByText('Second deck').first().waitFor();
    await axeAt(page, 'decks: with decks');

    await page.goto(`${server.url}/deck/${id}`);
    await page.getByText('Team warm-up').first().waitFor();
    await axeAt(page, 'deck');

    await page.goto(`${server.url}/account`);
    await axeAt(page, 'account');

    await page.goto(`${server.url}/edit/${id}`);
    await page.getByRole('button', { name: /^Slide 1, Content/ }).waitFor();
    await axeClean(page, 'editor: content slide with image');
    await page.getByRole('button', { name: /^Slide 2, Quiz/ }).click();
    await page.getByRole('textbox', { name: 'Question' }).waitFor();
    await axeClean(page, 'editor: quiz slide with option image');
    await page.getByRole('button', { name: /^Slide 3, Quiz/ }).click();
    await axeClean(page, 'editor: quiz slide without images');
    await page.getByRole('button', { name: 'Deck settings' }).click();
    await page.getByRole('dialog', { name: 'Deck settings' }).waitFor();
    await axeClean(page, 'editor: settings open');
    await shot(page, 'a11y-editor-settings');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Add slide' }).click();
    await page.getByRole('dialog', { name: 'Add a slide' }).waitFor();
    await axeClean(page, 'editor: add a slide');
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/preview/${id}`);
    await axeAt(page, 'preview');
    await page.goto(`${server.url}/print/${id}`);
    await axeAt(page, 'print');
    await page.goto(`${server.url}/no/such/page`);
    await axeAt(page, '404 (signed in)');
    await context.close();
  });

  it('host console and big screen at every step of a deck of every type, the screen announcing each change politely', async () => {
    const account = await createAccount(server, 'a11y-host');
    const deckId = await makeLiveDeck(server, account.token, 'Accessible Friday');
    const { context, page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId, (step) => axeAt(host, `host: ${step}`));
    await axeClean(host, 'host: lobby');
    const event = await runningEventOf(server, account.token, deckId);
    await joinByApi(event.code, 'Ada');

    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/spectate/${event.id}`);
    await screen.getByText('Ada').first().waitFor({ timeout: 15_000 });
    const announcer = screen.getByTestId('screen-announcer');
    expect(await announcer.getAttribute('aria-live')).toBe('polite');
    await poll(() => announcer.textContent()).toBe('Accessible Friday: waiting for players to join.');
    await axeClean(screen, 'big screen: lobby');

    // Every step the console's → key reaches, to the end: both pages checked at each, once the
    // screen has announced the step (its polite live region is what a screen reader hears).
    const stepLabel = async () =>
      (await host
        .getByText(/^(Slide \d+ of \d+ ·|Lobby|Ended)/)
        .first()
        .textContent()) ?? '';
    const announced: string[] = [];
    for (let i = 0; i < 30; i++) {
      const before = await stepLabel();
      const saidBefore = await announcer.textContent();
      await host.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await host.keyboard.press('ArrowRight');
      await poll(stepLabel, { timeout: 15_000 }).not.toBe(before);
      const label = await stepLabel();
      const slide = /^Slide (\d+) of 7/.exec(label)?.[1];
      // The screen hears of the step on its own socket, maybe after the console; the last step
      // of the same slide also starts "Slide n of 7", so wait for the announcement to change.
      await poll(() => announcer.textContent(), { timeout: 15_000 }).not.toBe(saidBefore);
      await poll(() => announcer.textContent(), { timeout: 15_000 }).toMatch(new RegExp(`^Slide ${slide} of 7`));
      announced.push((await announcer.textContent()) ?? '');
      await axeClean(screen, `big screen: ${label}`);
      await axeClean(host, `host: ${label}`);
      if (/^Slide 7 of 7/.test(label)) break;
    }
    expect(announced).toContain('Slide 2 of 7: answers are open. Which planet is the largest in our solar system?');
    expect(announced).toContain('Slide 2 of 7: the answer is Jupiter.');
    expect(announced).toContain('Slide 3 of 7: the answer is True.');

    await host.getByRole('button', { name: 'End event' }).click();
    await host.getByRole('dialog').getByRole('button', { name: 'End event' }).click();
    await host.getByText('This event has ended').waitFor({ timeout: 15_000 });
    await poll(() => announcer.textContent(), { timeout: 15_000 }).toBe('Accessible Friday has ended. Final results are on the screen.');
    await axeClean(screen, 'big screen: ended');
    await axeClean(host, 'host: ended');
    await screenContext.close();
    await context.close();
  });
});

/** Presses Tab until the focused element's accessible text matches `name`; fails after `max` presses. */
async function tabTo(page: Page, name: RegExp, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''}`.trim() : '';
    });
    if (name.test(focused)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

describe('keyboard only', () => {
  it('opens a deck from the list, edits it, reorders a slide from its menu, and picks an image with the drop zone’s button', async () => {
    const account = await createAccount(server, 'a11y-keys');
    const id = await importDeckViaApi(server, account.token, sampleDeck('Keyboard deck'));
    const { context, page } = await signedInPage(browser, server, account.email);
    await page.goto(`${server.url}/decks`);
    await page.getByText('Keyboard deck').first().waitFor();

    await tabTo(page, /^Keyboard deck$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/deck/${id}`);
    await tabTo(page, /^Edit slides$/);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/edit/${id}`));
    await page.getByRole('button', { name: /^Slide 1, Content/ }).waitFor();

    // The first slide's menu: Enter opens it, the arrows reach "Move down", Enter moves.
    await tabTo(page, /^Actions for slide 1$/);
    await page.keyboard.press('Enter');
    await page.getByRole('menu').waitFor();
    // The menu takes focus once its opening transition ends (on a placeholder before its first
    // item, Mantine 9); arrows pressed before that land on the menu's button and do nothing, and
    // Enter there closes the menu (a loaded CI runner did this). Null: focus is not in the menu.
    const focusedItem = () =>
      page.evaluate(() => (document.activeElement?.closest('[role="menu"]') ? (document.activeElement.textContent ?? '') : null));
    await poll(focusedItem).not.toBeNull();
    for (let i = 0; i < 5 && !/Move down/.test((await focusedItem()) ?? ''); i++) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await focusedItem()).toMatch(/Move down/);
    await page.keyboard.press('Enter');
    await poll(() => page.getByRole('button', { name: /^Slide 2, Content/ }).count()).toBe(1);

    // The drop zone's own button opens the file picker from the keyboard.
    await tabTo(page, /^Slide 2, Content/);
    await page.keyboard.press('Enter');
    // The content slide's panel must be in place before tabbing: on a busy machine the first
    // slide's panel (which has an "Add image" too) can still be there and be replaced under focus.
    await page.getByLabel('Text', { exact: true }).waitFor();
    // Listen for the picker before moving focus: Playwright intercepts file choosers only once
    // a listener exists, and turning that on is a round trip to the browser that must not race
    // the key press (two full runs missed the chooser this way; alone the test passed).
    const choosing = page.waitForEvent('filechooser');
    await tabTo(page, /^Add image$/);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('BUTTON');
    await page.keyboard.press('Enter');
    const chooser = await choosing;
    await chooser.setFiles({ name: 'red.png', mimeType: 'image/png', buffer: PNG });
    await poll(() => page.getByRole('button', { name: 'Remove image' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await shot(page, 'a11y-keyboard-editor');
    await context.close();
  });
});

describe('prefers-reduced-motion', () => {
  /** Every duration of a computed `transition-duration` or `animation-duration`, in seconds. */
  const seconds = (value: string) => value.split(',').map((v) => Number.parseFloat(v) * (v.trim().endsWith('ms') ? 0.001 : 1));

  it('turns transitions, animations and smooth scrolling off in the app and on the big screen, and only then', async () => {
    const account = await createAccount(server, 'a11y-motion');
    const id = await importDeckViaApi(server, account.token, sampleDeck('Calm deck'));
    const deckId = await makeLiveDeck(server, account.token, 'Calm event');
    const { context: hostContext, page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId);
    const event = await runningEventOf(server, account.token, deckId);
    await joinByApi(event.code, 'Ada');

    const measure = async (reduce: boolean) => {
      const { context, page } = await signedInPage(browser, server, account.email);
      await page.emulateMedia({ reducedMotion: reduce ? 'reduce' : 'no-preference' });
      // A slide card of the deck page eases its shadow on hover.
      await page.goto(`${server.url}/deck/${id}`);
      const card = page.locator('ol li div[aria-hidden="true"] > div').first();
      await card.waitFor();
      const cardTransition = await card.evaluate((el) => getComputedStyle(el).transitionDuration);
      // The preview's strip of slides scrolls smoothly to the current one.
      await page.goto(`${server.url}/preview/${id}`);
      const strip = page.getByRole('navigation', { name: 'Slides' }).locator('ol');
      await strip.waitFor();
      const stripScroll = await strip.evaluate((el) => getComputedStyle(el).scrollBehavior);
      // Names pop into the big screen's lobby.
      await page.goto(`${server.url}/spectate/${event.id}`);
      const name = page.getByText('Ada', { exact: true }).first();
      await name.waitFor({ timeout: 15_000 });
      const nameAnimation = await name.evaluate((el) => {
        const style = getComputedStyle(el);
        return { name: style.animationName, duration: style.animationDuration };
      });
      await context.close();
      return { cardTransition, stripScroll, nameAnimation };
    };

    const normal = await measure(false);
    expect(Math.max(...seconds(normal.cardTransition))).toBeGreaterThan(0.1);
    expect(normal.stripScroll).toBe('smooth');
    expect(normal.nameAnimation.name).not.toBe('none');

    const reduced = await measure(true);
    expect(Math.max(...seconds(reduced.cardTransition))).toBeLessThan(0.001);
    expect(reduced.stripScroll).toBe('auto');
    expect(reduced.nameAnimation.name === 'none' || Math.max(...seconds(reduced.nameAnimation.duration)) < 0.001).toBe(true);
    await hostContext.close();
  });
});
