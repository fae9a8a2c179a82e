import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { AUTH_COOKIE_NAME } from '@mingle/shared';
import { createTestDatabase } from '../../testing/db';
import { buildTestApp, type TestApp } from '../../testing/app';
import { randomAddress, signUpUser, type TestUser } from '../../testing/gql';
import { TestWsClient } from '../../testing/wsClient';
import { SERVER_FULL_RETRY_AFTER_S } from '../../lib/socketBudget';
import { upgradeCredential } from './server';

// ADR 54, with a budget a test reaches in three sockets.
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;
let host: TestUser;
const opened: TestWsClient[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db, { MAX_SOCKETS: '3' });
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/v1/graphql`;
  host = await signUpUser(t.app, 'Host');
});
afterAll(async () => {
  for (const c of opened) c.close();
  await t.close();
  await db.drop();
});

async function startEvent(): Promise<{ id: string; code: string }> {
  const deckId = (await host.gql<{ createDeck: { id: string } }>('mutation { createDeck { id } }')).data!.createDeck.id;
  const doc = { version: 1, title: 'Full', slides: [{ type: 'content', id: 'c', title: 'Hello' }] };
  await host.gql('mutation ($id: ID!, $doc: JSON!) { saveDeck(id: $id, baseRevision: 1, document: $doc) { id } }', { id: deckId, doc });
  const r = await host.gql<{ startEvent: { id: string; code: string } }>('mutation ($d: ID!) { startEvent(deckId: $d) { id code } }', {
    d: deckId,
  });
  expect(r.errors).toBeUndefined();
  return r.data!.startEvent;
}

let seq = 0;
/** joinEvent over HTTP, as the phone sends it. */
async function join(code: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    payload: {
      query: 'mutation ($c: String!, $n: String!) { joinEvent(code: $c, nickname: $n) { participantToken } }',
      variables: { c: code, n: `Phone ${++seq}` },
    },
    remoteAddress: randomAddress(),
  });
  const body = res.json() as {
    data: { joinEvent: { participantToken: string } } | null;
    errors?: { message: string; extensions: { code: string; reason?: string; retryAfterS?: number } }[];
  };
  return { status: res.statusCode, retryAfter: res.headers['retry-after'], body };
}

async function phone(code: string): Promise<TestWsClient> {
  const joined = await join(code);
  expect(joined.body.errors).toBeUndefined();
  const client = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
  opened.push(client);
  expect((await client.init({ participantToken: joined.body.data!.joinEvent.participantToken })).type).toBe('connection_ack');
  return client;
}

/** An upgrade that is refused: what came back, and whether the connection was reset instead. */
function refusedUpgrade(headers: Record<string, string> = {}) {
  return new Promise<{ status: number; retryAfter: string | undefined; body: string; reset: boolean }>((resolve, reject) => {
    const ws = new WebSocket(wsUrl, 'graphql-transport-ws', { headers });
    ws.on('open', () => reject(new Error('the upgrade was accepted')));
    ws.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'ECONNRESET') resolve({ status: 0, retryAfter: undefined, body: '', reset: true });
    });
    ws.on('unexpected-response', (_req, res: IncomingMessage) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body, reset: false }));
    });
  });
}

async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((r) => setTimeout(r, 10));
}

describe('a process at its socket budget (MAX_SOCKETS=3)', () => {
  it('refuses the 4th participant with 503 and Retry-After, joins with SERVER_FULL, lets the host in, and takes a phone again after one leaves', async () => {
    const event = await startEvent();
    const phones = [await phone(event.code), await phone(event.code), await phone(event.code)];
    expect(t.services.sockets.openSockets).toBe(3);

    // A 4th phone's socket: a refusal it can read and retry, not a reset.
    const refused = await refusedUpgrade();
    expect(refused).toMatchObject({ status: 503, retryAfter: String(SERVER_FULL_RETRY_AFTER_S), reset: false });
    expect(refused.body).toContain('full');

    // A 4th join: SERVER_FULL, HTTP 503 with Retry-After, before a seat is taken.
    const joined = await join(event.code);
    expect(joined.status).toBe(503);
    expect(joined.retryAfter).toBe(String(SERVER_FULL_RETRY_AFTER_S));
    expect(joined.body.errors?.[0]?.extensions).toEqual({
      code: 'SERVER_FULL',
      reason: 'SERVER_FULL',
      retryAfterS: SERVER_FULL_RETRY_AFTER_S,
    });

    // A made-up credential does not open the hosts' reserve.
    expect((await refusedUpgrade({ authorization: 'Bearer not.a.token' })).status).toBe(503);

    // The host's console (Authorization) and screen (the web app's cookie) still connect, and the host acts.
    const console = await TestWsClient.open(wsUrl, 'graphql-transport-ws', { authorization: `Bearer ${host.token}` });
    opened.push(console);
    expect((await console.init({ Authorization: `Bearer ${host.token}` })).type).toBe('connection_ack');
    const screen = await TestWsClient.open(wsUrl, 'graphql-ws', {
      cookie: `theme=dark; ${AUTH_COOKIE_NAME}=${encodeURIComponent(host.token)}`,
    });
    opened.push(screen);
    expect((await screen.init({ Authorization: `Bearer ${host.token}` })).type).toBe('connection_ack');
    console.start('1', 'mutation ($e: ID!) { advanceEvent(eventId: $e) { id } }', { e: event.id });
    const advanced = await console.waitFor((m) => m.id === '1' && (m.type === 'next' || m.type === 'error'));
    expect(advanced.type).toBe('next');
    expect((advanced.payload as { errors?: unknown }).errors).toBeUndefined();

    // The hosts' sockets came from their reserve: still no room for a phone.
    expect((await refusedUpgrade()).status).toBe(503);

    // One phone leaves: a new one joins and connects.
    phones[0]!.close();
    await until(() => t.services.sockets.openSockets === 4);
    await phone(event.code);
    expect((await refusedUpgrade()).status).toBe(503);

    // Refusals are counted, and logged (once per burst: socketBudget.test.ts).
    expect(t.services.sockets.refused).toEqual({ websocket: 4, join: 1 });
    expect(t.logs()).toMatch(/"refusedWebsockets":1,"refusedJoins":0.*at its socket budget/);
  });
});

describe('upgradeCredential', () => {
  const req = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
  it('reads a bearer Authorization header or the web app cookie, and nothing else', () => {
    expect(upgradeCredential(req({ authorization: 'Bearer abc' }))).toBe('abc');
    expect(upgradeCredential(req({ cookie: `a=1; ${AUTH_COOKIE_NAME}=x%2Ey; b=2` }))).toBe('x.y');
    expect(upgradeCredential(req({ cookie: `${AUTH_COOKIE_NAME}=` }))).toBeNull();
    expect(upgradeCredential(req({ cookie: 'other=1' }))).toBeNull();
    expect(upgradeCredential(req({ cookie: `${AUTH_COOKIE_NAME}=%E0%A4%A` }))).toBeNull();
    expect(upgradeCredential(req({}))).toBeNull();
  });
});
