import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';
const uniqueEmail = () => `${randomUUID()}@example.com`;
const freshIp = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

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

function post(url: string, payload?: unknown, opts: { token?: string; ip?: string } = {}) {
  return t.app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    remoteAddress: opts.ip ?? freshIp(),
    headers: opts.token ? { authorization: `Bearer ${opts.token}` } : {},
  });
}

async function newAccount(email = uniqueEmail(), password = PASSWORD) {
  const res = await post('/v1/signup/email-password', { email, password, displayName: 'Tester' });
  expect(res.statusCode).toBe(200);
  return { email, password, session: res.json().session as { accessToken: string; refreshToken: string; user: { id: string } } };
}

async function signIn(email: string, password: string) {
  return post('/v1/signin/email-password', { email, password });
}

async function meId(accessToken: string): Promise<string | null> {
  const res = await post('/v1/graphql', { query: '{ me { id } }' }, { token: accessToken });
  return res.json().data?.me?.id ?? null;
}

describe('POST /v1/signin/email-password', () => {
  it('answers { email, password } with the whole session', async () => {
    const { email, session: signUp } = await newAccount();
    const res = await signIn(email, PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body)).toEqual(['session']);
    expect(body.session).toMatchObject({
      accessToken: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      accessTokenExpiresIn: 600,
      refreshToken: expect.any(String),
    });
    expect(body.session.user).toEqual({
      id: signUp.user.id,
      email,
      displayName: 'Tester',
      emailVerified: false,
      scope: expect.arrayContaining(['user']),
    });
    // A new session, not the sign-up one.
    expect(body.session.refreshToken).not.toBe(signUp.refreshToken);
    expect(await meId(body.session.accessToken)).toBe(signUp.user.id);
  });

  it("answers the seed's shape { data: { email, password } } the same way", async () => {
    const { email, session: signUp } = await newAccount();
    const res = await post('/v1/signin/email-password', { data: { email, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect(res.json().session).toMatchObject({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      user: { id: signUp.user.id, email },
    });
  });

  it('gives the same 401 for an unknown email and for a wrong password', async () => {
    const { email } = await newAccount();
    const wrongPassword = await signIn(email, 'not the password');
    const unknownEmail = await signIn(uniqueEmail(), PASSWORD);
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: 'invalid-email-password',
      reason: 'INVALID_CREDENTIALS',
      message: 'Incorrect email or password',
    });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('refuses a password that differs only in case', async () => {
    const { email } = await newAccount();
    expect((await signIn(email, PASSWORD.toUpperCase())).statusCode).toBe(401);
  });

  it('answers bad input with 400 invalid-request naming the field', async () => {
    const noPassword = await post('/v1/signin/email-password', { email: uniqueEmail() });
    expect(noPassword.statusCode).toBe(400);
    expect(noPassword.json()).toEqual({
      error: 'invalid-request',
      reason: 'INVALID_INPUT',
      message: 'password: Password is required',
      field: 'password',
    });

    const badEmail = await post('/v1/signin/email-password', { email: 'nope', password: PASSWORD });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json()).toEqual({
      error: 'invalid-request',
      reason: 'INVALID_INPUT',
      message: 'email: Enter a valid email address',
      field: 'email',
    });
  });

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/signin/email-password',
      headers: { 'content-type': 'application/json' },
      payload: '{ not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid-request', reason: 'BAD_REQUEST', message: 'The request body is not valid JSON' });
  });
});

describe('POST /v1/signout', () => {
  const refresh = (refreshToken: string) => post('/v1/token', { refreshToken });

  it('ends the one session, and leaves the other sessions of the user alone', async () => {
    const { email } = await newAccount();
    const a = (await signIn(email, PASSWORD)).json().session;
    const b = (await signIn(email, PASSWORD)).json().session;

    const out = await post('/v1/signout', { refreshToken: a.refreshToken });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });

    const afterA = await refresh(a.refreshToken);
    expect(afterA.statusCode).toBe(401);
    expect(afterA.json()).toEqual({ error: 'invalid-refresh-token', reason: 'SESSION_ENDED', message: expect.any(String) });
    expect((await refresh(b.refreshToken)).statusCode).toBe(200);
  });

  it('also ends the tokens the session was rotated into', async () => {
    const { email } = await newAccount();
    const first = (await signIn(email, PASSWORD)).json().session;
    const rotated = (await refresh(first.refreshToken)).json().session;
    // Signing out with the latest token ends the session...
    expect((await post('/v1/signout', { refreshToken: rotated.refreshToken })).statusCode).toBe(200);
    expect((await refresh(rotated.refreshToken)).statusCode).toBe(401);
  });

  it('with all: true ends every session of the user, but not other users', async () => {
    const { email } = await newAccount();
    const other = await newAccount();
    const a = (await signIn(email, PASSWORD)).json().session;
    const b = (await signIn(email, PASSWORD)).json().session;

    const out = await post('/v1/signout', { refreshToken: b.refreshToken, all: true });
    expect(out.statusCode).toBe(200);
    expect((await refresh(a.refreshToken)).statusCode).toBe(401);
    expect((await refresh(b.refreshToken)).statusCode).toBe(401);
    expect((await refresh(other.session.refreshToken)).statusCode).toBe(200);
  });

  it('answers 200 for a refresh token it does not know, so nothing is revealed', async () => {
    const res = await post('/v1/signout', { refreshToken: 'no-such-token' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
  });

  it('answers 400 without a refresh token, or with a non-boolean all', async () => {
    const missing = await post('/v1/signout', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'invalid-request',
      reason: 'INVALID_INPUT',
      message: 'refreshToken: refreshToken is required',
      field: 'refreshToken',
    });

    const { session } = await newAccount();
    const badAll = await post('/v1/signout', { refreshToken: session.refreshToken, all: 'yes' });
    expect(badAll.statusCode).toBe(400);
    expect(badAll.json().message).toMatch(/^all: /);
    // Nothing was ended by the refused request.
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
  });
});

describe('POST /v1/user/password with a bearer token (change password)', () => {
  it('changes the password, ends the other sessions and keeps the current one', async () => {
    const { email } = await newAccount();
    const current = (await signIn(email, PASSWORD)).json().session;
    const other = (await signIn(email, PASSWORD)).json().session;

    const res = await post('/v1/user/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, { token: current.accessToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    // The other session cannot be refreshed any more.
    const otherRefresh = await post('/v1/token', { refreshToken: other.refreshToken });
    expect(otherRefresh.statusCode).toBe(401);
    expect(otherRefresh.json().error).toBe('invalid-refresh-token');
    // The current one keeps working: its access token, and its refresh token.
    expect(await meId(current.accessToken)).toBe(current.user.id);
    const currentRefresh = await post('/v1/token', { refreshToken: current.refreshToken });
    expect(currentRefresh.statusCode).toBe(200);
    expect(await meId(currentRefresh.json().session.accessToken)).toBe(current.user.id);

    // The old password no longer signs in; the new one does.
    expect((await signIn(email, PASSWORD)).statusCode).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and keeps the old password and sessions', async () => {
    const { email } = await newAccount();
    const current = (await signIn(email, PASSWORD)).json().session;
    const other = (await signIn(email, PASSWORD)).json().session;

    const res = await post(
      '/v1/user/password',
      { currentPassword: 'wrong password', newPassword: NEW_PASSWORD },
      { token: current.accessToken },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid-request',
      reason: 'WRONG_CURRENT_PASSWORD',
      message: expect.stringMatching(/^currentPassword: /),
      field: 'currentPassword',
    });

    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
    expect((await signIn(email, NEW_PASSWORD)).statusCode).toBe(401);
    expect((await post('/v1/token', { refreshToken: other.refreshToken })).statusCode).toBe(200);
  });

  it('refuses a new password shorter than 8 characters, naming the field', async () => {
    const { email, session } = await newAccount();
    const res = await post('/v1/user/password', { currentPassword: PASSWORD, newPassword: 'short' }, { token: session.accessToken });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid-request',
      reason: 'INVALID_INPUT',
      message: 'newPassword: Password must be at least 8 characters',
      field: 'newPassword',
    });
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 without a bearer token, or with a token that is not valid', async () => {
    const { email } = await newAccount();
    const body = { currentPassword: PASSWORD, newPassword: NEW_PASSWORD };

    const none = await post('/v1/user/password', body);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ error: 'unauthenticated', reason: 'SIGN_IN_REQUIRED', message: expect.any(String) });

    const forged = await post('/v1/user/password', body, { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA' });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().error).toBe('unauthenticated');

    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });

  it('answers 401 with an access token that has expired', async () => {
    const { email, session } = await newAccount();
    t.clock.advance(601_000);
    const res = await post('/v1/user/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, { token: session.accessToken });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toBe('unauthenticated');
    expect((await signIn(email, PASSWORD)).statusCode).toBe(200);
  });
});
