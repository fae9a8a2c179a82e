// Browser test of the template gallery (issue 20, ADR 0049): a signed-out visitor browses
// /templates (tags, search, a preview with phone and big screen), picks "Use this template",
// signs in and lands in the editor on their own copy; they edit it and host it, and a phone joins.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, DESKTOP, gql, PASSWORD, poll, shot } from './web-decks-helpers';
import { hostNext, joinPhone, noSidewaysScroll, startFromConsole } from './web-live-helpers';

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

const cards = (page: Page) => page.locator('main article');

describe('the template gallery', () => {
  it('lets a signed-out visitor browse by tag and search', async () => {
    // bypassCSP: axe is injected as an inline script, which the app's policy refuses.
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    const response = await page.goto(`${server.url}/popular`);
    expect(response?.status()).toBe(200);
    await page.waitForURL(`${server.url}/templates`);
    await page.getByRole('heading', { name: 'Templates', level: 1 }).waitFor();
    await poll(() => cards(page).count()).toBeGreaterThanOrEqual(24);
    await page.getByText(/^\d+ templates$/).waitFor();
    await shot(page, 'templates-gallery-desktop', false);
    await expectNoAxeViolations(page, 'template gallery');

    // A tag: only its templates, and its own address.
    await page.getByRole('navigation', { name: 'Template tags' }).getByRole('link', { name: 'Retrospectives' }).click();
    await page.waitForURL(`${server.url}/templates/retrospective`);
    await page.getByRole('heading', { name: 'Retrospectives', level: 1 }).waitFor();
    await poll(() => cards(page).count()).toBe(2);
    expect(
      await page
        .getByRole('navigation', { name: 'Template tags' })
        .getByRole('link', { name: 'Retrospectives' })
        .getAttribute('aria-current'),
    ).toBe('page');

    // Search within the tag, then a search that matches nothing.
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('sprint');
    await page.waitForURL(`${server.url}/templates/retrospective?q=sprint`);
    await poll(() => cards(page).count()).toBe(1);
    expect(await cards(page).first().getAttribute('aria-label')).toBe('Sprint retrospective');
    await page.getByRole('searchbox', { name: 'Search templates' }).fill('zebra crossing');
    await page.getByText('No templates match').waitFor();
    await shot(page, 'templates-empty');
    await page.getByRole('link', { name: 'Show all templates' }).click();
    await page.waitForURL(`${server.url}/templates`);
    await poll(() => cards(page).count()).toBeGreaterThanOrEqual(24);

    // A tag outside the fixed list is the 404 page.
    expect((await page.goto(`${server.url}/templates/party`))?.status()).toBe(404);
    await page.getByRole('heading', { name: 'This page could not be found' }).waitFor();
    await context.close();
  });

  it('previews a template: big screen and phone, step by step, with "Use this template"', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/templates/trivia`);
    await page.getByRole('button', { name: 'Preview Space trivia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Template: Space trivia' });
    await dialog.getByRole('region', { name: 'Big screen: slide 1' }).waitFor();
    await dialog.getByRole('button', { name: 'Use this template' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('Which is the hottest planet in our Solar System?').first().waitFor();
    await shot(page, 'templates-preview', false);
    await expectNoAxeViolations(page, 'template preview');
    await page.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);
    await context.close();
  });

  it('shows the images shipped with a template in its preview (a flag in the picture quiz)', async () => {
    for (const [viewport, name] of [
      [DESKTOP, 'templates-preview-flag'],
      [{ width: 390, height: 844 }, 'templates-preview-flag-phone'],
    ] as const) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(`${server.url}/templates/trivia`);
      await page.getByRole('button', { name: 'Preview Name that flag' }).click();
      const dialog = page.getByRole('dialog', { name: 'Template: Name that flag' });
      await dialog.getByRole('region', { name: 'Big screen: slide 1' }).waitFor();
      await page.keyboard.press('ArrowRight');
      await dialog.getByText("Which country's flag is this?").first().waitFor();
      // The flag is a file this server stored from apps/server/templates/images, and it loads.
      const flag = dialog.locator('img[src^="/v1/functions/files/"]').first();
      await flag.waitFor();
      await poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
      await shot(page, name, false);
      await context.close();
    }
  });

  it('fits a phone without sideways scrolling', async () => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/templates/icebreaker`);
    await poll(() => cards(page).count()).toBeGreaterThan(0);
    await noSidewaysScroll(page);
    await shot(page, 'templates-phone', false);
    await context.close();
  });

  it('uses a template after signing in, then the copy is edited and hosted', async () => {
    const { email, token } = await createAccount(server, 'templates');
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${server.url}/templates`);
    await page.getByRole('button', { name: 'Use this template: Friday happy hour' }).click();
    // Signed out: to sign up, with the way back remembered; signing in instead works alike.
    await page.waitForURL(`${server.url}/register`);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/edit\/[0-9a-f-]{36}$/, { timeout: 40_000 });
    const deckId = page.url().split('/').pop()!;

    // The copy is mine, with the template's slides; edit its welcome slide.
    const title = page.getByRole('textbox', { name: 'Title' });
    await poll(() => title.inputValue()).toBe('Happy Friday!');
    await title.fill('Happy Friday, design team!');
    await poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('saved');
    await shot(page, 'templates-used-in-editor', false);
    const { deck } = await gql<{ deck: { title: string; slides: { title?: string }[]; problems: unknown[] } }>(
      server,
      token,
      'query ($id: ID!) { deck(id: $id) { title slides problems { message } } }',
      { id: deckId },
    );
    expect(deck.title).toBe('Friday happy hour');
    expect(deck.slides[0]!.title).toBe('Happy Friday, design team!');
    expect(deck.problems).toEqual([]);

    // Host it: a phone joins and sees the edited welcome slide.
    await startFromConsole(page, server, deckId);
    const { runningEvent } = await gql<{ runningEvent: { code: string } }>(
      server,
      token,
      'query ($d: ID!) { runningEvent(deckId: $d) { code } }',
      {
        d: deckId,
      },
    );
    const phone = await joinPhone(browser, server, runningEvent.code, 'Robin');
    await hostNext(page, /^Slide 1 of 12/);
    await page.getByText('Happy Friday, design team!').first().waitFor();
    await shot(page, 'templates-hosted-console', false);
    await phone.context.close();
    await context.close();
  });
});
