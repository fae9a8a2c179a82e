// Browser test of the community list (issue 20 item 3, ADR 51): an owner publishes a deck from its
// deck page; a signed-out visitor finds it on /community-list, searches and previews it; another
// account copies it into their decks and the count goes up; the owner unpublishes it. The same
// gallery is embeddable at /embed/decks, where copying opens Mingle in a new tab.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, DESKTOP, gql, importDeckViaApi, PHONE, poll, sampleDeck, shot, signedInPage } from './web-decks-helpers';
import { noSidewaysScroll } from './web-live-helpers';

let server: RunningServer;
let browser: Browser;
let owner: { email: string; token: string };
let deckId: string;

beforeAll(async () => {
  server = await startServer({ EMBED_ORIGINS: 'https://partner.example' });
  browser = await launchBrowser();
  mkdirSync(screenshotDir, { recursive: true });
  owner = await createAccount(server, 'community-owner');
  deckId = await importDeckViaApi(server, owner.token, sampleDeck('Planet pub quiz', ['trivia', 'space']));
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const cards = (page: Page) => page.locator('main article');
const copyCountOf = async (id: string) =>
  (
    await gql<{ communityDeck: { copyCount: number } }>(server, owner.token, 'query ($id: ID!) { communityDeck(id: $id) { copyCount } }', {
      id,
    })
  ).communityDeck.copyCount;

describe('the community list', () => {
  it('shows an honest empty list before anything is published', async () => {
    const page = await browser.newPage({ viewport: DESKTOP });
    const response = await page.goto(`${server.url}/community-list`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Community', level: 1 }).waitFor();
    await page.getByText('Nothing published yet').waitFor();
    await shot(page, 'community-empty');
    await page.close();
  });

  it('lets the owner publish a deck from its page, after saying what publishing shows', async () => {
    // A deck without a description cannot be published yet, and says why.
    const bare = await importDeckViaApi(server, owner.token, { ...sampleDeck('No words'), description: '' });
    const { context, page } = await signedInPage(browser, server, owner.email);
    await page.goto(`${server.url}/deck/${bare}`);
    const community = page.getByRole('region', { name: 'Community' });
    await community.getByText('Add a description first').waitFor();
    expect(await community.getByRole('button', { name: 'Publish to community' }).isDisabled()).toBe(true);

    await page.goto(`${server.url}/deck/${deckId}`);
    await community.getByText('Private').waitFor();
    await community.getByRole('button', { name: 'Publish to community' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish to the community list?' });
    await dialog.getByText('correct answers and host notes included').waitFor();
    await shot(page, 'community-publish-confirm', false);
    await dialog.getByRole('button', { name: 'Publish' }).click();
    await community.getByText('Published').waitFor();
    await community.getByText('Not copied yet').waitFor();
    await shot(page, 'community-deck-published');
    await context.close();
  });

  it('lets a signed-out visitor search, filter and preview published decks', async () => {
    const context = await browser.newContext({ viewport: DESKTOP, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/community-list`);
    await poll(() => cards(page).count()).toBe(1);
    const card = cards(page).first();
    expect(await card.getAttribute('aria-label')).toBe('Planet pub quiz');
    await card.getByText('by Sam Rivera').waitFor();
    await shot(page, 'community-list-desktop', false);
    await expectNoAxeViolations(page, 'community list');

    // Tag chips come from the published decks; a search that matches nothing says so.
    await page.getByRole('navigation', { name: 'Community tags' }).getByRole('link', { name: 'space' }).click();
    await page.waitForURL(`${server.url}/community-list?tag=space`);
    await poll(() => cards(page).count()).toBe(1);
    await page.getByRole('searchbox', { name: 'Search community decks' }).fill('zebra');
    await page.getByText('No community decks match').waitFor();
    await page.getByRole('link', { name: 'Show every deck' }).click();
    await poll(() => cards(page).count()).toBe(1);

    await page.getByRole('button', { name: 'Preview Planet pub quiz' }).click();
    const dialog = page.getByRole('dialog', { name: 'Community deck: Planet pub quiz' });
    await dialog.getByRole('region', { name: 'Big screen: slide 1' }).waitFor();
    await dialog.getByRole('button', { name: 'Make a copy' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('Which planet is closest to the sun?').first().waitFor();
    await shot(page, 'community-preview', false);
    await page.keyboard.press('Escape');
    await poll(() => dialog.count()).toBe(0);

    // The report link leads to /report about this deck.
    expect(await card.getByRole('link', { name: 'Report Planet pub quiz' }).getAttribute('href')).toBe(`/report?deck=${deckId}`);
    await context.close();
  });

  it('lets another account make a copy: it opens in their editor and counts on the list', async () => {
    const other = await createAccount(server, 'community-copier');
    const { context, page } = await signedInPage(browser, server, other.email);
    await page.goto(`${server.url}/community-list`);
    await page.getByRole('button', { name: 'Make a copy: Planet pub quiz' }).click();
    await page.waitForURL(/\/edit\/[0-9a-f-]{36}$/, { timeout: 40_000 });
    const copyId = page.url().split('/').pop()!;
    expect(copyId).not.toBe(deckId);
    const { deck } = await gql<{ deck: { title: string; visibility: string; slideCount: number } }>(
      server,
      other.token,
      'query ($id: ID!) { deck(id: $id) { title visibility slideCount } }',
      { id: copyId },
    );
    expect(deck).toEqual({ title: 'Planet pub quiz', visibility: 'PRIVATE', slideCount: 3 });
    expect(await copyCountOf(deckId)).toBe(1);

    await page.goto(`${server.url}/community-list?sort=copied`);
    await cards(page).first().getByText('Copied once').waitFor();
    await context.close();
  });

  it('copies after signing in when a signed-out visitor asked for it', async () => {
    const later = await createAccount(server, 'community-later');
    const context = await browser.newContext({ viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${server.url}/community-list`);
    await page.getByRole('button', { name: 'Make a copy: Planet pub quiz' }).click();
    await page.waitForURL(`${server.url}/register`);
    await page.goto(`${server.url}/login`);
    await page.getByLabel('Email').fill(later.email);
    await page.getByLabel('Password', { exact: true }).fill('correct horse battery');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.waitForURL(/\/edit\/[0-9a-f-]{36}$/, { timeout: 40_000 });
    expect(await copyCountOf(deckId)).toBe(2);
    await context.close();
  });

  it('fits a phone without sideways scrolling', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/community-list`);
    await poll(() => cards(page).count()).toBe(1);
    await noSidewaysScroll(page);
    await shot(page, 'community-list-phone', false);
    await context.close();
  });

  it('is embeddable by the allowed origins, and copying there opens Mingle in a new tab', async () => {
    const page = await browser.newPage({ viewport: { width: 900, height: 700 } });
    const response = await page.goto(`${server.url}/embed/decks`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'self' https://partner.example");
    await poll(() => cards(page).count()).toBe(1);
    expect(await page.getByRole('banner').count()).toBe(0);
    const copy = page.getByRole('link', { name: 'Make a copy in Mingle: Planet pub quiz' });
    expect(await copy.getAttribute('href')).toBe(`/community-list?copy=${deckId}`);
    expect(await copy.getAttribute('target')).toBe('_blank');
    await shot(page, 'community-embed', false);
    await page.close();
  });

  it('lets the owner unpublish: the deck leaves the list, the copies stay', async () => {
    const { context, page } = await signedInPage(browser, server, owner.email);
    await page.goto(`${server.url}/deck/${deckId}`);
    const community = page.getByRole('region', { name: 'Community' });
    await community.getByText('Copied 2 times').waitFor();
    await community.getByRole('button', { name: 'Unpublish' }).click();
    await page.getByRole('dialog', { name: 'Take it off the community list?' }).getByRole('button', { name: 'Unpublish' }).click();
    await community.getByText('Private').waitFor();
    await page.goto(`${server.url}/community-list`);
    await page.getByText('Nothing published yet').waitFor();
    await context.close();
  });
});
