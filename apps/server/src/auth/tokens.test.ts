import { pbkdf2, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../lib/clock';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { REFRESH_GRACE_MS } from './sessions';
import { AccessTokens, bearerToken, hashToken, newOpaqueToken } from './tokens';

const PASSWORD = 'correct horse battery';
const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const THIRTY_DAYS_MS = 2_592_000_000;
const uniqueEmail = () => `${randomUUID()}@example.com`;
const freshIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

function decodeJwtPayload(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}
function decodeJwtHeader(token: string): Record<string, unknown> {
  const [header] = token.split('.');
  return JSON.parse(Buffer.from(header ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

interface SessionBody {
  accessToken: string;
  accessTokenExpiresIn: number;
  refreshToken: string;
  user: { id: string; scope: string[] };
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
});
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

function post(url: string, payload: unknown, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: freshIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function newSession(): Promise<SessionBody> {
  const res = await post('/v1/signup/email-password', { email: uniqueEmail(), password: PASSWORD });
  expect(res.statusCode).toBe(200);
  return res.json().session as SessionBody;
}

const refresh = (refreshToken: string) => post('/v1/token', { refreshToken });

async function meStatus(accessToken: string): Promise<number> {
  return (await post('/v1/graphql', { query: '{ me { id } }' }, accessToken)).statusCode;
}

async function meId(accessToken: string): Promise<string | null> {
  const res = await post('/v1/graphql', { query: '{ me { id } }' }, accessToken);
  expect(res.statusCode).toBe(200);
  return res.json().data.me?.id ?? null;
}

describe('access tokens', () => {
  it('are HS256 JWTs with sub, scope, iat and exp, exp - iat = 600 by default', async () => {
    const session = await newSession();
    expect(decodeJwtHeader(session.accessToken)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
    const claims = decodeJwtPayload(session.accessToken);
    expect(claims.sub).toBe(session.user.id);
    expect(claims.scope).toEqual(session.user.scope);
    expect(typeof claims.iat).toBe('number');
    expect(claims.exp).toBe((claims.iat as number) + 600);
    // The token is issued at the app's clock, not the wall clock.
    expect(claims.iat).toBe(Math.floor(t.clock.now() / 1000));
    expect(session.accessTokenExpiresIn).toBe(600);
  });

  it('follow ACCESS_TOKEN_MAX_AGE', async () => {
    const short = await buildTestApp(db, { ACCESS_TOKEN_MAX_AGE: '120' });
    try {
      const res = await short.app.inject({
        method: 'POST',
        url: '/v1/signup/email-password',
        payload: { email: uniqueEmail(), password: PASSWORD },
        remoteAddress: freshIp(),
      });
      const session = res.json().session as SessionBody;
      const claims = decodeJwtPayload(session.accessToken);
      expect((claims.exp as number) - (claims.iat as number)).toBe(120);
      expect(session.accessTokenExpiresIn).toBe(120);
    } finally {
      await short.close();
    }
  });

  it('authenticate until they expire: after 601 s queries and mutations are 401 UNAUTHENTICATED', async () => {
    const session = await newSession();
    t.clock.advance(599_000);
    expect(await meId(session.accessToken)).toBe(session.user.id);

    t.clock.advance(2_000);
    expect(await meStatus(session.accessToken)).toBe(401);
    const mutation = await post(
      '/v1/graphql',
      { query: 'mutation { updateProfile(input: { displayName: "x" }) { id } }' },
      session.accessToken,
    );
    expect(mutation.statusCode).toBe(401);
    expect(mutation.json().data).toBeNull();
    expect(mutation.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('with a valid token, the mutation that needs one works (so the failure above is the expiry)', async () => {
    const session = await newSession();
    const mutation = await post(
      '/v1/graphql',
      { query: 'mutation { updateProfile(input: { displayName: "x" }) { id } }' },
      session.accessToken,
    );
    expect(mutation.json()).toEqual({ data: { updateProfile: { id: session.user.id } } });
  });

  it('signed with another secret do not authenticate', async () => {
    const session = await newSession();
    const other = new AccessTokens('another-secret-that-is-long-enough-0123456', 600, t.clock);
    const forged = await other.sign({ userId: session.user.id, scope: ['user', 'admin'], sessionId: randomUUID() });
    expect(await meStatus(forged)).toBe(401);
  });

  it('that were tampered with do not authenticate', async () => {
    const session = await newSession();
    const [header, , signature] = session.accessToken.split('.');
    const payload = Buffer.from(JSON.stringify({ ...decodeJwtPayload(session.accessToken), scope: ['user', 'admin'] })).toString(
      'base64url',
    );
    expect(await meStatus(`${header}.${payload}.${signature}`)).toBe(401);
  });
});

describe('AccessTokens', () => {
  it('verifies its own tokens against the injected clock', async () => {
    const clock = new ManualClock(Date.UTC(2030, 5, 1));
    const tokens = new AccessTokens(SECRET, 600, clock);
    const token = await tokens.sign({ userId: 'u1', scope: ['user'], sessionId: 's1' });
    const iat = Date.UTC(2030, 5, 1) / 1000;
    expect(await tokens.verify(token)).toEqual({ sub: 'u1', scope: ['user'], sid: 's1', iat, exp: iat + 600 });
    clock.advance(600_000);
    // At exp the token is over (jose: exp must be after now).
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses the "none" algorithm and garbage', async () => {
    const tokens = new AccessTokens(SECRET, 600, new ManualClock());
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = Buffer.from(JSON.stringify({ sub: 'u1', scope: ['admin'], exp: 9_999_999_999 })).toString('base64url');
    expect(await tokens.verify(`${header}.${payload}.`)).toBeNull();
    expect(await tokens.verify('not a token')).toBeNull();
    expect(await tokens.verify('')).toBeNull();
  });

  it('checks a token on the calling thread: a busy thread pool does not hold a host’s request (ADR 60)', async () => {
    const tokens = new AccessTokens(SECRET, 600, new ManualClock());
    const token = await tokens.sign({ userId: 'u1', scope: ['user'], sessionId: 's1' });
    // More jobs than libuv has threads: a check queued behind them would come after the first ends.
    let poolJobsDone = 0;
    for (let i = 0; i < 32; i++) pbkdf2(PASSWORD, 'salt', 20_000, 32, 'sha256', () => poolJobsDone++);
    expect((await tokens.verify(token))?.sub).toBe('u1');
    expect(poolJobsDone).toBe(0);
  });

  it('reads the tokens jose signs, and jose reads the ones it signs with the same key', async () => {
    const clock = new ManualClock(Date.UTC(2030, 5, 1));
    const tokens = new AccessTokens(SECRET, 600, clock);
    const iat = Date.UTC(2030, 5, 1) / 1000;
    const byJose = await new SignJWT({ scope: ['user'], sid: 's2' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('u2')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(byJose)).toEqual({ sub: 'u2', scope: ['user'], sid: 's2', iat, exp: iat + 60 });
    const { payload } = await jwtVerify(await tokens.sign({ userId: 'u3', scope: [], sessionId: 's3' }), new TextEncoder().encode(SECRET), {
      currentDate: new Date(clock.now()),
    });
    expect(payload.sub).toBe('u3');
    // A seat's token is never an account's, even signed with the account key.
    const seat = await new SignJWT({ typ: 'participant', eid: 'e1', scope: [] })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject('p1')
      .setIssuedAt(iat)
      .setExpirationTime(iat + 60)
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(seat)).toBeNull();
  });
});

describe('bearerToken, opaque tokens', () => {
  it('reads "Bearer <token>" in any case and nothing else', () => {
    expect(bearerToken('Bearer abc.def')).toBe('abc.def');
    expect(bearerToken('bearer   abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken('Bearer')).toBeNull();
    expect(bearerToken('Bearer a b')).toBeNull();
    expect(bearerToken(undefined)).toBeNull();
  });

  it('makes unguessable tokens and stores only a hash of them', () => {
    const a = newOpaqueToken();
    expect(a).toMatch(/^[\w-]{43}$/);
    expect(newOpaqueToken()).not.toBe(a);
    expect(hashToken(a)).toBe(hashToken(a));
    expect(hashToken(a)).not.toContain(a);
    expect(hashToken(a)).not.toBe(hashToken(newOpaqueToken()));
  });
});

describe('POST /v1/token', () => {
  it('gives a new access token and a rotated refresh token', async () => {
    const session = await newSession();
    t.clock.advance(5_000);
    const res = await refresh(session.refreshToken);
    expect(res.statusCode).toBe(200);
    const next = res.json().session as SessionBody;
    expect(next.user.id).toBe(session.user.id);
    expect(next.refreshToken).not.toBe(session.refreshToken);
    expect(next.accessToken).not.toBe(session.accessToken);
    expect(decodeJwtPayload(next.accessToken).iat).toBe(Math.floor(t.clock.now() / 1000));
    expect(await meId(next.accessToken)).toBe(session.user.id);
    // The rotated token keeps rotating.
    expect((await refresh(next.refreshToken)).statusCode).toBe(200);
  });

  it('renews a session whose access token has expired', async () => {
    const session = await newSession();
    t.clock.advance(601_000);
    expect(await meStatus(session.accessToken)).toBe(401);
    const next = (await refresh(session.refreshToken)).json().session as SessionBody;
    expect(await meId(next.accessToken)).toBe(session.user.id);
  });

  it('gives two simultaneous refreshes of one token each a working pair of the same session', async () => {
    const session = await newSession();
    const [a, b] = await Promise.all([refresh(session.refreshToken), refresh(session.refreshToken)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const first = a.json().session as SessionBody;
    const second = b.json().session as SessionBody;
    expect(decodeJwtPayload(first.accessToken).sid).toBe(decodeJwtPayload(session.accessToken).sid);
    expect(decodeJwtPayload(second.accessToken).sid).toBe(decodeJwtPayload(session.accessToken).sid);
    expect(await meId(first.accessToken)).toBe(session.user.id);
    expect(await meId(second.accessToken)).toBe(session.user.id);
    // Whichever pair the client keeps goes on rotating.
    expect((await refresh(first.refreshToken)).statusCode).toBe(200);
    expect((await refresh(second.refreshToken)).statusCode).toBe(200);
  });

  it(`still refuses a rotated token used again after the ${REFRESH_GRACE_MS / 1000} s grace, and ends its session`, async () => {
    const session = await newSession();
    const next = (await refresh(session.refreshToken)).json().session as SessionBody;
    t.clock.advance(REFRESH_GRACE_MS - 1_000);
    // A late second tab is still within the grace.
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    t.clock.advance(1_000);
    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().error).toBe('invalid-refresh-token');
    // Reuse detection: the whole session ends, its access tokens with it.
    expect((await refresh(next.refreshToken)).statusCode).toBe(401);
    expect(await meStatus(next.accessToken)).toBe(401);
  });

  it('revokes the whole chain when a rotated refresh token is used again', async () => {
    const session = await newSession();
    const second = (await refresh(session.refreshToken)).json().session as SessionBody;
    const third = (await refresh(second.refreshToken)).json().session as SessionBody;
    t.clock.advance(REFRESH_GRACE_MS);

    const reuse = await refresh(session.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual({ error: 'invalid-refresh-token', reason: 'SESSION_ENDED', message: expect.any(String) });
    // The newest token of that chain stops working too.
    const newest = await refresh(third.refreshToken);
    expect(newest.statusCode).toBe(401);
    expect(newest.json().error).toBe('invalid-refresh-token');
  });

  it('leaves the other sessions of the user alone when one chain is revoked', async () => {
    const session = await newSession();
    const email = (await post('/v1/graphql', { query: '{ me { email } }' }, session.accessToken)).json().data.me.email as string;
    const otherSession = (await post('/v1/signin/email-password', { email, password: PASSWORD })).json().session as SessionBody;

    const rotated = (await refresh(session.refreshToken)).json().session as SessionBody;
    t.clock.advance(REFRESH_GRACE_MS);
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
    expect((await refresh(otherSession.refreshToken)).statusCode).toBe(200);
  });

  it('works until 30 days and refuses a refresh token 30 days + 1 s old', async () => {
    const kept = await newSession();
    const expired = await newSession();
    t.clock.advance(THIRTY_DAYS_MS - 1_000);
    expect((await refresh(kept.refreshToken)).statusCode).toBe(200);

    t.clock.advance(2_000);
    const res = await refresh(expired.refreshToken);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'invalid-refresh-token', reason: 'SESSION_ENDED', message: expect.any(String) });
  });

  it('refuses an unknown refresh token with 401 and a missing one with 400', async () => {
    const unknown = await refresh('made-up-token');
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().error).toBe('invalid-refresh-token');

    const missing = await post('/v1/token', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'invalid-request',
      reason: 'INVALID_INPUT',
      message: 'refreshToken: refreshToken is required',
      field: 'refreshToken',
    });
  });

  it('does not accept an access token as a refresh token', async () => {
    const session = await newSession();
    const res = await refresh(session.accessToken);
    expect(res.statusCode).not.toBe(200);
    expect([400, 401]).toContain(res.statusCode);
  });
});
