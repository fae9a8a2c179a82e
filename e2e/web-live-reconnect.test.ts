// Browser test of keeping a seat: a phone that reloads mid-question comes back with the same
// nickname, answer and score; a phone that loses its network sends its answer when it is
// back; the join screen offers "Continue as …", suggests a free nickname, and a removed phone
// is told so. The host's commands go through the API here; the console has its own test.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, gql, shot } from './web-decks-helpers';
import { joinPhone, makeLiveDeck, PHONE_DEVICE } from './web-live-helpers';

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

async function sees(page: Page, text: string | RegExp, timeout = 15_000): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout });
  } catch (error) {
    await page.screenshot({ path: `${screenshotDir}/live-failure.png` });
    throw error;
  }
}

// The header's spoken words (hidden text beside the short visible one, ADR 27).
const headerText = (page: Page) => page.getByRole('banner').textContent();
const headerScore = async (page: Page) => (await headerText(page))?.match(/Your score: [\d,]+ points/)?.[0] ?? null;

describe('live event seats', () => {
  it('a phone reloads mid-question and keeps its seat, answer and score', async () => {
    const { token } = await createAccount(server, 'live-seat');
    const deckId = await makeLiveDeck(server, token, 'Seat test');
    const { startEvent } = await gql<{ startEvent: { id: string; code: string } }>(
      server,
      token,
      'mutation($d: ID!) { startEvent(deckId: $d) { id code } }',
      { d: deckId },
    );
    const advance = () => gql(server, token, 'mutation ($e: ID!) { advanceEvent(eventId: $e) { id } }', { e: startEvent.id });

    // The code form takes a code as people type it; an unknown code says so.
    const probe = await browser.newContext(PHONE_DEVICE);
    const probePage = await probe.newPage();
    await probePage.goto(`${server.url}/go`);
    await probePage.getByLabel('Event code').fill('qqq qqq');
    await probePage.getByRole('button', { name: 'Continue' }).click();
    await sees(probePage, 'There is no event with the code QQQQQQ.');
    await shot(probePage, 'live-join-unknown-phone');
    await probePage.getByRole('button', { name: 'Enter another code' }).click();
    await probePage.getByLabel('Event code').fill(startEvent.code.toLowerCase().split('').join(' '));
    await probePage.getByRole('button', { name: 'Continue' }).click();
    await probePage.getByLabel('Your nickname').waitFor();
    await probe.close();

    const ada = await joinPhone(browser, server, startEvent.code, 'Ada');
    const grace = await joinPhone(browser, server, startEvent.code, 'Grace');
    const seat = await ada.page.evaluate((id) => localStorage.getItem(`mingle.participant.${id}`), startEvent.id);
    expect(JSON.parse(seat!)).toMatchObject({ eventId: startEvent.id, nickname: 'Ada', code: startEvent.code });

    // A third phone picks a taken name: the suggestion joins in one tap.
    const third = await browser.newContext(PHONE_DEVICE);
    const thirdPage = await third.newPage();
    await thirdPage.goto(`${server.url}/go?code=${startEvent.code}`);
    await thirdPage.getByLabel('Your nickname').fill('ada');
    await thirdPage.getByRole('button', { name: 'Join', exact: true }).click();
    await sees(thirdPage, 'Someone in this event already has that name.');
    await shot(thirdPage, 'live-join-taken-phone');
    await thirdPage.getByRole('button', { name: /^Use / }).click();
    await sees(thirdPage, 'You’re in!');

    // A locked lobby turns newcomers away, with the reason.
    await gql(server, token, 'mutation($e: ID!) { lockLobby(eventId: $e, locked: true) { id } }', { e: startEvent.id });
    const locked = await browser.newContext(PHONE_DEVICE);
    const lockedPage = await locked.newPage();
    await lockedPage.goto(`${server.url}/${startEvent.code}`);
    await sees(lockedPage, 'The lobby is locked');
    await shot(lockedPage, 'live-join-locked-phone');
    await locked.close();
    await gql(server, token, 'mutation($e: ID!) { lockLobby(eventId: $e, locked: false) { id } }', { e: startEvent.id });

    // The same browser opening the code again is offered its seat back.
    await ada.page.goto(`${server.url}/${startEvent.code}`);
    await ada.page.getByRole('button', { name: 'Continue as Ada' }).click();
    await sees(ada.page, 'You’re in!');
    expect(ada.page.url()).toBe(`${server.url}/event/${startEvent.id}`);

    // content → quiz question → answering
    await advance();
    await advance();
    await advance();
    await ada.page.getByRole('button', { name: /^Jupiter/ }).click();
    await sees(ada.page, 'Answer sent');

    await ada.page.reload();
    await sees(ada.page, 'Answer sent');
    await sees(ada.page, 'You chose: Jupiter');
    expect(await headerText(ada.page)).toContain('You are Ada');
    await shot(ada.page, 'live-reload-answered-phone');

    // Grace loses her network, answers anyway, and the answer goes out when she is back.
    await grace.context.setOffline(true);
    await sees(grace.page, /Offline|Reconnecting/);
    await grace.page.getByRole('button', { name: /^Mars/ }).click();
    await sees(grace.page, 'Sending your answer…');
    await shot(grace.page, 'live-offline-sending-phone', false);
    await grace.context.setOffline(false);
    await sees(grace.page, 'Answer sent', 30_000);

    // The third phone answers last: everyone answered, the question closes by itself.
    await thirdPage.getByRole('button', { name: /^Jupiter/ }).click();
    await sees(ada.page, 'Correct!');
    const score = await headerScore(ada.page);
    expect(score).toMatch(/[1-9][\d,]* points/);
    await ada.page.reload();
    await sees(ada.page, 'Correct!');
    expect(await headerScore(ada.page)).toBe(score);
    await sees(grace.page, 'Not this time');

    // Removed by the host: the phone says so, and its seat is forgotten.
    await gql(server, token, 'mutation($e: ID!, $p: ID!) { removeParticipant(eventId: $e, participantId: $p) { id } }', {
      e: startEvent.id,
      p: await participantId(token, startEvent.id, 'Grace'),
    });
    await sees(grace.page, 'You were removed from this event');
    await shot(grace.page, 'live-removed-phone');
    expect(await grace.page.evaluate((id) => localStorage.getItem(`mingle.participant.${id}`), startEvent.id)).toBeNull();
  });
});

/** A participant's id, as the host sees it (one hostEvent message over HTTP is not possible: use the leaderboard). */
async function participantId(token: string, eventId: string, nickname: string): Promise<string> {
  const { leaderboard } = await gql<{ leaderboard: { participantId: string; nickname: string }[] }>(
    server,
    token,
    'query($e: ID!) { leaderboard(eventId: $e, top: 50) { participantId nickname } }',
    { e: eventId },
  );
  const found = leaderboard.find((l) => l.nickname === nickname);
  expect(found).toBeDefined();
  return found!.participantId;
}
