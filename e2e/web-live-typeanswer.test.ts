// Browser test of a type-answer slide (SPEC R10) played live: two phones type their answers
// (one with a typo, sent with Enter; one wrong, sent with the button), the big screen counts
// them, and at the reveal every screen shows the accepted answers and what was typed.
// Screenshots go to e2e/screenshots/typeanswer-*.png.
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, shot, signedInPage } from './web-decks-helpers';
import { expectNoAxeViolations } from './axe';
import { hostNext, joinPhone, makeLiveDeck, runningEventOf, SCREEN, startFromConsole, type Phone } from './web-live-helpers';

let server: RunningServer;
let browser: Browser;
/** Where the pictures are also copied, for whoever reviews them outside the repository. */
const REVIEW_DIR = process.env.TYPEANSWER_SHOTS_DIR;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  mkdirSync(screenshotDir, { recursive: true });
  if (REVIEW_DIR) mkdirSync(REVIEW_DIR, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const SLIDES = [
  {
    type: 'typeanswer',
    question: 'What is the capital of Australia?',
    accepted: ['Canberra', 'Canberra, ACT'],
    typoTolerance: true,
    timeLimit: 120,
    explanation: 'Canberra was built as a compromise between Sydney and Melbourne.',
  },
];

async function sees(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout });
  } catch (error) {
    await page.screenshot({ path: `${screenshotDir}/typeanswer-failure.png` });
    throw error;
  }
}

async function picture(page: Page, name: string, fullPage = false): Promise<void> {
  await shot(page, name, fullPage);
  if (REVIEW_DIR) copyFileSync(join(screenshotDir, `${name}.png`), join(REVIEW_DIR, `${name}.png`));
}

const stepOf = (host: Page) =>
  host
    .getByText(/^(Slide \d+ of \d+ ·|Lobby|Ended)/)
    .first()
    .textContent();

describe('type answer, live', () => {
  it('phones type answers (Enter sends), the big screen reveals the accepted answers and the answers given', async () => {
    const account = await createAccount(server, 'typeanswer-host');
    const deckId = await makeLiveDeck(server, account.token, 'Capitals', SLIDES);
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId);
    const event = await runningEventOf(server, account.token, deckId);
    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/event/${event.id}`);
    const [ada, grace] = [await joinPhone(browser, server, event.code, 'Ada'), await joinPhone(browser, server, event.code, 'Grace')] as [
      Phone,
      Phone,
    ];
    for (const name of ['Ada', 'Grace']) await sees(screen, name);

    await host.getByRole('button', { name: /Start the game \(2 players\)/ }).click();
    await expect.poll(() => stepOf(host)).toMatch(/Slide 1 of 1 · Type answer · Question/);
    await sees(ada.page, 'Get ready!');
    await hostNext(host, /Type answer · Answering/);

    // Ada types with a typo; the counter follows; Enter sends.
    const box = ada.page.getByLabel('Your answer');
    await box.waitFor({ timeout: 15_000 });
    await sees(ada.page, 'Capitals and accents do not matter, and one small typo is forgiven.');
    await sees(screen, 'One small typo is forgiven');
    await expectNoAxeViolations(ada.page, 'phone: type answer, answering');
    await box.fill('Canbera');
    await sees(ada.page, '7/120');
    await picture(ada.page, 'typeanswer-phone-answering');
    await box.press('Enter');
    await sees(ada.page, 'Answer sent');
    await sees(ada.page, 'You answered: “Canbera”');
    await expectNoAxeViolations(ada.page, 'phone: type answer, sent');
    await picture(ada.page, 'typeanswer-phone-sent');
    await expect.poll(() => screen.getByRole('timer').count()).toBe(1);
    await sees(screen, /^1$/);
    await picture(screen, 'typeanswer-screen-answering');

    // Grace answers wrong with the button: everyone answered, the reveal comes by itself (R5.3).
    await grace.page.getByLabel('Your answer').fill('Sydney');
    await grace.page.getByRole('button', { name: 'Send answer' }).click();
    await expect.poll(() => stepOf(host), { timeout: 15_000 }).toMatch(/Type answer · Answer revealed/);

    await sees(ada.page, 'Correct!');
    await sees(ada.page, 'Counted: one typo forgiven');
    await sees(ada.page, 'Canberra, ACT');
    await expectNoAxeViolations(ada.page, 'phone: type answer, reveal');
    await picture(ada.page, 'typeanswer-phone-reveal');
    await sees(grace.page, 'Not this time');
    await sees(grace.page, 'Accepted answers');
    await picture(grace.page, 'typeanswer-phone-reveal-wrong');

    await screen.getByLabel('Canbera: 1 answer, correct').waitFor();
    await screen.getByLabel('Sydney: 1 answer').waitFor();
    await sees(screen, 'Correct: 1 of 2');
    await sees(screen, 'Canberra, ACT');
    await expectNoAxeViolations(screen, 'big screen: type answer, reveal');
    await picture(screen, 'typeanswer-screen-reveal');
    await picture(host, 'typeanswer-host-reveal', true);

    // The editor's form, with its "try an answer" box (R10 shown rather than explained).
    await host.goto(`${server.url}/edit/${deckId}`);
    await host.getByRole('textbox', { name: 'Accepted answer 2' }).waitFor({ timeout: 15_000 });
    await host.getByLabel('Try an answer').fill('  CANBÉRRA ');
    await sees(host, 'Counts as correct');
    await picture(host, 'typeanswer-editor', true);
    await host.getByLabel('Try an answer').fill('Sydney');
    await sees(host, 'Does not count');

    // The preview plays it with simulated answers, some misspelt.
    await host.goto(`${server.url}/preview/${deckId}?slide=1&step=2`);
    const previewBox = host.getByLabel('Your answer');
    await previewBox.waitFor({ timeout: 15_000 });
    await previewBox.fill('canberra');
    await previewBox.press('Enter');
    await sees(host, 'Answer sent');
    await host.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await host.keyboard.press('ArrowRight');
    await sees(host, 'Correct!');
    await sees(host, 'Most given answers');
    await picture(host, 'typeanswer-preview-reveal', true);

    // The printout lists the accepted answers and the typo rule.
    await host.goto(`${server.url}/print/${deckId}`);
    await sees(host, 'Accepted answers');
    await sees(host, 'One typo is forgiven in answers of 5 or more characters, unless it changes a digit');
    await picture(host, 'typeanswer-print', true);
    // Two phones, a screen and a console on two shared cores: more than the default 90 s.
  }, 240_000);
});
