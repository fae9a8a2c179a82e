// Browser test of a full server (ADR 54): with the process's socket budget taken, a phone's
// join is refused SERVER_FULL; the phone says it keeps trying, calmly, and gets in by itself
// once there is room. MAX_SOCKETS=1, so one socket opened here fills it.
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import { launchBrowser, screenshotDir, startServer, type RunningServer } from './harness';
import { createAccount, gql, shot } from './web-decks-helpers';
import { makeLiveDeck, PHONE_DEVICE } from './web-live-helpers';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ MAX_SOCKETS: '1' });
  browser = await launchBrowser();
  mkdirSync(screenshotDir, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function sees(page: Page, text: string | RegExp, timeout = 20_000): Promise<void> {
  try {
    await page.getByText(text).first().waitFor({ timeout });
  } catch (error) {
    await page.screenshot({ path: `${screenshotDir}/live-full-failure.png` });
    throw error;
  }
}

/** A guest's socket, initialised so it stays: it holds the process's one place. */
async function holdThePlace(): Promise<WebSocket> {
  const ws = new WebSocket(`${server.url.replace(/^http/, 'ws')}/v1/graphql`, 'graphql-transport-ws');
  await new Promise<void>((ok, fail) => {
    ws.once('open', () => ws.send(JSON.stringify({ type: 'connection_init', payload: {} })));
    ws.on('message', (data: Buffer) => {
      if ((JSON.parse(data.toString()) as { type: string }).type === 'connection_ack') ok();
    });
    ws.once('error', fail);
  });
  return ws;
}

describe('a full server', () => {
  it('a phone refused SERVER_FULL says the event is busy, keeps trying, and joins once there is room', async () => {
    const { token } = await createAccount(server, 'live-full');
    const deckId = await makeLiveDeck(server, token, 'Full house');
    const { startEvent } = await gql<{ startEvent: { id: string; code: string } }>(
      server,
      token,
      'mutation($d: ID!) { startEvent(deckId: $d) { id code } }',
      { d: deckId },
    );
    const place = await holdThePlace();

    const phone = await browser.newContext(PHONE_DEVICE);
    const page = await phone.newPage();
    await page.goto(`${server.url}/go?code=${startEvent.code}`);
    await page.getByLabel('Your nickname').fill('Ada');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await sees(page, 'The event is very busy — trying again…');
    await shot(page, 'live-full-busy-phone');

    place.close();
    await sees(page, 'You’re in!');
    await phone.close();
  });
});
