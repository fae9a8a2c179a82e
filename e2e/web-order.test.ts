// Browser test of the order slide (issue 17, SPEC R11): the editor's form, phones that put the
// items in order by keyboard (focus follows the moved item) and by touch drag, the big screen
// while answering and at the reveal. Screenshots go to e2e/screenshots/order-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, shot, signedInPage } from './web-decks-helpers';
import { joinPhone, makeLiveDeck, runningEventOf, SCREEN, startFromConsole, hostNext, type Phone } from './web-live-helpers';

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

/** Key `planets` shows the four as Mars, Mercury, Venus, Earth (pinned in shared's tests). */
const SLIDES = [
  {
    type: 'order',
    question: 'Put the planets in order, closest to the Sun first',
    items: ['Mercury', 'Venus', 'Earth', 'Mars'],
    shuffleKey: 'planets',
    timeLimit: 120,
    explanation: 'Mercury orbits at 0.39 AU, Mars at 1.52 AU.',
  },
];

const stepOf = (host: Page) =>
  host
    .getByText(/^(Slide \d+ of \d+ ·|Lobby|Ended)/)
    .first()
    .textContent();

/** The phone's rows, top to bottom, as their item texts. */
const rowsOf = (page: Page) =>
  page
    .getByRole('list', { name: 'Your order' })
    .evaluate((ol) => [...ol.querySelectorAll(':scope > li')].map((li) => li.querySelector('span:nth-child(3)')?.textContent ?? ''));

const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);

/** A finger on a row's grip, moved `dy` pixels in small steps, then lifted (CDP touch events). */
async function touchDrag(page: Page, item: string, dy: number, whileHeld?: () => Promise<void>): Promise<void> {
  const grip = page.getByRole('listitem').filter({ hasText: item }).locator('[data-grip]');
  const box = (await grip.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  const steps = 12;
  for (let i = 1; i <= steps; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: y + (dy * i) / steps }] });
  await whileHeld?.();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('order slide', () => {
  it('R11 players put the items in order by keyboard and by touch; the screen reveals the order', async () => {
    const account = await createAccount(server, 'order-host');
    const deckId = await makeLiveDeck(server, account.token, 'Planets', SLIDES);

    // The editor's form: items in the correct order, and the order players will see.
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await host.goto(`${server.url}/edit/${deckId}`);
    await host.getByText('Items, in the correct order').waitFor({ timeout: 15_000 });
    await host.getByText('Mars · Mercury · Venus · Earth').waitFor();
    await shot(host, 'order-editor');

    // Six long items, the question on two lines and an explanation still fit the big screen.
    const six = await makeLiveDeck(server, account.token, 'Six', [
      {
        ...SLIDES[0],
        question: 'Put these moments of the twentieth century in the order in which they happened, earliest first',
        items: [
          'The first powered flight of the Wright brothers at Kitty Hawk',
          'The Titanic sinks on its maiden voyage across the Atlantic',
          'The first public television broadcast by the BBC',
          'Yuri Gagarin becomes the first human in space',
          'Neil Armstrong and Buzz Aldrin walk on the Moon',
          'The fall of the Berlin Wall',
        ],
      },
    ]);
    await host.goto(`${server.url}/edit/${six}`);
    await host.getByLabel('Step to preview').getByText('Answer', { exact: true }).click();
    await host.getByText('The correct order').first().waitFor({ timeout: 15_000 });
    await shot(host, 'order-editor-six-reveal');

    await startFromConsole(host, server, deckId);
    const event = await runningEventOf(server, account.token, deckId);
    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/event/${event.id}`);
    const ada: Phone = await joinPhone(browser, server, event.code, 'Ada');
    const grace: Phone = await joinPhone(browser, server, event.code, 'Grace');
    await screen.getByText('Grace').waitFor({ timeout: 15_000 });

    await host.getByRole('button', { name: /Start the game \(2 players\)/ }).click();
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Slide 1 of 1 · Put in order · Question/);
    await ada.page.getByText('Get ready!').waitFor({ timeout: 15_000 });
    await shot(ada.page, 'order-phone-question', false);
    await hostNext(host, /Put in order · Answering/);

    // Both phones and the screen show the same shown order, never the correct one (R11.2, R11.3).
    await ada.page.getByRole('list', { name: 'Your order' }).waitFor({ timeout: 15_000 });
    expect(await rowsOf(ada.page)).toEqual(['Mars', 'Mercury', 'Venus', 'Earth']);
    await grace.page.getByRole('list', { name: 'Your order' }).waitFor({ timeout: 15_000 });
    expect(await rowsOf(grace.page)).toEqual(['Mars', 'Mercury', 'Venus', 'Earth']);
    await screen.getByText('Put them in order on your phone').first().waitFor();
    await expectNoAxeViolations(ada.page, 'phone: order answering');
    await shot(screen, 'order-screen-answering', false);

    // Ada by keyboard: Tab to Mars's down button, Enter three times; the focus stays on Mars.
    const marsDown = 'Move “Mars” down';
    await ada.page.getByRole('button', { name: marsDown }).focus();
    for (let i = 0; i < 2; i++) {
      await ada.page.keyboard.press('Enter');
      expect(await focusedLabel(ada.page)).toBe(marsDown);
    }
    await ada.page.getByText('“Mars” is now in place 3 of 4.').waitFor();
    await shot(ada.page, 'order-phone-answering-keyboard', false);
    await ada.page.keyboard.press('Space');
    expect(await focusedLabel(ada.page)).toBe(marsDown);
    expect(await rowsOf(ada.page)).toEqual(['Mercury', 'Venus', 'Earth', 'Mars']);
    // Tab moves on from the moved item's buttons, as the page reads.
    await ada.page.keyboard.press('Shift+Tab');
    expect(await focusedLabel(ada.page)).toBe('Move “Mars” up');

    // Grace by touch: Earth's grip dragged up past two rows.
    const rowHeight = (await grace.page.getByRole('listitem').filter({ hasText: 'Venus' }).boundingBox())!.height;
    await touchDrag(grace.page, 'Earth', -(rowHeight + 8) * 2 - 20, () => shot(grace.page, 'order-phone-answering-dragging', false));
    await expect.poll(() => rowsOf(grace.page)).toEqual(['Mars', 'Earth', 'Mercury', 'Venus']);
    await shot(grace.page, 'order-phone-answering-dragged', false);

    await ada.page.getByRole('button', { name: 'Send my order' }).click();
    await ada.page.getByText('Answer sent').waitFor({ timeout: 15_000 });
    await expectNoAxeViolations(ada.page, 'phone: order sent');
    await shot(ada.page, 'order-phone-sent', false);
    await grace.page.getByRole('button', { name: 'Send my order' }).click();
    try {
      // The last answer closes answering at once (R5.3): the reveal may replace "Answer sent"
      // before the page is looked at, so either shows that Grace's order arrived.
      await grace.page
        .getByText('Answer sent')
        .or(grace.page.getByText('Not this time', { exact: true }))
        .waitFor({ timeout: 15_000 });
    } catch (error) {
      await shot(grace.page, 'order-failure', false);
      throw error;
    }

    // Everyone answered: the reveal (R5.3).
    try {
      await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Put in order · Answer revealed/);
    } catch (error) {
      await shot(host, 'order-failure-host');
      await shot(ada.page, 'order-failure-ada', false);
      throw error;
    }
    await ada.page.getByText('Correct!', { exact: true }).waitFor({ timeout: 15_000 });
    await grace.page.getByText('Not this time', { exact: true }).waitFor({ timeout: 15_000 });
    await ada.page.getByRole('region', { name: 'The correct order' }).waitFor();
    await expectNoAxeViolations(grace.page, 'phone: order reveal');
    await shot(ada.page, 'order-phone-reveal-right', false);
    await shot(grace.page, 'order-phone-reveal-wrong', false);

    const correct = screen.getByRole('region', { name: 'The correct order' });
    await correct.waitFor({ timeout: 15_000 });
    expect(await correct.getByRole('listitem').allTextContents()).toEqual(['1Mercury1', '2Venus1', '3Earth1', '4Mars1']);
    await screen.getByText('person got it all right').waitFor();
    await shot(screen, 'order-screen-reveal', false);
    await shot(host, 'order-host-reveal');

    for (const p of [ada, grace]) await p.context.close();
    await screenContext.close();
  });
});
