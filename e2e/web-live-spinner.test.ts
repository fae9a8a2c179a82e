// Browser test of the spinner (SPEC R21): a wheel of the participants on three phones, the big
// screen and the host console; the host spins and every screen lands on the same winner; Spin
// again leaves the winner out; the host hands the spin to a phone, which spins. Screenshots go
// to e2e/screenshots/spinner-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

const NAMES = ['Ada', 'Grace', 'Linus'];
const sees = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 20_000 });
const stepOf = (host: Page) =>
  host
    .getByText(/^(Slide \d+ of \d+ ·|Lobby|Ended)/)
    .first()
    .textContent();
/** The wheel's accessible name lists who is on it. */
const wheelOf = (page: Page) =>
  page
    .getByRole('img', { name: /^The wheel: / })
    .first()
    .getAttribute('aria-label');
/** What the screen-reader region says once the wheel stops: "The wheel stopped on …". */
const landedOn = async (page: Page) => {
  const region = page.getByText(/^The wheel stopped on /).first();
  await region.waitFor({ state: 'attached', timeout: 20_000 });
  return (await region.textContent())!.replace('The wheel stopped on ', '');
};

describe('a spinner, live', () => {
  it('R21.3–R21.6 the host spins and every screen lands on the same winner; winners leave the wheel; a handed phone spins', async () => {
    const account = await createAccount(server, 'spinner-host');
    const deckId = await makeLiveDeck(server, account.token, 'Stand-up', [
      { type: 'spinner', title: 'Who gives the next update?' },
      { type: 'content', title: 'Thanks!' },
    ]);
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId);
    const event = await runningEventOf(server, account.token, deckId);
    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/event/${event.id}`);
    const phones: Phone[] = [];
    for (const name of NAMES) phones.push(await joinPhone(browser, server, event.code, name));
    for (const name of NAMES) await sees(screen, name);

    await host.getByRole('button', { name: /Start the game \(3 players\)/ }).click();
    await expect.poll(() => stepOf(host)).toMatch(/Slide 1 of 2 · Spinner · Ready to spin/);
    // R21.3: the same wheel of the three nicknames everywhere.
    for (const page of [screen, ...phones.map((p) => p.page)]) {
      await expect.poll(() => wheelOf(page), { timeout: 20_000 }).toMatch(/^The wheel: /);
      expect((await wheelOf(page))!.replace('The wheel: ', '').split(', ').sort()).toEqual(NAMES);
    }
    await sees(phones[0]!.page, 'The host spins the wheel. Watch!');
    await sees(screen, 'Ready to spin…');
    await shot(phones[0]!.page, 'spinner-phone-spin', false);
    await shot(screen, 'spinner-screen-spin', false);
    await expectNoAxeViolations(phones[0]!.page, 'phone: spinner before the spin');

    // The host spins from the console; every screen lands on one winner, decided by the server.
    await host.getByRole('button', { name: 'Spin', exact: true }).click();
    await expect.poll(() => stepOf(host)).toMatch(/Spinner · Spun/);
    await sees(screen, 'Spinning…');
    await shot(screen, 'spinner-screen-spinning', false);
    const first = await landedOn(screen);
    expect(NAMES).toContain(first);
    for (const p of phones) expect(await landedOn(p.page)).toBe(first);
    await sees(screen, 'The wheel picked');
    const winnerPhone = phones.find((p) => p.nickname === first)!;
    await sees(winnerPhone.page, 'It’s you!');
    await sees(host, `The wheel stopped on ${first}`);
    await shot(screen, 'spinner-screen-result', false);
    await shot(winnerPhone.page, 'spinner-phone-result-winner', false);
    await shot(phones.find((p) => p !== winnerPhone)!.page, 'spinner-phone-result-other', false);
    await expectNoAxeViolations(winnerPhone.page, 'phone: spinner result');

    // Spin again: the winner is taken out (R21.4).
    await host.getByRole('button', { name: 'Spin again' }).click();
    await expect.poll(() => stepOf(host)).toMatch(/Spinner · Ready to spin/);
    const left = NAMES.filter((n) => n !== first);
    for (const page of [screen, ...phones.map((p) => p.page)])
      await expect
        .poll(async () => (await wheelOf(page))?.replace('The wheel: ', '').split(', ').sort(), { timeout: 20_000 })
        .toEqual(left);
    await sees(screen, 'Picked so far');

    // R21.6: the host hands the spin to a phone still on the wheel.
    const spinner = phones.find((p) => p.nickname === left[0])!;
    const watcher = phones.find((p) => p !== spinner)!;
    await host
      .getByRole('combobox', { name: /Hand the spin to/ })
      .first()
      .click();
    await host.getByRole('option', { name: spinner.nickname, exact: true }).click();
    await sees(host, `${spinner.nickname} has the spin.`);
    const spinButton = spinner.page.getByRole('button', { name: 'Spin!' });
    await spinButton.waitFor({ timeout: 20_000 });
    await sees(watcher.page, `${spinner.nickname} is spinning…`);
    await sees(screen, `${spinner.nickname} is spinning…`);
    expect(await watcher.page.getByRole('button', { name: 'Spin!' }).count()).toBe(0);
    await shot(spinner.page, 'spinner-phone-handed', false);
    await shot(watcher.page, 'spinner-phone-watching', false);
    await shot(screen, 'spinner-screen-handed', false);
    await shot(host, 'spinner-host-handed');
    await expectNoAxeViolations(spinner.page, 'phone: spinner handed to this phone');

    await spinButton.click();
    await expect.poll(() => stepOf(host), { timeout: 20_000 }).toMatch(/Spinner · Spun/);
    const second = await landedOn(screen);
    expect(left).toContain(second);
    for (const p of phones) expect(await landedOn(p.page)).toBe(second);
    await sees(host, `The wheel stopped on ${second}`);
    // R21.7: the notes' results list each spin's winner, first spin first.
    await expect
      .poll(() => host.getByRole('list', { name: 'Picked so far', exact: true }).locator('li').allTextContents())
      .toEqual([first, second]);
    await shot(spinner.page, 'spinner-phone-after-own-spin', false);
    await shot(screen, 'spinner-screen-second', false);
    await shot(host, 'spinner-host-result');

    // A late screen (reload) shows the stopped wheel at once.
    await screen.reload();
    await sees(screen, 'The wheel picked');
    expect(await landedOn(screen)).toBe(second);

    // → from the result goes to the next slide.
    await host.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await host.keyboard.press('ArrowRight');
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Slide 2 of 2/);
  }, 300_000);

  it('the editor form, a preview with a sample wheel, and the printout', async () => {
    const account = await createAccount(server, 'spinner-editor');
    const deckId = await makeLiveDeck(server, account.token, 'Lunch', [
      { type: 'spinner', title: 'Where do we eat?', source: 'items', items: ['Pizza', 'Sushi', 'Tacos', 'Curry', 'Falafel'] },
    ]);
    const { page } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await page.goto(`${server.url}/edit/${deckId}`);
    await page.getByLabel('Item 5', { exact: true }).waitFor({ timeout: 15_000 });
    await shot(page, 'spinner-editor');
    await page.goto(`${server.url}/preview/${deckId}?slide=1&step=2`);
    await sees(page, 'Sample spin');
    await shot(page, 'spinner-preview-result');
    await page.goto(`${server.url}/print/${deckId}`);
    await sees(page, 'Winners are taken out for the next spin');
    await page.context().close();
  }, 120_000);
});
