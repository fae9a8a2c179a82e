// Browser test of the signed-in home: a host with decks, an event still running and one that
// ended sees each of them, with the way back to the console, the report and the recap; the top
// bar says where they are, on a desktop and folded into a menu on a phone.
// Screenshots go to e2e/screenshots/home-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, DESKTOP, gql, PHONE, poll, shot, signedInPage } from './web-decks-helpers';
import { joinByApi, makeLiveDeck, noSidewaysScroll } from './web-live-helpers';

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

// Written out, so scripts/documents.test.ts checks each against the schema.
const START = 'mutation($d: ID!) { startEvent(deckId: $d) { id code } }';
const END = 'mutation($e: ID!) { endEvent(eventId: $e) { recapId } }';

describe('home', () => {
  it('lists my decks, the event still running and the one that ended, with their console, report and recap', async () => {
    const account = await createAccount(server, 'home');
    const quiz = await makeLiveDeck(server, account.token, 'Friday quiz');
    await makeLiveDeck(server, account.token, 'Team retro');
    const ended = (await gql<{ startEvent: { id: string; code: string } }>(server, account.token, START, { d: quiz })).startEvent;
    await joinByApi(server, ended.code, 'Ada');
    const { endEvent } = await gql<{ endEvent: { recapId: string } }>(server, account.token, END, { e: ended.id });
    const running = (await gql<{ startEvent: { id: string; code: string } }>(server, account.token, START, { d: quiz })).startEvent;

    const { page, context } = await signedInPage(browser, server, account.email, DESKTOP);
    const decks = page.getByRole('region', { name: 'Your decks' });
    await decks.getByRole('link', { name: 'Team retro' }).waitFor({ timeout: 15_000 });
    expect(await decks.getByRole('link', { name: 'Friday quiz' }).getAttribute('href')).toBe(`/deck/${quiz}`);
    expect(await page.getByText('No decks yet').count()).toBe(0);

    const live = page.getByRole('region', { name: 'An event is still running' });
    expect(await live.getByText(running.code).count()).toBe(1);
    expect(await live.getByRole('link', { name: 'Resume Friday quiz in the host console' }).getAttribute('href')).toBe(`/host/${quiz}`);

    const recent = page.getByRole('region', { name: 'Recent events' });
    expect(await recent.getByRole('link', { name: 'Report of Friday quiz' }).getAttribute('href')).toBe(`/analytics/${ended.id}`);
    expect(await recent.getByRole('link', { name: 'Public recap of Friday quiz' }).getAttribute('href')).toBe(`/recap/${endEvent.recapId}`);
    expect(await recent.getByText('1 participant').count()).toBe(1);

    // The templates strip: a row of icebreakers and the way to all of them.
    const strip = page.getByRole('region', { name: 'Start from a template' });
    await strip.getByRole('article').first().waitFor();
    expect(await strip.getByRole('article').count()).toBe(4);
    expect(await strip.getByRole('link', { name: 'All templates' }).getAttribute('href')).toBe('/templates');
    for (const tags of await strip.getByRole('article').evaluateAll((cards) => cards.map((c) => c.textContent ?? '')))
      expect(tags).toContain('Icebreakers');

    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allTextContents()).toEqual(['Home', 'Decks', 'Analytics', 'Templates']);
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    await expectNoAxeViolations(page, 'the busy home');
    await shot(page, 'home-busy-desktop');

    await recent.getByRole('link', { name: 'Report of Friday quiz' }).click();
    await page.waitForURL(`${server.url}/analytics/${ended.id}`);
    // The address changes first; the top bar marks where you are once the report's page is in.
    await poll(() => nav.getByRole('link', { name: 'Analytics' }).getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('makes a deck from a template of the strip and opens it in the editor', async () => {
    const account = await createAccount(server, 'home-template');
    const { page, context } = await signedInPage(browser, server, account.email, DESKTOP);
    const strip = page.getByRole('region', { name: 'Start from a template' });
    const first = strip.getByRole('article').first();
    await first.waitFor({ timeout: 15_000 });
    const title = (await first.getAttribute('aria-label'))!;
    await strip.getByRole('button', { name: `Use this template: ${title}` }).click();
    await page.waitForURL(/\/edit\//);
    const { decks } = await gql<{ decks: { items: { title: string }[] } }>(server, account.token, '{ decks { items { title } } }');
    expect(decks.items.map((d) => d.title)).toEqual([title]);

    // Back home, the new deck is among mine and the strip is still there.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.getByRole('region', { name: 'Your decks' }).getByRole('link', { name: title }).waitFor();
    await strip.getByRole('article').first().waitFor();
    await strip.scrollIntoViewIfNeeded();
    await shot(page, 'home-templates-desktop', false);
    await context.close();
  });

  it('on a phone, fits the width and folds the navigation into a menu', async () => {
    const account = await createAccount(server, 'home-phone');
    await makeLiveDeck(server, account.token, 'Pocket quiz');
    const { page, context } = await signedInPage(browser, server, account.email, PHONE);
    await page.getByRole('region', { name: 'Your decks' }).getByRole('link', { name: 'Pocket quiz' }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    await noSidewaysScroll(page);
    await shot(page, 'home-busy-phone');
    // The templates strip scrolls sideways inside itself, not the page.
    const strip = page.getByRole('region', { name: 'Start from a template' });
    await strip.getByRole('article').first().waitFor();
    await strip.scrollIntoViewIfNeeded();
    await shot(page, 'home-templates-phone', false);
    await page.getByRole('button', { name: 'Navigation menu', exact: true }).click();
    const decksItem = page.getByRole('menuitem', { name: 'Decks' });
    await decksItem.waitFor();
    await shot(page, 'home-menu-phone', false);
    await decksItem.click();
    await page.waitForURL(`${server.url}/decks`);
    // The menu closes with a transition: look at the page once it is gone.
    await poll(() => page.getByRole('menu').count()).toBe(0);
    await expectNoAxeViolations(page, 'the decks page reached from the phone menu');
    await context.close();
  });
});
