// Browser test of issue 18: a host and four phones play an icebreaker deck in team mode — an
// open-text question, then who said it from its answers, two truths about a participant the
// host picks, would you rather, a spinner of participants, and the team podium — with
// screenshots of a phone and the big screen at each step (e2e/screenshots/icebreakers-*.png).
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, shot, signedInPage } from './web-decks-helpers';
import { hostNext, joinPhone, makeLiveDeck, runningEventOf, SCREEN, startFromConsole, type Phone } from './web-live-helpers';

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

const FACTS: Record<string, string> = {
  Ada: 'I once rode a camel to work',
  Grace: 'I can juggle five oranges',
  Linus: 'I have never seen snow',
  Margaret: 'I grew up on a sailing boat',
};
const STATEMENTS = ['I have climbed Kilimanjaro', 'I speak five languages', 'I was born on a leap day'];
const SLIDES = [
  { type: 'opentext', id: 'facts', question: 'Tell us something surprising about you', maxLength: 140 },
  { type: 'whosaid', id: 'who', sourceSlideId: 'facts', rounds: 1, timeLimit: 60 },
  { type: 'twotruths', id: 'tt', subject: 'A teammate', subjectIsParticipant: true, statements: STATEMENTS, lieIndex: 1, timeLimit: 60 },
  { type: 'wouldyourather', id: 'wyr', optionA: 'Be able to fly', optionB: 'Be invisible' },
  { type: 'spinner', id: 'spin', title: 'Who tells the next story?', source: 'participants' },
  { type: 'leaderboard', id: 'podium', title: 'Final standings', top: 5, podium: true },
];

const stepOf = (host: Page) =>
  host
    .getByText(/^(Slide \d+ of \d+ ·|Lobby|Ended)/)
    .first()
    .textContent();

async function sees(page: Page, text: string | RegExp, timeout = 20_000): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout });
  } catch (error) {
    await page.screenshot({ path: `${screenshotDir}/icebreakers-failure.png` });
    throw error;
  }
}

/** Answering closes by itself once everyone who may answer did (R5.3, R16.4); if not yet, the host moves on. */
async function closesTo(host: Page, expected: RegExp): Promise<void> {
  try {
    await expect.poll(() => stepOf(host), { timeout: 10_000 }).toMatch(expected);
  } catch {
    await hostNext(host, expected);
  }
}

async function pictures(name: string, phone: Phone, screen: Page): Promise<void> {
  await shot(phone.page, `icebreakers-${name}-phone`, false);
  await shot(screen, `icebreakers-${name}-screen`, false);
}

/** The phone whose answer the big screen quotes now. */
async function authorOf(screen: Page, phones: Phone[]): Promise<Phone> {
  let found: Phone | undefined;
  await expect
    .poll(async () => {
      const text = (await screen.getByRole('heading', { level: 2 }).first().textContent()) ?? '';
      found = phones.find((p) => text.includes(FACTS[p.nickname]!));
      return !!found;
    })
    .toBe(true);
  return found!;
}

describe('an icebreaker deck in team mode, live', () => {
  it('a host and four phones play open text, who said it, two truths, would you rather and the spinner in teams', async () => {
    const account = await createAccount(server, 'icebreakers-host');
    const deckId = await makeLiveDeck(server, account.token, 'Meet the team', SLIDES);
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId, async (step) => {
      if (step !== 'start') return;
      await host.getByRole('switch', { name: /Play in teams/ }).check();
      await host.getByText('Balanced for them').click();
    });
    const event = await runningEventOf(server, account.token, deckId);
    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/event/${event.id}`);
    const phones: Phone[] = [];
    for (const name of Object.keys(FACTS)) phones.push(await joinPhone(browser, server, event.code, name));
    const [ada, grace, linus, margaret] = phones as [Phone, Phone, Phone, Phone];
    for (const p of phones) await sees(screen, p.nickname);
    // R17.2: balanced, two and two; each phone shows its team.
    for (const p of phones) await sees(p.page, /You’re in team (Red Foxes|Blue Whales)/);
    await shot(ada.page, 'icebreakers-lobby-phone', false);

    // 1. Open text: everyone tells something surprising.
    await host.getByRole('button', { name: /Start the game \(4 players\)/ }).click();
    await expect.poll(() => stepOf(host), { timeout: 20_000 }).toMatch(/Slide 1 of 6 · Open text/);
    for (const p of phones) {
      await p.page.getByLabel('Your answer').fill(FACTS[p.nickname]!);
      await p.page.getByRole('button', { name: 'Send answer' }).click();
    }
    await closesTo(host, /Open text · Results/);
    await sees(screen, FACTS.Margaret!);
    await pictures('opentext-results', ada, screen);

    // 2. Who said it: one quote, its author sits out, the others guess; the reveal names them.
    await hostNext(host, /Slide 2 of 6 · Who said it\? · Quote/);
    const author = await authorOf(screen, phones);
    const guessers = phones.filter((p) => p !== author);
    await sees(author.page, 'This is your quote!');
    await pictures('whosaid-quote', author, screen);
    // While the quote shows, the host picks who the next slide's two truths are about.
    const picker = host.getByRole('region', { name: 'Who is this about?' });
    await picker.getByRole('textbox', { name: 'Search participants' }).fill('Marg');
    await picker.getByRole('button', { name: 'Choose: Margaret' }).click();
    await sees(host, 'About Margaret. Their phone sits out the vote.');
    await hostNext(host, /Who said it\? · Answering/);
    // The author's phone looks the same while the quote shows and while the others answer; its
    // countdown, drawn only while answering, says it has reached the names step. Looked for
    // before anyone guesses, since the last guess closes the step at once.
    await author.page.getByRole('timer').waitFor({ timeout: 20_000 });
    expect(await author.page.getByRole('button', { name: new RegExp(`^${guessers[0]!.nickname}`) }).count()).toBe(0);
    for (const p of guessers) await p.page.getByRole('button', { name: new RegExp(`^${author.nickname}`) }).click({ timeout: 20_000 });
    await closesTo(host, /Who said it\? · Answer revealed/);
    await sees(screen, `It was ${author.nickname}!`);
    await sees(guessers[0]!.page, 'Correct!');
    await pictures('whosaid-reveal', guessers[0]!, screen);

    // 3. Two truths about Margaret: her phone sits out, the others spot the lie.
    await hostNext(host, /Slide 3 of 6 · Two truths and a lie · Answering/);
    await sees(margaret.page, 'They’re guessing about you');
    const heading = 'Two truths and a lie about Margaret: which one is the lie?';
    await ada.page.getByRole('heading', { name: heading }).waitFor({ timeout: 20_000 });
    await pictures('twotruths-answering', ada, screen);
    await shot(margaret.page, 'icebreakers-twotruths-subject-phone', false);
    await ada.page.getByRole('button', { name: new RegExp(STATEMENTS[1]!) }).click();
    await grace.page.getByRole('button', { name: new RegExp(STATEMENTS[1]!) }).click();
    await linus.page.getByRole('button', { name: new RegExp(STATEMENTS[0]!) }).click();
    await closesTo(host, /Two truths and a lie · Answer revealed/);
    await sees(screen, /Spotted by (Ada and Grace|Grace and Ada)/);
    await sees(linus.page, /Not this time|Wrong/);
    await pictures('twotruths-reveal', ada, screen);

    // 4. Would you rather: the room splits live; the results name a few on each side.
    await hostNext(host, /Slide 4 of 6 · Would you rather · Answering/);
    for (const [i, p] of phones.entries())
      await p.page.getByRole('button', { name: i < 3 ? 'Option A: Be able to fly' : 'Option B: Be invisible' }).click({ timeout: 20_000 });
    await closesTo(host, /Would you rather · Results/);
    await sees(screen, '75%');
    await screen.getByRole('list', { name: 'Some who picked B' }).waitFor({ timeout: 20_000 });
    await pictures('wouldyourather-results', margaret, screen);

    // 5. The spinner of participants: the server decides, every screen lands on the same name.
    await hostNext(host, /Slide 5 of 6 · Spinner · Ready to spin/);
    await sees(screen, 'Ready to spin…');
    await host.getByRole('button', { name: 'Spin', exact: true }).click();
    await sees(screen, 'The wheel picked', 30_000);
    const landed = (await host
      .getByText(/^The wheel stopped on /)
      .first()
      .textContent())!
      .replace('The wheel stopped on ', '')
      .trim();
    expect(Object.keys(FACTS)).toContain(landed);
    const winner = phones.find((p) => p.nickname === landed)!;
    await sees(winner.page, 'It’s you!');
    for (const p of phones.filter((x) => x !== winner)) await sees(p.page, landed);
    await pictures('spinner-result', winner, screen);
    // R21.7: the host's notes list what the spins picked.
    await host.getByRole('list', { name: 'Picked so far', exact: true }).getByText(landed, { exact: true }).waitFor();
    await shot(host, 'icebreakers-spinner-host', true);

    // 6. The team podium closes the game.
    await hostNext(host, /Slide 6 of 6 · Leaderboard/);
    await screen.getByRole('region', { name: 'Teams' }).waitFor({ timeout: 20_000 });
    await sees(ada.page, /Team (Red Foxes|Blue Whales)/);
    await pictures('team-podium', ada, screen);
    await screenContext.close();
  });
});
