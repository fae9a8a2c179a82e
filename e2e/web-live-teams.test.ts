// Browser test of team mode (SPEC R17): the host turns teams on in the start panel (phones
// choose), three phones pick their team in the lobby, a fourth joins late and is placed in the
// smallest team; each phone shows its team; the big screen shows the team leaderboard and the
// team podium. Screenshots go to e2e/screenshots/teams-*.png.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectNoAxeViolations } from './axe';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, gql, shot, signedInPage } from './web-decks-helpers';
import { hostFinish, hostNext, makeLiveDeck, PHONE_DEVICE, runningEventOf, SCREEN, startFromConsole, type Phone } from './web-live-helpers';

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

const SLIDES = [
  {
    type: 'quiz',
    id: 'team-q',
    question: 'Which planet is the largest in our solar system?',
    options: [{ text: 'Mars' }, { text: 'Jupiter', correct: true }, { text: 'Venus' }],
    timeLimit: 120,
    points: 'standard',
  },
  { type: 'leaderboard', title: 'Final standings', top: 5, podium: true },
];

const sees = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ timeout: 15_000 });
const tap = (phone: Phone, name: RegExp) => phone.page.getByRole('button', { name }).click();

/** A phone that joins by the code's link, picking `team` when the form offers a choice. */
async function joinWithTeam(code: string, nickname: string, team: string | null): Promise<Phone> {
  const context = await browser.newContext(PHONE_DEVICE);
  const page = await context.newPage();
  await page.goto(`${server.url}/${code.toLowerCase()}`);
  await page.getByLabel('Your nickname').fill(nickname);
  if (team) await page.getByRole('radio', { name: team }).check();
  return { context, page, nickname };
}

describe('team mode, live', () => {
  it('R17.1–R17.5 teams chosen on phones, a late joiner balanced, team chips on phones, the team leaderboard and podium on the big screen', async () => {
    const account = await createAccount(server, 'teams-host');
    const deckId = await makeLiveDeck(server, account.token, 'Team quiz', SLIDES);
    const { page: host } = await signedInPage(browser, server, account.email, { width: 1280, height: 900 });
    await startFromConsole(host, server, deckId, async (step) => {
      if (step !== 'start') return;
      await host.getByRole('switch', { name: /Play in teams/ }).check();
      await host.getByText('They choose when joining').click();
      await host.getByLabel('Number of teams').selectOption('3');
      await host.getByLabel('Team 3 name').fill('Night Owls');
      await host.getByLabel('Team 3 colour').selectOption('violet');
      await shot(host, 'teams-start-panel');
    });
    const event = await runningEventOf(server, account.token, deckId);
    const screenContext = await browser.newContext({ viewport: SCREEN });
    const screen = await screenContext.newPage();
    await screen.goto(`${server.url}/event/${event.id}`);

    // The join form offers the three teams as a radio group.
    const ada = await joinWithTeam(event.code, 'Ada', 'Red Foxes');
    await ada.page.getByRole('group', { name: 'Choose your team' }).waitFor();
    await shot(ada.page, 'teams-join-phone', false);
    await expectNoAxeViolations(ada.page, 'phone: join with teams');
    await ada.page.getByRole('button', { name: 'Join', exact: true }).click();
    await sees(ada.page, 'You’re in team Red Foxes');
    await shot(ada.page, 'teams-lobby-phone', false);
    const grace = await joinWithTeam(event.code, 'Grace', 'Blue Whales');
    await grace.page.getByRole('button', { name: 'Join', exact: true }).click();
    await sees(grace.page, 'You’re in team Blue Whales');
    const linus = await joinWithTeam(event.code, 'Linus', 'Red Foxes');
    await linus.page.getByRole('button', { name: 'Join', exact: true }).click();
    await sees(linus.page, 'You’re in team Red Foxes');
    for (const name of ['Ada', 'Grace', 'Linus']) await sees(screen, name);

    await host.getByRole('button', { name: /Start the game \(3 players\)/ }).click();
    await expect
      .poll(
        () =>
          host
            .getByText(/^Slide \d+ of \d+ ·/)
            .first()
            .textContent(),
        { timeout: 15_000 },
      )
      .toMatch(/Quiz · Question/);
    // Margaret joins late: no choice is offered, and the smallest team (Night Owls, empty) takes her.
    const margaret = await joinWithTeam(event.code, 'Margaret', null);
    expect(await margaret.page.getByRole('radio').count()).toBe(0);
    await margaret.page.getByRole('button', { name: 'Join', exact: true }).click();
    await margaret.page.getByText('Team Night Owls').first().waitFor({ timeout: 15_000 });
    // Each phone's header shows its team.
    await ada.page.getByText('Team Red Foxes').first().waitFor({ timeout: 15_000 });
    await shot(margaret.page, 'teams-header-phone', false);
    await expect.poll(() => host.getByRole('list', { name: 'Players', exact: true }).getByRole('listitem').count()).toBe(4);
    await shot(host, 'teams-host-console');

    await hostNext(host, /Quiz · Answering/);
    await ada.page.getByRole('button', { name: /^Jupiter/ }).waitFor();
    await tap(ada, /^Jupiter/);
    await tap(grace, /^Jupiter/);
    await tap(linus, /^Mars/);
    await tap(margaret, /^Jupiter/);
    await expect
      .poll(
        () =>
          host
            .getByText(/^Slide \d+ of \d+ ·/)
            .first()
            .textContent(),
        { timeout: 15_000 },
      )
      .toMatch(/Answer revealed/);
    await hostNext(host, /Quiz · Leaderboard/);
    // The quiz's leaderboard step: teams in rows (no podium there), players beside them.
    const teams = screen.getByRole('region', { name: 'Teams' });
    await teams.waitFor({ timeout: 15_000 });
    await expect.poll(() => teams.getByRole('listitem').count()).toBe(3);
    await shot(screen, 'teams-leaderboard-screen', false);

    await hostNext(host, /Slide 2 of 2 · Leaderboard/);
    // The leaderboard slide with its podium: the top three teams on steps of their colours.
    await expect.poll(() => screen.getByRole('region', { name: 'Teams' }).getByRole('listitem').count()).toBe(3);
    await screen.getByRole('heading', { name: 'Final standings' }).waitFor();
    await shot(screen, 'teams-podium-screen', false);
    await expectNoAxeViolations(screen, 'screen: team podium');

    await hostFinish(host);
    await sees(screen, 'Final results');
    await screen.getByRole('region', { name: 'Teams' }).waitFor();
    await shot(screen, 'teams-final-screen', false);
    await sees(linus.page, /Your team is #\d of 3/);
    await shot(linus.page, 'teams-final-phone', false);
    for (const p of [ada, grace, linus, margaret]) await p.context.close();
    await screenContext.close();
  });

  it('R17.4 ten teams with long names fit the final results of the 1280×720 screen', async () => {
    const account = await createAccount(server, 'teams-many');
    const deckId = await makeLiveDeck(server, account.token, 'Big team quiz', SLIDES);
    const names = [
      'The Unstoppable Llamas',
      'Quantum Quokkas United',
      'Marketing Mavericks',
      'Finance Falcons',
      'Sales Sharks of the Nor',
      'HR Heroes',
      'IT Crowd',
      'Legal Eagles',
      'Ops Otters',
      'Design Dolphins',
    ];
    const colours = ['red', 'blue', 'green', 'orange', 'violet', 'teal', 'pink', 'indigo', 'brown', 'grape'];
    const { startEvent } = await gql<{ startEvent: { id: string; code: string } }>(
      server,
      account.token,
      'mutation ($d: ID!, $s: EventSettingsInput) { startEvent(deckId: $d, settings: $s) { id code } }',
      { d: deckId, s: { teamMode: 'AUTO', teams: names.map((name, i) => ({ name, colour: colours[i] })) } },
    );
    const seats: string[] = [];
    for (let i = 0; i < 20; i++) {
      const { joinEvent } = await gql<{ joinEvent: { participantToken: string } }>(
        server,
        account.token,
        'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken } }',
        { c: startEvent.code, n: `Player with long name ${i + 1}` },
      );
      seats.push(joinEvent.participantToken);
    }
    const advance = () => gql(server, account.token, 'mutation ($e: ID!) { advanceEvent(eventId: $e) { id } }', { e: startEvent.id });
    await advance(); // the question
    await advance(); // answering
    for (const [i, token] of seats.entries()) {
      // Jupiter (1) is right: every third player misses, so the teams' averages differ.
      const res = await fetch(`${server.url}/v1/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-participant-token': token },
        body: JSON.stringify({
          query: 'mutation ($e: ID!, $a: JSON!) { submitAnswer(eventId: $e, slideId: "team-q", answer: $a) { accepted } }',
          variables: { e: startEvent.id, a: { choices: [i % 3 === 0 ? 0 : 1] } },
        }),
      });
      expect(((await res.json()) as { errors?: unknown }).errors).toBeUndefined();
    }
    await gql(server, account.token, 'mutation ($e: ID!) { lockAnswers(eventId: $e) { id } }', { e: startEvent.id });
    await gql(server, account.token, 'mutation ($e: ID!) { endEvent(eventId: $e) { id } }', { e: startEvent.id });
    const context = await browser.newContext({ viewport: SCREEN });
    const screen = await context.newPage();
    await screen.goto(`${server.url}/event/${startEvent.id}`);
    const teams = screen.getByRole('region', { name: 'Teams' });
    await expect.poll(() => teams.getByRole('listitem').count(), { timeout: 15_000 }).toBe(10);
    await shot(screen, 'teams-ten-final-screen', false);
    // Nothing of the board leaves the screen.
    for (const box of await teams
      .getByRole('listitem')
      .evaluateAll((lis) => lis.map((li) => li.getBoundingClientRect().toJSON() as DOMRect)))
      expect(box.bottom).toBeLessThanOrEqual(690);
    await context.close();
  });
});
