import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { randomAddress } from '../testing/gql';
import { TestWsClient } from '../testing/wsClient';
import { WS_CLOSE } from '@mingle/shared';
import { SESSION_CHECK_TTL_MS } from './liveSessions';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';

interface SessionBody {
  accessToken: string;
  refreshToken: string;
  user: { id: string };
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let wsUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
  wsUrl = `${(await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws')}/v1/graphql`;
});
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

function post(url: string, payload: unknown, token?: string, app = t.app) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: randomAddress(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function twoSessions(): Promise<[SessionBody, SessionBody]> {
  const email = `${randomUUID()}@example.com`;
  const up = await post('/v1/signup/email-password', { email, password: PASSWORD });
  expect(up.statusCode).toBe(200);
  const other = await post('/v1/signin/email-password', { email, password: PASSWORD });
  return [up.json().session as SessionBody, other.json().session as SessionBody];
}

const me = (token?: string, app = t.app) => post('/v1/graphql', { query: '{ me { id } }' }, token, app);

/** Opens a socket with the token and says whether the server acknowledged it. */
async function socketAccepts(token: string): Promise<boolean> {
  const ws = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
  try {
    ws.send({ type: 'connection_init', payload: { Authorization: `Bearer ${token}` } });
    const first = await ws.waitFor((m) => m.type === 'connection_ack' || m.type === 'connection_error');
    return first.type === 'connection_ack';
  } finally {
    ws.socket.close();
  }
}

function expectUnauthenticated(res: Awaited<ReturnType<typeof me>>) {
  expect(res.statusCode).toBe(401);
  expect(res.headers['www-authenticate']).toMatch(/^Bearer /);
  const body = res.json();
  expect(body.data).toBeNull();
  expect(body.errors).toEqual([{ message: expect.any(String), extensions: expect.objectContaining({ code: 'UNAUTHENTICATED' }) }]);
}

describe('an access token is revoked with its session', () => {
  it('at once after sign-out: GraphQL over HTTP answers 401, the websocket refuses it, the other session goes on', async () => {
    const [a, b] = await twoSessions();
    // Checked once before, so a cached "live" answer is what sign-out must forget.
    expect((await me(a.accessToken)).json().data.me.id).toBe(a.user.id);
    expect(await socketAccepts(a.accessToken)).toBe(true);

    expect((await post('/v1/signout', { refreshToken: a.refreshToken })).statusCode).toBe(200);

    expectUnauthenticated(await me(a.accessToken));
    expect(await socketAccepts(a.accessToken)).toBe(false);
    expect((await me(b.accessToken)).json().data.me.id).toBe(b.user.id);
    expect(await socketAccepts(b.accessToken)).toBe(true);
  });

  it('closes sockets already open with a session that signs out (4403), and only those', async () => {
    const [a, b] = await twoSessions();
    const open = async (token: string) => {
      const ws = await TestWsClient.open(wsUrl, 'graphql-transport-ws');
      ws.send({ type: 'connection_init', payload: { Authorization: `Bearer ${token}` } });
      await ws.waitFor((m) => m.type === 'connection_ack');
      return ws;
    };
    const [wsA, wsB] = [await open(a.accessToken), await open(b.accessToken)];
    expect((await post('/v1/signout', { refreshToken: a.refreshToken })).statusCode).toBe(200);
    expect(await wsA.waitForClose()).toBe(WS_CLOSE.forbidden);
    // The other session's socket still answers.
    wsB.send({ type: 'subscribe', id: 'me', payload: { query: '{ me { id } }' } });
    expect((await wsB.waitFor((m) => m.type === 'next' && m.id === 'me')).payload).toEqual({ data: { me: { id: b.user.id } } });
    expect(wsB.closed).toBeNull();
    wsB.close();
  });

  it('at once after sign-out everywhere', async () => {
    const [a, b] = await twoSessions();
    expect((await me(b.accessToken)).statusCode).toBe(200);
    expect((await post('/v1/signout', { refreshToken: a.refreshToken, all: true })).statusCode).toBe(200);
    expectUnauthenticated(await me(a.accessToken));
    expectUnauthenticated(await me(b.accessToken));
  });

  it('at once after a password change, for every other session; the one that changed it goes on', async () => {
    const [current, other] = await twoSessions();
    expect((await me(other.accessToken)).statusCode).toBe(200);

    const changed = await post(
      '/v1/graphql',
      {
        query: 'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
        variables: { c: PASSWORD, n: NEW_PASSWORD },
      },
      current.accessToken,
    );
    expect(changed.json()).toEqual({ data: { changePassword: true } });

    expectUnauthenticated(await me(other.accessToken));
    expect(await socketAccepts(other.accessToken)).toBe(false);
    const rest = await post('/v1/user/password', { currentPassword: NEW_PASSWORD, newPassword: PASSWORD }, other.accessToken);
    expect(rest.statusCode).toBe(401);
    expect(rest.json().error).toBe('unauthenticated');
    expect((await me(current.accessToken)).json().data.me.id).toBe(current.user.id);
  });

  it('at once after a password reset, for every session', async () => {
    const [a] = await twoSessions();
    expect((await me(a.accessToken)).statusCode).toBe(200);
    const email = (await post('/v1/graphql', { query: '{ me { email } }' }, a.accessToken)).json().data.me.email as string;
    expect((await post('/v1/user/password/reset', { email })).statusCode).toBe(200);
    const ticket = t.mailer.linkTo(email, '/reset-password').searchParams.get('ticket');
    expect((await post('/v1/user/password', { ticket, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
    expectUnauthenticated(await me(a.accessToken));
  });

  it('in another process sharing the database, within the cache lifetime (no Redis to carry the news)', async () => {
    const other = await buildTestApp(db, { AUTH_SECRET: t.config.authSecret });
    try {
      const [a] = await twoSessions();
      other.clock.advance(t.clock.now() - other.clock.now());
      expect((await me(a.accessToken, other.app)).statusCode).toBe(200);
      expect((await post('/v1/signout', { refreshToken: a.refreshToken })).statusCode).toBe(200);
      // This process heard nothing: its cached answer lives out its short lifetime, no longer.
      other.clock.advance(SESSION_CHECK_TTL_MS - 1);
      expect((await me(a.accessToken, other.app)).statusCode).toBe(200);
      other.clock.advance(1);
      expectUnauthenticated(await me(a.accessToken, other.app));
    } finally {
      await other.close();
    }
  });
});

describe('an access token that is not valid, over HTTP', () => {
  it('is 401 UNAUTHENTICATED on GraphQL, never a guest: bad signature, expired, garbage', async () => {
    const [a] = await twoSessions();
    const [header, payload] = a.accessToken.split('.');
    expectUnauthenticated(await me(`${header}.${payload}.c2lnbmF0dXJl`));
    expectUnauthenticated(await me('not-a-jwt'));
    const expiring = await twoSessions();
    t.clock.advance(601_000);
    expectUnauthenticated(await me(expiring[0].accessToken));
  });

  it('is 401 for a malformed Authorization header too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      payload: { query: '{ me { id } }' },
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('is 401 before a multipart upload is read', async () => {
    const boundary = 'x-boundary';
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"mutation ($f: Upload!) { uploadFile(file: $f) { url } }","variables":{"f":null}}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.f"]}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nxxxx\r\n`,
      `--${boundary}--\r\n`,
    ].join('');
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      payload: body,
      headers: { authorization: 'Bearer forged.token.here', 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(res.statusCode).toBe(401);
  });

  it('without an Authorization header stays a guest', async () => {
    const res = await me();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { me: null } });
  });
});
