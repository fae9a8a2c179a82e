// Browser tests of issue 20 items 5 and 6: visiting /deck and /edit creates no deck (the "New
// deck" form does, when submitted); a deck exported on one server, with an image uploaded in
// the editor, imports on a second server with its own data folder, its image served there.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, startServer, type RunningServer } from './harness';
import { createAccount, gql, PHONE, poll, shot, signedInPage } from './web-decks-helpers';
import { noSidewaysScroll } from './web-live-helpers';

let serverA: RunningServer;
let serverB: RunningServer;
let browser: Browser;
const tmp = mkdtempSync(join(tmpdir(), 'mingle-portable-'));

beforeAll(async () => {
  // Two servers, each with its own data folder (database and uploaded files).
  [serverA, serverB] = await Promise.all([startServer(), startServer()]);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([serverA?.stop(), serverB?.stop()]);
});

/** Every deck of the account, the deleted ones too. */
async function deckCount(server: RunningServer, token: string): Promise<number> {
  const q = '{ live: decks { total } binned: decks(deleted: true) { total } }';
  const data = await gql<{ live: { total: number }; binned: { total: number } }>(server, token, q);
  return data.live.total + data.binned.total;
}

async function waitSaved(page: Page): Promise<void> {
  await poll(() => page.getByTestId('save-status').getAttribute('data-status'), { timeout: 15_000 }).toBe('saved');
}

describe('no junk decks', () => {
  it('visiting /deck and /edit, and reloading them, creates nothing; the New deck form creates one deck', async () => {
    const { email, token } = await createAccount(serverA, 'visits');
    const { context, page } = await signedInPage(browser, serverA, email);
    expect(await deckCount(serverA, token)).toBe(0);

    for (const path of ['/deck', '/edit']) {
      await page.goto(`${serverA.url}${path}`);
      await poll(() => page.getByRole('heading', { name: 'New deck', level: 1 }).isVisible()).toBe(true);
      await page.reload();
      await poll(() => page.getByRole('textbox', { name: 'Title' }).isVisible()).toBe(true);
      expect(await deckCount(serverA, token)).toBe(0);
    }
    await expectNoAxeViolations(page, 'the New deck form');
    await shot(page, 'new-deck-desktop');

    // Submitting makes exactly one deck, opened in the editor in place of the form.
    await page.getByRole('textbox', { name: 'Title' }).fill('Friday quiz');
    await page.getByRole('textbox', { name: 'Title' }).press('Enter');
    await page.waitForURL(/\/edit\/[^/?]+/);
    await poll(() => page.getByText('Add your first slide').isVisible()).toBe(true);
    expect(await deckCount(serverA, token)).toBe(1);
    // The editor took the form's place in the history: back goes to the page before it.
    await page.goBack();
    await poll(() => page.url()).toBe(`${serverA.url}/deck`);
    expect(await deckCount(serverA, token)).toBe(1);

    const phone = await signedInPage(browser, serverA, email, PHONE);
    await phone.page.goto(`${serverA.url}/deck`);
    await poll(() => phone.page.getByRole('button', { name: 'Create deck' }).isVisible()).toBe(true);
    await noSidewaysScroll(phone.page);
    await shot(phone.page, 'new-deck-phone');
    expect(await deckCount(serverA, token)).toBe(1);
    await phone.context.close();
    await context.close();
  });
});

describe('portable decks', () => {
  it('exports a deck with an uploaded image on one server and imports it on another, image and all', { timeout: 240_000 }, async () => {
    const a = await createAccount(serverA, 'exporter');
    const { context, page } = await signedInPage(browser, serverA, a.email);

    // On A: a new deck, a content slide with an image uploaded in the editor.
    await page.goto(`${serverA.url}/deck`);
    await page.getByRole('textbox', { name: 'Title' }).fill('Team photos');
    await page.getByRole('button', { name: 'Create deck' }).click();
    await page.waitForURL(/\/edit\/[^/?]+/);
    const deckId = new URL(page.url()).pathname.split('/')[2]!;
    await page.getByRole('button', { name: /^Content/ }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Our team');
    const picture = await sharp({ create: { width: 480, height: 320, channels: 3, background: '#2f9e44' } })
      .composite([{ input: Buffer.from('<svg width="480" height="320"><circle cx="240" cy="160" r="110" fill="#ffd43b"/></svg>') }])
      .png()
      .toBuffer();
    writeFileSync(join(tmp, 'team.png'), picture);
    await page.locator('input[type="file"]').first().setInputFiles(join(tmp, 'team.png'));
    await poll(() => page.getByRole('button', { name: 'Remove image' }).isVisible(), { timeout: 15_000 }).toBe(true);
    await waitSaved(page);

    // Export from the overview: one file, the image inside it.
    await page.goto(`${serverA.url}/deck/${deckId}`);
    await page.getByRole('button', { name: 'More' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('Team photos.mingle.json');
    const file = join(tmp, 'exported.json');
    await download.saveAs(file);
    const exported = JSON.parse(readFileSync(file, 'utf8')) as {
      title: string;
      slides: { image?: string }[];
      assets: Record<string, string>;
    };
    const urlOnA = exported.slides[0]!.image!;
    expect(urlOnA).toMatch(/^\/v1\/functions\/files\//);
    expect(exported.assets[urlOnA]).toMatch(/^data:image\/png;base64,/);
    await context.close();

    // On B, another server with its own data folder: sign up, import the file.
    const b = await createAccount(serverB, 'importer');
    const onB = await signedInPage(browser, serverB, b.email);
    const images: { url: string; status: number }[] = [];
    onB.page.on('response', (r) => {
      if (r.url().includes('/v1/functions/files/')) images.push({ url: r.url(), status: r.status() });
    });
    await onB.page.goto(`${serverB.url}/decks`);
    await poll(() => onB.page.getByText('Make your first deck').isVisible()).toBe(true);
    await onB.page.locator('input[type="file"]').first().setInputFiles(file);
    await onB.page.waitForURL(/\/deck\/[^/]+$/);
    await poll(() => onB.page.getByRole('heading', { name: 'Team photos', level: 1 }).isVisible()).toBe(true);
    const importedId = new URL(onB.page.url()).pathname.split('/')[2]!;
    const deck = await gql<{ deck: { slides: { image?: string }[] } }>(serverB, b.token, 'query ($id: ID!) { deck(id: $id) { slides } }', {
      id: importedId,
    });
    const urlOnB = deck.deck.slides[0]!.image!;
    expect(urlOnB).toMatch(/^\/v1\/functions\/files\//);
    expect(urlOnB).not.toBe(urlOnA);

    // The overview shows the picture, loaded from B.
    const shown = onB.page.locator(`img[src$="${urlOnB}"], img[src*="${urlOnB.replace(/\.png$/, '')}"]`).first();
    await poll(() => shown.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), {
      timeout: 15_000,
    }).toBe(true);
    await poll(() => images.some((i) => i.url.startsWith(serverB.url) && i.status === 200)).toBe(true);
    expect(images.every((i) => i.url.startsWith(serverB.url) && i.status < 400)).toBe(true);
    expect((await fetch(`${serverB.url}${urlOnB}`)).status).toBe(200);
    await shot(onB.page, 'portable-imported-overview-desktop');

    // The editor on B shows it too.
    await onB.page.goto(`${serverB.url}/edit/${importedId}`);
    const preview = onB.page.getByRole('region', { name: 'Big screen preview' }).locator('img');
    await poll(() => preview.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0), {
      timeout: 15_000,
    }).toBe(true);
    await shot(onB.page, 'portable-imported-editor-desktop', false);

    // The same file again: the title is taken now, so the copy says so.
    await onB.page.goto(`${serverB.url}/decks`);
    await onB.page.locator('input[type="file"]').first().setInputFiles(file);
    await poll(() => onB.page.getByRole('heading', { name: 'Team photos (imported)', level: 1 }).isVisible()).toBe(true);
    await onB.page.goto(`${serverB.url}/decks`);
    await onB.page.locator('input[type="file"]').first().setInputFiles(file);
    await poll(() => onB.page.getByRole('heading', { name: 'Team photos (imported 2)', level: 1 }).isVisible()).toBe(true);
    await onB.page.goto(`${serverB.url}/decks`);
    await poll(() => onB.page.getByText('Team photos (imported 2)').isVisible()).toBe(true);
    await shot(onB.page, 'portable-decks-list-desktop');
    await onB.context.close();
  });

  it('an old export, without its images, is refused on another server naming the field, and nothing is created', async () => {
    const a = await createAccount(serverA, 'old-exporter');
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: 'mutation($f: Upload!) { uploadFile(file: $f) { url } }', variables: { f: null } }));
    form.append('map', JSON.stringify({ 0: ['variables.f'] }));
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#1971c2' } })
      .png()
      .toBuffer();
    form.append('0', new Blob([png], { type: 'image/png' }), 'blue.png');
    const uploaded = (await (
      await fetch(`${serverA.url}/v1/graphql`, { method: 'POST', headers: { authorization: `Bearer ${a.token}` }, body: form })
    ).json()) as { data: { uploadFile: { url: string } } };
    const old = {
      version: 1,
      title: 'Old export',
      slides: [{ type: 'content', id: 'c1', title: 'Hi', image: uploaded.data.uploadFile.url }],
    };
    writeFileSync(join(tmp, 'old.json'), JSON.stringify(old));

    const b = await createAccount(serverB, 'old-importer');
    const { context, page } = await signedInPage(browser, serverB, b.email);
    await page.goto(`${serverB.url}/decks`);
    await page.locator('input[type="file"]').first().setInputFiles(join(tmp, 'old.json'));
    const error = page.getByRole('dialog', { name: 'This file could not be imported' });
    await poll(() => error.isVisible()).toBe(true);
    expect(await error.getByTestId('import-errors').textContent()).toContain('slides[0].image: this image was not uploaded to this server');
    await shot(page, 'portable-old-export-refused-desktop');
    expect(await deckCount(serverB, b.token)).toBe(0);
    await context.close();
  });
});
