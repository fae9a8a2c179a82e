// Browser test of the ranking slide (SPEC R14): phones order the items by touch drag, by mouse
// drag and by keyboard on the move buttons (focus follows the item, moves are announced),
// send, then see their own ranking and the room's, which grows live by Borda count on the big
// screen and the phones. Screenshots go to e2e/screenshots/ranking-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, shot, signedInPage } from './web-decks-helpers';
import { joinPhone, makeLiveDeck, runningEventOf, SCREEN, startFromConsole, type Phone } from './web-live-helpers';

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

const ITEMS = ['Faster releases', 'Fewer bugs', 'Lower costs', 'Happier customers', 'A team offsite'];
const SLIDES = [{ type: 'ranking', question: 'Rank next quarter’s priorities', items: ITEMS }];
const MY_LIST = 'Your ranking, first to last';
const SCREEN_LIST = 'The room’s ranking by Borda points';

const sees = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });
const stepOf = (host: Page) =>
  host
    .getByText(/^(Slide \d+ of \d+ ·|Lobby|Ended)/)
    .first()
    .textContent();

/** The item texts of a list, top to bottom (each row's label). */
const itemsOf = (list: Locator) => list.locator(':scope > li').evaluateAll((lis) => lis.map((li) => li.textContent ?? ''));
const myOrder = (page: Page) => itemsOf(page.getByRole('list', { name: MY_LIST }));
const rowOf = (page: Page, item: string) => page.getByRole('list', { name: MY_LIST }).locator(':scope > li').filter({ hasText: item });
const handleOf = (page: Page, item: string) => rowOf(page, item).locator('span[aria-hidden="true"]').first();
const centre = async (l: Locator) => {
  const box = (await l.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** A finger drags `item` by its handle to where `target`'s row is (Chrome's touch input, through the DevTools protocol). */
async function touchDrag(page: Page, item: string, target: string): Promise<void> {
  const from = await centre(handleOf(page, item));
  const to = await centre(rowOf(page, target));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let i = 1; i <= 12; i++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from.x, y: from.y + ((to.y - from.y) * i) / 12 }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

/** A mouse drags `item` by its handle to where `target`'s row is. */
async function mouseDrag(page: Page, item: string, target: string): Promise<void> {
  const from = await centre(handleOf(page, item));
  const to = await centre(rowOf(page, target));
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x, to.y, { steps: 12 });
  await page.mouse.up();
}

describe('a ranking slide, live', () => {
  it('R14.2–R14.5 phones rank by drag and by keyboard; the room’s Borda ranking grows on the big screen and the phones', async () => {
    const account = await createAccount(server, 'ranking-host');
    const deckId = await makeLiveDeck(server, account.token, 'Priorities', SLIDES);
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId);
    const event = await runningEventOf(server, account.token, deckId);
    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/event/${event.id}`);
    const [ada, grace, linus] = [
      await joinPhone(browser, server, event.code, 'Ada'),
      await joinPhone(browser, server, event.code, 'Grace'),
      await joinPhone(browser, server, event.code, 'Linus'),
    ] as [Phone, Phone, Phone];
    for (const name of ['Ada', 'Grace', 'Linus']) await sees(screen, name);

    await host.getByRole('button', { name: /Start the game \(3 players\)/ }).click();
    await expect.poll(() => stepOf(host)).toMatch(/Slide 1 of 1 · Ranking · Answering/);
    await ada.page.getByRole('list', { name: MY_LIST }).waitFor({ timeout: 15_000 });
    expect(await myOrder(ada.page)).toEqual(ITEMS.map((item, i) => `${i + 1}${item}`));
    await sees(screen, '0 people ranked · rank the items on your phone');
    await shot(ada.page, 'ranking-phone-answering', false);
    await expectNoAxeViolations(ada.page, 'phone: ranking answering');

    // Ada, by touch: "Happier customers" dragged to the top.
    await touchDrag(ada.page, 'Happier customers', 'Faster releases');
    await expect
      .poll(() => myOrder(ada.page))
      .toEqual(['1Happier customers', '2Faster releases', '3Fewer bugs', '4Lower costs', '5A team offsite']);
    await sees(ada.page, '“Happier customers” moved to position 1 of 5');
    // Then by keyboard: "Fewer bugs" up one with Enter, focus staying on its button, and down again with the arrow key.
    const up = ada.page.getByRole('button', { name: 'Move “Fewer bugs” up' });
    await up.focus();
    await ada.page.keyboard.press('Enter');
    await expect
      .poll(() => myOrder(ada.page))
      .toEqual(['1Happier customers', '2Fewer bugs', '3Faster releases', '4Lower costs', '5A team offsite']);
    expect(await up.evaluate((el) => el === document.activeElement)).toBe(true);
    await sees(ada.page, '“Fewer bugs” moved to position 2 of 5');
    await ada.page.keyboard.press('ArrowDown');
    await ada.page.keyboard.press('ArrowDown');
    expect(await myOrder(ada.page)).toEqual(['1Happier customers', '2Faster releases', '3Lower costs', '4Fewer bugs', '5A team offsite']);
    expect(await up.evaluate((el) => el === document.activeElement)).toBe(true);
    await shot(ada.page, 'ranking-phone-reordered', false);
    await ada.page.getByRole('button', { name: 'Send my ranking' }).click();
    await sees(ada.page, 'Ranking sent');
    // Her order, Happier customers (3) first: first 4 points … last 0.
    await sees(screen, '1 person ranked · rank the items on your phone');
    await expect
      .poll(() => itemsOf(screen.getByRole('list', { name: SCREEN_LIST })))
      .toEqual([
        expect.stringMatching(/^1Happier customers.*4 points$/),
        expect.stringMatching(/^2Faster releases.*3 points$/),
        expect.stringMatching(/^3Lower costs.*2 points$/),
        expect.stringMatching(/^4Fewer bugs.*1 point$/),
        expect.stringMatching(/^5A team offsite.*0 points$/),
      ]);
    await expect.poll(() => itemsOf(ada.page.getByRole('region', { name: 'The room’s ranking' }).getByRole('list'))).toHaveLength(5);

    // Grace, by mouse: "Lower costs" to the top, then sends.
    await grace.page.getByRole('list', { name: MY_LIST }).waitFor({ timeout: 15_000 });
    await mouseDrag(grace.page, 'Lower costs', 'Faster releases');
    await expect
      .poll(() => myOrder(grace.page))
      .toEqual(['1Lower costs', '2Faster releases', '3Fewer bugs', '4Happier customers', '5A team offsite']);
    await grace.page.getByRole('button', { name: 'Send my ranking' }).click();
    await sees(screen, '2 people ranked · rank the items on your phone');
    // Lower costs 2+4 = 6 and Faster releases 3+3 = 6: Lower costs has a first place (Grace's), so it leads (R14.4).
    await expect
      .poll(() => itemsOf(screen.getByRole('list', { name: SCREEN_LIST })))
      .toEqual([
        expect.stringMatching(/^1Lower costs.*6 points$/),
        expect.stringMatching(/^2Faster releases.*6 points$/),
        expect.stringMatching(/^3Happier customers.*5 points$/),
        expect.stringMatching(/^4Fewer bugs.*3 points$/),
        expect.stringMatching(/^5A team offsite.*0 points$/),
      ]);
    // Ada's phone follows the room (R14.5), still answering.
    await expect
      .poll(() => itemsOf(ada.page.getByRole('region', { name: 'The room’s ranking' }).getByRole('list')), { timeout: 15_000 })
      .toEqual([
        '1Lower costs6 points',
        '2Faster releases6 points',
        '3Happier customers5 points',
        '4Fewer bugs3 points',
        '5A team offsite0 points',
      ]);
    expect(await stepOf(host)).toMatch(/Ranking · Answering/);
    await sees(ada.page, '2 people ranked');
    await shot(ada.page, 'ranking-phone-sent', true);
    await expectNoAxeViolations(ada.page, 'phone: ranking sent, with the room’s ranking');
    await shot(screen, 'ranking-screen-answering', false);
    await shot(host, 'ranking-host-answering');

    // Linus sends the items as shown: everyone has answered, so the results step.
    await linus.page.getByRole('button', { name: 'Send my ranking' }).click();
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Ranking · Results/);
    await sees(screen, '3 people ranked · Borda count: 4 points for a first place, 0 for a last');
    await expect
      .poll(() => itemsOf(screen.getByRole('list', { name: SCREEN_LIST })))
      .toEqual([
        expect.stringMatching(/^1Faster releases.*10 points$/),
        expect.stringMatching(/^2Lower costs.*8 points$/),
        expect.stringMatching(/^3Happier customers.*6 points$/),
        expect.stringMatching(/^4Fewer bugs.*6 points$/),
        expect.stringMatching(/^5A team offsite.*0 points$/),
      ]);
    await shot(screen, 'ranking-screen-results', false);
    await shot(linus.page, 'ranking-phone-results', true);
    // Three phones, a screen and a console on two shared cores: more than the default 90 s.
  }, 240_000);

  it('the editor form, a preview of ten items with simulated answers, and the printout', async () => {
    const account = await createAccount(server, 'ranking-editor');
    const ten = ['Pizza', 'Sushi', 'Tacos', 'Curry', 'Burgers', 'Salad bar', 'Dim sum', 'Falafel', 'Pho', 'Barbecue'];
    const deckId = await makeLiveDeck(server, account.token, 'Lunch', [
      { type: 'ranking', question: 'Rank the lunch options for the offsite', items: ten, notes: 'Top three get ordered' },
    ]);
    const { page } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await page.goto(`${server.url}/edit/${deckId}`);
    await page.getByLabel('Item 10', { exact: true }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('button', { name: 'Add item' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Move item 1 down' }).click();
    await expect.poll(() => page.getByLabel('Item 2', { exact: true }).inputValue()).toBe('Pizza');
    expect(await page.getByRole('button', { name: 'Move item 2 down' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await shot(page, 'ranking-editor');

    await page.goto(`${server.url}/preview/${deckId}?slide=1&step=2`);
    await expect
      .poll(() => page.getByText(/^Slide \d+ of \d+ ·/).textContent(), { timeout: 15_000 })
      .toBe('Slide 1 of 1 · Ranking · Results');
    await page.getByRole('list', { name: SCREEN_LIST }).waitFor();
    expect(await itemsOf(page.getByRole('list', { name: SCREEN_LIST }))).toHaveLength(10);
    await shot(page, 'ranking-preview-ten-results');

    await page.goto(`${server.url}/print/${deckId}`);
    await sees(page, 'Items to rank');
    await sees(page, 'Ranked by Borda count: a first place scores 9, a last place 0');
    await shot(page, 'ranking-print');
    await page.context().close();
  }, 120_000);
});
