import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';

type TestDb = Awaited<ReturnType<typeof createTestDatabase>>;

const PASSWORD = 'correct horse battery';
const uniqueEmail = () => `${randomUUID()}@example.com`;
/** Sign-ups are limited per address, so each request comes from its own. */
const freshIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

function decodeJwtPayload(token: string): Record<string, unknown> {
  const [, payload] = token.split('.');
  return JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

let db: TestDb;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await buildTestApp(db);
});
afterAll(async () => {
  await t?.close();
  await db?.drop();
});

function signUp(payload: unknown, remoteAddress = freshIp(), app = t.app) {
  return app.inject({ method: 'POST', url: '/v1/signup/email-password', payload: payload as object, remoteAddress });
}

function me(accessToken: string) {
  return t.app.inject({
    method: 'POST',
    url: '/v1/graphql',
    headers: { authorization: `Bearer ${accessToken}` },
    payload: { query: '{ me { id email displayName emailVerified scope } }' },
  });
}

describe('POST /v1/signup/email-password', () => {
  it('creates the account and returns a session, before the email is confirmed', async () => {
    const email = uniqueEmail();
    const res = await signUp({ email, password: PASSWORD, displayName: 'Ada' });
    expect(res.statusCode).toBe(200);
    const { session } = res.json();
    expect(session).toMatchObject({
      accessToken: expect.any(String),
      accessTokenExpiresIn: 600,
      refreshToken: expect.any(String),
      user: { id: expect.any(String), email, displayName: 'Ada', emailVerified: false, scope: expect.arrayContaining(['user']) },
    });
    // The session works right away.
    const meRes = await me(session.accessToken);
    expect(meRes.json().data.me).toMatchObject({ id: session.user.id, email, displayName: 'Ada', emailVerified: false });
    // And signing in with the same credentials works.
    const signIn = await t.app.inject({ method: 'POST', url: '/v1/signin/email-password', payload: { email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().session.user.id).toBe(session.user.id);
  });

  it('normalises the email: trimmed and lower-cased, so any casing signs in to the same account', async () => {
    const local = randomUUID();
    const res = await signUp({ email: `  ${local.toUpperCase()}@Example.COM `, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().session.user.email).toBe(`${local}@example.com`);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/v1/signin/email-password',
      payload: { email: `${local}@EXAMPLE.com`, password: PASSWORD },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().session.user.id).toBe(res.json().session.user.id);

    // The same address in another casing is taken.
    const again = await signUp({ email: `${local.toUpperCase()}@example.com`, password: PASSWORD });
    expect(again.statusCode).toBe(409);
  });

  it('stores the password only as a scrypt (memory-hard) hash, at the full cost', async () => {
    // A server as it runs, without the cheaper cost the other tests hash at (testing/app.ts).
    const server = await buildTestApp(db, {}, { passwordCost: undefined });
    try {
      const email = uniqueEmail();
      const res = await signUp({ email, password: PASSWORD }, freshIp(), server.app);
      expect(res.statusCode).toBe(200);
      const [row] = await db.db.select().from(users).where(eq(users.email, email));
      expect(row?.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$[\w-]+\$[\w-]+$/);
      expect(row?.passwordHash).not.toContain(PASSWORD);
    } finally {
      await server.close();
    }
  });

  it('salts each hash, so two accounts with one password have different hashes', async () => {
    const a = uniqueEmail();
    const b = uniqueEmail();
    await signUp({ email: a, password: PASSWORD });
    await signUp({ email: b, password: PASSWORD });
    const [ra] = await db.db.select().from(users).where(eq(users.email, a));
    const [rb] = await db.db.select().from(users).where(eq(users.email, b));
    expect(ra?.passwordHash).toBeTruthy();
    expect(ra?.passwordHash).not.toBe(rb?.passwordHash);
  });

  it('sends a confirmation email linking to /confirm-email?ticket=…', async () => {
    const email = uniqueEmail();
    await signUp({ email, password: PASSWORD, displayName: 'Grace' });
    const link = t.mailer.linkTo(email, '/confirm-email');
    expect(link.origin).toBe('http://mingle.test');
    expect(link.pathname).toBe('/confirm-email');
    expect(link.searchParams.get('ticket')).toMatch(/^[\w-]{20,}$/);
    const message = t.mailer.sent.find((m) => m.to === email);
    expect(message?.subject).toMatch(/confirm/i);
    expect(message?.html).toContain(`/confirm-email?ticket=${link.searchParams.get('ticket')}`);
  });

  it('leaves the display name out of the confirmation email: the address is not confirmed yet', async () => {
    const email = uniqueEmail();
    const lure = 'Your Mingle invoice is overdue - pay at evil.example/pay';
    expect((await signUp({ email, password: PASSWORD, displayName: lure })).statusCode).toBe(200);
    const message = t.mailer.sent.find((m) => m.to === email)!;
    expect(message.text).not.toContain('evil.example');
    expect(message.html).not.toContain('evil.example');
    expect(message.text).toMatch(/^Confirm your email address/);
  });

  it('accepts 8 and 256 character passwords', async () => {
    for (const password of ['12345678', 'p'.repeat(256)]) {
      const email = uniqueEmail();
      const res = await signUp({ email, password });
      expect(res.statusCode, `length ${password.length}`).toBe(200);
      const signIn = await t.app.inject({ method: 'POST', url: '/v1/signin/email-password', payload: { email, password } });
      expect(signIn.statusCode, `length ${password.length}`).toBe(200);
    }
  });

  it('refuses a password shorter than 8 characters with 400 naming the field', async () => {
    const email = uniqueEmail();
    const res = await signUp({ email, password: '1234567' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid-request',
      reason: 'INVALID_INPUT',
      message: 'password: Password must be at least 8 characters',
      field: 'password',
    });
    // No account was made.
    expect(await db.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses a password longer than 256 characters', async () => {
    const res = await signUp({ email: uniqueEmail(), password: 'p'.repeat(257) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid-request',
      reason: 'INVALID_INPUT',
      message: 'password: Password must be at most 256 characters',
      field: 'password',
    });
  });

  it('refuses a missing or malformed email, naming the field', async () => {
    const missing = await signUp({ password: PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'invalid-request',
      reason: 'INVALID_INPUT',
      message: expect.stringMatching(/^email: /),
      field: 'email',
    });

    const bad = await signUp({ email: 'not-an-email', password: PASSWORD });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      error: 'invalid-request',
      reason: 'INVALID_INPUT',
      message: 'email: Enter a valid email address',
      field: 'email',
    });
  });

  it('answers 409 for an email that is taken, and keeps the first account', async () => {
    const email = uniqueEmail();
    const first = await signUp({ email, password: PASSWORD });
    expect(first.statusCode).toBe(200);
    const sentBefore = t.mailer.sent.filter((m) => m.to === email).length;

    const second = await signUp({ email, password: 'another password' });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ error: 'email-already-in-use', reason: 'EMAIL_TAKEN', message: expect.any(String) });
    // No second confirmation email, and the original password still signs in.
    expect(t.mailer.sent.filter((m) => m.to === email)).toHaveLength(sentBefore);
    const signIn = await t.app.inject({ method: 'POST', url: '/v1/signin/email-password', payload: { email, password: PASSWORD } });
    expect(signIn.statusCode).toBe(200);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/v1/signin/email-password',
      payload: { email, password: 'another password' },
    });
    expect(wrong.statusCode).toBe(401);
  });

  it('gives a taken email to only one of two simultaneous sign-ups', async () => {
    const email = uniqueEmail();
    const results = await Promise.all([signUp({ email, password: PASSWORD }), signUp({ email, password: 'another password' })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await db.db.select().from(users).where(eq(users.email, email))).toHaveLength(1);
  });

  it('accepts the hosted-auth shape { options: { displayName } }', async () => {
    const email = uniqueEmail();
    const res = await signUp({ email, password: PASSWORD, options: { displayName: 'Hopper' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().session.user.displayName).toBe('Hopper');
  });

  it('accepts the seed shape { data: { … } } too', async () => {
    const email = uniqueEmail();
    const res = await signUp({ data: { email, password: PASSWORD, displayName: 'Lovelace' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().session.user).toMatchObject({ email, displayName: 'Lovelace' });
  });

  it('defaults the display name to the part of the email before @', async () => {
    const local = randomUUID();
    const res = await signUp({ email: `${local}@example.com`, password: PASSWORD });
    expect(res.json().session.user.displayName).toBe(local);
  });

  it('refuses an invalid display name with 400 naming the field', async () => {
    const res = await signUp({ email: uniqueEmail(), password: PASSWORD, displayName: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid-request',
      reason: 'INVALID_INPUT',
      message: 'displayName: Name cannot be empty',
      field: 'displayName',
    });
  });

  it('refuses a display name with control, bidi or invisible characters; stores one normalised', async () => {
    for (const [displayName, why] of [
      ['Ada\u200b', /invisible character/],
      ['\u202eadA', /direction of the text/],
      ['Ada\u0000', /control character/],
    ] as const) {
      const res = await signUp({ email: uniqueEmail(), password: PASSWORD, displayName });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(why);
    }
    const res = await signUp({ email: uniqueEmail(), password: PASSWORD, displayName: ' Ａda   Lovelace ' });
    expect(res.json().session.user.displayName).toBe('Ada Lovelace');
  });

  it('stores the referral code given as ref', async () => {
    const email = uniqueEmail();
    const res = await signUp({ email, password: PASSWORD, ref: 'friend-42' });
    expect(res.statusCode).toBe(200);
    const [row] = await db.db.select().from(users).where(eq(users.email, email));
    expect(row?.referredByCode).toBe('friend-42');
  });

  it('refuses a ref longer than 64 characters', async () => {
    const res = await signUp({ email: uniqueEmail(), password: PASSWORD, ref: 'r'.repeat(65) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-request');
    expect(res.json().message).toMatch(/^ref: /);
  });

  it('answers malformed JSON with 400 { error, message }', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/signup/email-password',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", "password":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid-request', reason: 'BAD_REQUEST', message: 'The request body is not valid JSON' });
  });

  it('answers an empty body with 400 naming the missing field', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/signup/email-password', remoteAddress: freshIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid-request',
      reason: 'INVALID_INPUT',
      message: expect.stringContaining('email: Email is required'),
      field: 'email',
    });
  });

  it('limits sign-ups per address (429 with retry-after), and the window passes', async () => {
    const ip = freshIp();
    // SIGN_UP_LIMIT: 20 an hour per address; taken or valid, each attempt counts.
    for (let i = 0; i < 20; i++) {
      const res = await signUp({ email: uniqueEmail(), password: PASSWORD }, ip);
      expect(res.statusCode, `attempt ${i + 1}`).toBe(200);
    }
    const limited = await signUp({ email: uniqueEmail(), password: PASSWORD }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      error: 'too-many-requests',
      reason: 'RATE_LIMITED',
      message: expect.any(String),
      retryAfterS: expect.any(Number),
    });
    expect(limited.headers['retry-after']).toBe('3600');
    // Other addresses are not affected.
    expect((await signUp({ email: uniqueEmail(), password: PASSWORD })).statusCode).toBe(200);

    t.clock.advance(3600_000);
    expect((await signUp({ email: uniqueEmail(), password: PASSWORD }, ip)).statusCode).toBe(200);
  });
});

describe('scope of new accounts', () => {
  let fresh: TestDb;
  let app: TestApp;
  beforeAll(async () => {
    fresh = await createTestDatabase();
    app = await buildTestApp(fresh);
  });
  afterAll(async () => {
    await app?.close();
    await fresh?.drop();
  });

  it('gives the first account of a fresh instance ["user","admin"] and later ones ["user"], in the response and the token', async () => {
    const post = (email: string) =>
      app.app.inject({
        method: 'POST',
        url: '/v1/signup/email-password',
        payload: { email, password: PASSWORD },
        remoteAddress: freshIp(),
      });
    const first = (await post(uniqueEmail())).json().session;
    const second = (await post(uniqueEmail())).json().session;
    const third = (await post(uniqueEmail())).json().session;

    expect(first.user.scope).toEqual(['user', 'admin']);
    expect(decodeJwtPayload(first.accessToken).scope).toEqual(['user', 'admin']);
    expect(second.user.scope).toEqual(['user']);
    expect(decodeJwtPayload(second.accessToken).scope).toEqual(['user']);
    expect(third.user.scope).toEqual(['user']);
  });

  it('makes exactly one admin when the first sign-ups arrive at once', async () => {
    const other = await createTestDatabase();
    const otherApp = await buildTestApp(other);
    try {
      const results = await Promise.all(
        [1, 2, 3, 4].map(() =>
          otherApp.app.inject({
            method: 'POST',
            url: '/v1/signup/email-password',
            payload: { email: uniqueEmail(), password: PASSWORD },
            remoteAddress: freshIp(),
          }),
        ),
      );
      const scopes = results.map((r) => r.json().session.user.scope as string[]);
      expect(scopes.filter((s) => s.includes('admin'))).toHaveLength(1);
      expect(scopes.filter((s) => s.length === 1 && s[0] === 'user')).toHaveLength(3);
    } finally {
      await otherApp.close();
      await other.drop();
    }
  });
});
