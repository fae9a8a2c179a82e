// Browser test of two truths and a lie about a participant (SPEC R19): the host picks one phone's
// participant as the subject in the console; that phone is told they're guessing about them and
// cannot vote; the others vote; the reveal marks the lie and names who spotted it, on the phones
// and on the 1280×720 big screen. Screenshots go to e2e/screenshots/twotruths-*.png.
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

const STATEMENTS = ['I once met the Queen of Denmark', 'I have run three marathons', 'I have never eaten a pizza'];
const SLIDES = [
  {
    type: 'twotruths',
    subject: 'A teammate',
    subjectIsParticipant: true,
    statements: STATEMENTS,
    lieIndex: 2,
    timeLimit: 90,
    notes: 'Ask Sam first',
  },
];
const HEADING = 'Two truths and a lie about Sam: which one is the lie?';

const sees = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });
const stepOf = (host: Page) =>
  host
    .getByText(/^(Slide \d+ of \d+ ·|Lobby|Ended)/)
    .first()
    .textContent();

describe('two truths and a lie about a participant, live', () => {
  it('R19.2–R19.6 the host picks the subject, whose phone sits out; the others vote; the reveal shows the lie and who spotted it', async () => {
    const account = await createAccount(server, 'twotruths-host');
    const deckId = await makeLiveDeck(server, account.token, 'Getting to know Sam', SLIDES);
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId);
    const event = await runningEventOf(server, account.token, deckId);
    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/event/${event.id}`);
    const [sam, ada, bo] = [
      await joinPhone(browser, server, event.code, 'Sam'),
      await joinPhone(browser, server, event.code, 'Ada'),
      await joinPhone(browser, server, event.code, 'Bo'),
    ] as [Phone, Phone, Phone];
    for (const name of ['Sam', 'Ada', 'Bo']) await sees(screen, name);

    // R19.2: in the lobby the console asks who the first slide is about; search, then choose by keyboard.
    const picker = host.getByRole('region', { name: 'Who is this about?' });
    await picker.waitFor({ timeout: 15_000 });
    await sees(host, 'Nobody chosen yet. If the slide starts without one, it is about “A teammate” and everyone votes.');
    await picker.getByRole('textbox', { name: 'Search participants' }).fill('sa');
    await expect.poll(() => picker.getByRole('button').count()).toBe(1);
    await picker.getByRole('button', { name: 'Choose: Sam' }).focus();
    await host.keyboard.press('Enter');
    await sees(host, 'About Sam. Their phone sits out the vote.');
    await shot(host, 'twotruths-host-picker');
    await expectNoAxeViolations(host, 'host: subject picker');

    await host.getByRole('button', { name: /Start the game \(3 players\)/ }).click();
    await expect.poll(() => stepOf(host)).toMatch(/Slide 1 of 1 · Two truths and a lie · Answering/);

    // R19.4: Sam's phone sits out; the others see whom it is about and the three statements.
    await sees(sam.page, 'They’re guessing about you');
    expect(await sam.page.getByRole('button', { name: STATEMENTS[0] }).count()).toBe(0);
    await ada.page.getByRole('heading', { name: HEADING }).waitFor({ timeout: 15_000 });
    await bo.page.getByRole('heading', { name: HEADING }).waitFor({ timeout: 15_000 });
    await screen.getByRole('heading', { name: HEADING }).waitFor({ timeout: 15_000 });
    await shot(sam.page, 'twotruths-phone-subject', false);
    await shot(ada.page, 'twotruths-phone-answering', false);
    await expectNoAxeViolations(sam.page, 'phone: the subject sits out');
    await expectNoAxeViolations(ada.page, 'phone: two truths answering');

    await ada.page.getByRole('button', { name: new RegExp(STATEMENTS[2]!) }).click();
    await sees(ada.page, 'Answer sent');
    // R20.6: the count leaves out whoever sits out the round: 1 of the 2 who may vote.
    await sees(screen, /1 of 2 answered/);
    await shot(screen, 'twotruths-screen-answering', false);
    // R5.3: Bo is the last who may vote (the subject sits out), so the reveal follows his answer.
    await bo.page.getByRole('button', { name: new RegExp(STATEMENTS[0]!) }).click();
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Two truths and a lie · Answer revealed/);
    await sees(screen, 'Spotted by Ada');
    const lieRow = screen.getByRole('listitem').filter({ hasText: STATEMENTS[2]! });
    await expect.poll(() => lieRow.textContent()).toContain('The lie');
    await shot(screen, 'twotruths-screen-reveal', false);

    await sees(ada.page, 'Correct!');
    await sees(ada.page, 'Spotted by Ada');
    await sees(bo.page, /Wrong|Not this time/);
    await sees(sam.page, 'How well do they know you?');
    await sees(sam.page, 'Spotted by Ada');
    await shot(ada.page, 'twotruths-phone-reveal', true);
    await shot(bo.page, 'twotruths-phone-reveal-wrong', true);
    await shot(sam.page, 'twotruths-phone-subject-reveal', true);
    await expectNoAxeViolations(ada.page, 'phone: two truths reveal');
    await shot(host, 'twotruths-host-reveal');
  }, 240_000);

  it('the editor form and the printout mark the lie', async () => {
    const account = await createAccount(server, 'twotruths-editor');
    const deckId = await makeLiveDeck(server, account.token, 'About Sam', SLIDES);
    const { page } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await page.goto(`${server.url}/edit/${deckId}`);
    await page.getByRole('textbox', { name: /Statement 3/ }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('radio', { name: 'Statement 3 is the lie' }).isChecked()).toBe(true);
    await page.getByRole('radio', { name: 'Statement 1 is the lie' }).check();
    expect(await page.getByRole('radio', { name: 'Statement 1 is the lie' }).isChecked()).toBe(true);
    await shot(page, 'twotruths-editor');

    await page.goto(`${server.url}/print/${deckId}`);
    await sees(page, 'About a participant the host picks during the event; they sit out the vote');
    await shot(page, 'twotruths-print');
    await page.context().close();
  }, 120_000);
});
