// Browser tests of the decks screens (decks issue): the list with search, sort, tags and
// paging; delete with Undo and Recently deleted; JSON import with the server's field errors;
// export that re-imports; the deck overview and its 404. Screenshots at desktop and phone widths.
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, gql, poll, importDeckViaApi, PHONE, sampleDeck, shot, signedInPage } from './web-decks-helpers';

let server: RunningServer;
let browser: Browser;
const tmp = mkdtempSync(join(tmpdir(), 'mingle-decks-'));

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  mkdirSync(screenshotDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function cardTitles(page: Page): Promise<string[]> {
  return page
    .locator('section[aria-label="Your decks"] article')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label') ?? ''));
}

describe('decks list', () => {
  it('shows an empty state that leads to creating or importing, then lists, searches, sorts, filters and pages decks', async () => {
    const { email, token } = await createAccount(server, 'decks');
    const { context, page } = await signedInPage(browser, server, email);
    await page.goto(`${server.url}/decks`);
    await poll(() => page.getByText('Make your first deck').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Create a deck' }).isVisible()).toBe(true);
    await shot(page, 'decks-empty-desktop');

    await importDeckViaApi(server, token, sampleDeck('Onboarding bingo', ['onboarding', 'icebreaker']));
    await importDeckViaApi(server, token, sampleDeck('All-hands warm-up', ['icebreaker']));
    await importDeckViaApi(server, token, sampleDeck('Quarterly trivia', ['trivia']));
    await page.reload();
    await poll(() => cardTitles(page)).toEqual(['Quarterly trivia', 'All-hands warm-up', 'Onboarding bingo']);
    expect(await page.getByText('3 slides · Updated').first().isVisible()).toBe(true);
    await shot(page, 'decks-desktop');

    // Search is debounced and kept in the URL.
    await page.getByRole('searchbox', { name: 'Search decks' }).fill('trivia');
    await poll(() => cardTitles(page)).toEqual(['Quarterly trivia']);
    expect(page.url()).toContain('q=trivia');
    await page.getByRole('button', { name: 'Clear search' }).click();
    await poll(() => cardTitles(page)).toHaveLength(3);

    // Sort by title; filter by a tag chip.
    await page.getByRole('combobox', { name: 'Sort decks' }).click();
    await page.getByRole('option', { name: 'Title A–Z' }).click();
    await poll(() => cardTitles(page)).toEqual(['All-hands warm-up', 'Onboarding bingo', 'Quarterly trivia']);
    const chip = page.getByRole('group', { name: 'Filter by tag' }).getByText('icebreaker', { exact: true });
    await chip.click();
    await poll(() => cardTitles(page)).toEqual(['All-hands warm-up', 'Onboarding bingo']);
    expect(await page.getByRole('checkbox', { name: 'icebreaker' }).isChecked()).toBe(true);
    await chip.click();
    await poll(() => cardTitles(page)).toHaveLength(3);

    // 20 per page: 22 decks make two pages.
    for (let i = 0; i < 19; i++)
      await gql(server, token, 'mutation ($t: String) { createDeck(input: { title: $t }) { id } }', {
        t: `Spare deck ${String(i).padStart(2, '0')}`,
      });
    await page.goto(`${server.url}/decks`);
    await poll(() => cardTitles(page)).toHaveLength(20);
    expect(await page.getByText('1–20 of 22').isVisible()).toBe(true);
    await page.getByRole('button', { name: '2', exact: true }).click();
    await poll(() => cardTitles(page)).toHaveLength(2);
    expect(page.url()).toContain('page=2');

    const phone = await signedInPage(browser, server, email, PHONE);
    await phone.page.goto(`${server.url}/decks?sort=title`);
    await poll(() => cardTitles(phone.page)).toHaveLength(20);
    await shot(phone.page, 'decks-phone', false);
    await phone.context.close();
    await context.close();
  });

  it('deletes a deck after naming it, undoes from the notification, and restores from Recently deleted', async () => {
    const { email, token } = await createAccount(server, 'delete');
    await importDeckViaApi(server, token, sampleDeck('Keep me'));
    await importDeckViaApi(server, token, sampleDeck('Bin me'));
    const { context, page } = await signedInPage(browser, server, email);
    await page.goto(`${server.url}/decks`);
    await poll(() => cardTitles(page)).toEqual(['Bin me', 'Keep me']);

    // By keyboard first: Escape keeps the deck, and focus goes back to the card's ⋮ button.
    await page.getByRole('button', { name: 'More for Bin me' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Delete' }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete “Bin me”?' });
    await poll(() => confirm.isVisible()).toBe(true);
    // As a keyboard user would, press Escape once focus is in the dialog: while it is still on
    // the closing menu's item (a loaded run, 2026-11-29), Mantine leaves that key to the menu.
    await poll(() => confirm.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await poll(() => confirm.count()).toBe(0);
    await poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('More for Bin me');

    await page.getByRole('button', { name: 'More for Bin me' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await poll(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Delete deck' }).click();
    await poll(() => cardTitles(page)).toEqual(['Keep me']);
    await page.getByRole('button', { name: 'Undo' }).click();
    await poll(() => cardTitles(page)).toEqual(['Bin me', 'Keep me']);

    // Again, without undo: it waits in Recently deleted.
    await page.getByRole('button', { name: 'More for Bin me' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Delete deck' }).click();
    await poll(() => cardTitles(page)).toEqual(['Keep me']);
    await page.getByRole('link', { name: 'Recently deleted' }).click();
    await page.waitForURL(/view=deleted/);
    const deleted = page.locator('section[aria-label="Recently deleted decks"] article');
    await poll(() => deleted.count()).toBe(1);
    await shot(page, 'decks-deleted-desktop');
    await poll(() =>
      deleted
        .first()
        .getByText(/Restorable until/)
        .isVisible(),
    ).toBe(true);
    await deleted.first().getByRole('button', { name: 'Restore' }).click();
    await poll(() => deleted.count()).toBe(0);
    await page.getByRole('link', { name: 'All decks' }).click();
    await poll(() => cardTitles(page)).toEqual(['Bin me', 'Keep me']);
    await context.close();
  });

  it('the "Deck deleted" notification shows its Undo in full, at desktop and at phone width', async () => {
    const { email, token } = await createAccount(server, 'undo');
    await importDeckViaApi(server, token, sampleDeck('Copy of Imported deck'));
    await importDeckViaApi(server, token, sampleDeck('A deck with a much longer title than most decks have in a list'));
    for (const [title, viewport] of [
      ['Copy of Imported deck', undefined],
      ['A deck with a much longer title than most decks have in a list', { width: 360, height: 740 }],
    ] as const) {
      const { context, page } = await signedInPage(browser, server, email, viewport);
      await page.goto(`${server.url}/decks`);
      await page.getByRole('button', { name: `More for ${title}` }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await page.getByRole('button', { name: 'Delete deck' }).click();
      const undo = page.getByRole('button', { name: 'Undo' });
      await poll(() => undo.isVisible()).toBe(true);
      await shot(page, `decks-undo-toast-${viewport ? 'phone' : 'desktop'}`, false);
      // The label is cut (an ellipsis or "Und") when its text is wider than its box.
      const label = await undo.evaluate((button) => {
        const span = button.querySelector('.mantine-Button-label') ?? button;
        return { scroll: span.scrollWidth, client: span.clientWidth };
      });
      expect(label.scroll, `Undo label ${JSON.stringify(label)}`).toBeLessThanOrEqual(label.client);
      await context.close();
    }
  });

  it('imports a deck file, explains a bad one field by field, and exports a file that imports again', async () => {
    const { email } = await createAccount(server, 'import');
    const { context, page } = await signedInPage(browser, server, email);
    await page.goto(`${server.url}/decks`);
    await poll(() => page.getByText('Make your first deck').isVisible()).toBe(true);

    const bad = sampleDeck('Too long');
    (bad.slides[1] as { options: { text: string }[] }).options[1]!.text = 'x'.repeat(121);
    writeFileSync(join(tmp, 'bad.json'), JSON.stringify(bad));
    await page.locator('input[type="file"]').first().setInputFiles(join(tmp, 'bad.json'));
    const error = page.getByRole('dialog', { name: 'This file could not be imported' });
    await poll(() => error.isVisible()).toBe(true);
    expect(await error.getByTestId('import-errors').textContent()).toContain('slides[1].options[1].text: at most 120 characters');
    await shot(page, 'decks-import-error-desktop');
    await error.getByRole('button', { name: 'OK' }).click();

    writeFileSync(join(tmp, 'notes.json'), 'not json at all');
    await page.locator('input[type="file"]').first().setInputFiles(join(tmp, 'notes.json'));
    await poll(() => page.getByText('“notes.json” is not a deck file').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'OK' }).click();

    writeFileSync(join(tmp, 'good.json'), JSON.stringify(sampleDeck('Imported quiz', ['imported'])));
    await page.locator('input[type="file"]').first().setInputFiles(join(tmp, 'good.json'));
    await page.waitForURL(/\/deck\/[^/]+$/);
    await poll(() => page.getByRole('heading', { name: 'Imported quiz', level: 1 }).isVisible()).toBe(true);
    expect(await page.getByText('Ready to host').isVisible()).toBe(true);

    // Export from the overview; the file is deck format v1 and imports as a second deck.
    await page.getByRole('button', { name: 'More' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Export' }).click()]);
    expect(download.suggestedFilename()).toBe('Imported quiz.mingle.json');
    const exported = join(tmp, 'exported.json');
    await download.saveAs(exported);
    const doc = JSON.parse(readFileSync(exported, 'utf8')) as { version: number; title: string; slides: unknown[] };
    expect(doc).toMatchObject({ version: 1, title: 'Imported quiz' });
    expect(doc.slides).toHaveLength(3);

    await page.goto(`${server.url}/decks`);
    await page.locator('input[type="file"]').first().setInputFiles(exported);
    await page.waitForURL(/\/deck\/[^/]+$/);
    await page.goto(`${server.url}/decks`);
    // The title is taken by the first import, so the second says what it is.
    await poll(() => cardTitles(page)).toEqual(['Imported quiz (imported)', 'Imported quiz']);
    await context.close();
  });

  it('shows a deck overview with its problems linking into the editor, and 404 for a deck that is not there', async () => {
    const { email, token } = await createAccount(server, 'overview');
    const deck = sampleDeck('Half done', ['draft']);
    (deck.slides[1] as { question: string }).question = '';
    const id = await importDeckViaApi(server, token, deck);
    const { context, page } = await signedInPage(browser, server, email);
    await page.goto(`${server.url}/deck/${id}`);
    await poll(() => page.getByText('1 thing to finish before hosting').isVisible()).toBe(true);
    await shot(page, 'deck-overview-desktop');
    await page.getByRole('link', { name: 'Slide 2 · Quiz' }).click();
    await page.waitForURL(new RegExp(`/edit/${id}\\?slide=`));
    await poll(() => page.getByRole('heading', { name: 'Quiz', level: 2 }).isVisible()).toBe(true);

    const phone = await signedInPage(browser, server, email, PHONE);
    await phone.page.goto(`${server.url}/deck/${id}`);
    await poll(() => phone.page.getByRole('link', { name: 'Host live' }).isVisible()).toBe(true);
    await shot(phone.page, 'deck-overview-phone');
    await phone.context.close();

    // A slide that cannot be played as it stands (a who-said-it with no question to quote): the
    // page says why before Start, not "Ready to host".
    const sample = sampleDeck('Icebreakers');
    const icebreaker = { ...sample, slides: [...sample.slides, { type: 'whosaid', sourceSlideId: '' }] };
    const iceId = await importDeckViaApi(server, token, icebreaker);
    await page.goto(`${server.url}/deck/${iceId}`);
    await poll(() => page.getByText('1 thing to finish before hosting').isVisible()).toBe(true);
    expect(await page.getByText('Ready to host').count()).toBe(0);
    await poll(() => page.getByText(/Choose the open-text question whose answers are the quotes/).isVisible()).toBe(true);

    await page.goto(`${server.url}/deck/00000000-0000-0000-0000-000000000000`);
    await poll(() => page.getByText('This page could not be found').isVisible()).toBe(true);
    await context.close();
  });
});
