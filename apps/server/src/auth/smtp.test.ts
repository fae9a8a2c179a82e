import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { mailText, startMailCatcher, type CaughtMail } from '../testing/mailCatcher';
import { REFRESH_GRACE_MS } from './sessions';

const PASSWORD = 'correct horse battery';
const NEW_PASSWORD = 'a brand new passphrase';
const uniqueEmail = () => `${randomUUID()}@example.com`;

/** Waits for a message to `to` to arrive (delivery runs in the background). */
async function waitForMail(mails: CaughtMail[], to: string, path: string): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const mail = mails.find((m) => m.to === to && mailText(m.raw).includes(path));
    if (mail) return mailText(mail.raw);
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(`no mail with ${path} reached ${to}`);
}

function ticketFrom(text: string, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]*${path}\\?ticket=([\\w-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${path} link in the mail`);
  return match[1];
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;

beforeAll(async () => {
  db = await createTestDatabase();
  catcher = await startMailCatcher();
});
afterAll(async () => {
  await catcher?.close();
  await db?.drop();
});

/**
 * The app with SMTP_URL pointing at the catcher and its real SMTP mailer: `mailer:
 * undefined` in the overrides replaces the memory mailer buildTestApp would pass.
 */
async function appWithSmtp(env: Record<string, string> = {}): Promise<TestApp> {
  return buildTestApp(db, { SMTP_URL: catcher.url, ...env }, { mailer: undefined });
}

describe('mail through a real SMTP server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await appWithSmtp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('delivers the confirmation email, and its link confirms the address', async () => {
    const email = uniqueEmail();
    const signUp = await t.app.inject({ method: 'POST', url: '/v1/signup/email-password', payload: { email, password: PASSWORD } });
    expect(signUp.statusCode).toBe(200);
    const { session } = signUp.json();

    const text = await waitForMail(catcher.mails, email, '/confirm-email?ticket=');
    expect(text).toMatch(/^Subject: Confirm your email for Mingle/m);
    expect(text).toMatch(/^From: Mingle <no-reply@mingle\.local>/m);
    expect(text).toContain('http://mingle.test/confirm-email?ticket=');
    // Nothing went to the memory mailer: this really went through SMTP.
    expect(t.mailer.sent).toHaveLength(0);

    const verify = await t.app.inject({
      method: 'POST',
      url: '/v1/user/email/verify',
      payload: { ticket: ticketFrom(text, '/confirm-email') },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json().user).toMatchObject({ id: session.user.id, email, emailVerified: true });

    const me = await t.app.inject({
      method: 'POST',
      url: '/v1/graphql',
      headers: { authorization: `Bearer ${session.accessToken}` },
      payload: { query: '{ me { emailVerified } }' },
    });
    expect(me.json()).toEqual({ data: { me: { emailVerified: true } } });
  });

  it('delivers the password reset email, and its link sets the password', async () => {
    const email = uniqueEmail();
    await t.app.inject({
      method: 'POST',
      url: '/v1/signup/email-password',
      payload: { email, password: PASSWORD },
      remoteAddress: '10.9.9.9',
    });
    const reset = await t.app.inject({ method: 'POST', url: '/v1/user/password/reset', payload: { email } });
    expect(reset.statusCode).toBe(200);

    const text = await waitForMail(catcher.mails, email, '/reset-password?ticket=');
    const set = await t.app.inject({
      method: 'POST',
      url: '/v1/user/password',
      payload: { ticket: ticketFrom(text, '/reset-password'), newPassword: NEW_PASSWORD },
    });
    expect(set.statusCode).toBe(200);
    const signIn = await t.app.inject({ method: 'POST', url: '/v1/signin/email-password', payload: { email, password: NEW_PASSWORD } });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('logs', () => {
  for (const level of ['info', 'trace']) {
    it(`at ${level} never contain passwords, tokens, tickets or the auth secret`, async () => {
      const t = await appWithSmtp({ LOG_LEVEL: level });
      try {
        const email = uniqueEmail();
        const secrets: Record<string, string> = { password: PASSWORD, newPassword: NEW_PASSWORD, authSecret: t.config.authSecret };
        const post = (url: string, payload: object, token?: string) =>
          t.app.inject({ method: 'POST', url, payload, headers: token ? { authorization: `Bearer ${token}` } : {} });

        const signUp = (await post('/v1/signup/email-password', { email, password: PASSWORD })).json().session;
        secrets.signUpAccess = signUp.accessToken;
        secrets.signUpRefresh = signUp.refreshToken;

        const signIn = (await post('/v1/signin/email-password', { data: { email, password: PASSWORD } })).json().session;
        secrets.signInAccess = signIn.accessToken;
        secrets.signInRefresh = signIn.refreshToken;

        const refreshed = (await post('/v1/token', { refreshToken: signIn.refreshToken })).json().session;
        secrets.refreshedAccess = refreshed.accessToken;
        secrets.refreshedRefresh = refreshed.refreshToken;

        // A failed sign-in and a reused refresh token: errors must not leak either.
        expect((await post('/v1/signin/email-password', { email, password: 'wrong password' })).statusCode).toBe(401);
        t.clock.advance(REFRESH_GRACE_MS);
        expect((await post('/v1/token', { refreshToken: signIn.refreshToken })).statusCode).toBe(401);

        await post('/v1/graphql', { query: '{ me { id } }' }, refreshed.accessToken);

        const confirmTicket = ticketFrom(await waitForMail(catcher.mails, email, '/confirm-email?ticket='), '/confirm-email');
        secrets.confirmTicket = confirmTicket;
        expect((await post('/v1/user/email/verify', { ticket: confirmTicket })).statusCode).toBe(200);
        // A browser opening the emailed link: the ticket is in the URL of the request.
        await t.app.inject({ method: 'GET', url: `/confirm-email?ticket=${confirmTicket}` });

        const current = (await post('/v1/signin/email-password', { email, password: PASSWORD })).json().session;
        secrets.currentAccess = current.accessToken;
        secrets.currentRefresh = current.refreshToken;
        expect(
          (await post('/v1/user/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, current.accessToken)).statusCode,
        ).toBe(200);

        await post('/v1/user/password/reset', { email });
        const resetTicket = ticketFrom(await waitForMail(catcher.mails, email, '/reset-password?ticket='), '/reset-password');
        secrets.resetTicket = resetTicket;
        expect((await post('/v1/user/password', { ticket: resetTicket, newPassword: `${NEW_PASSWORD}!` })).statusCode).toBe(200);
        await post('/v1/signout', { refreshToken: current.refreshToken, all: true });

        const logs = t.logs();
        // The requests were logged, so the absence below means something.
        expect(logs).toContain('/v1/signin/email-password');
        expect(logs).toContain('/v1/token');
        expect(logs).toContain('/confirm-email?ticket=[redacted]');
        for (const [name, value] of Object.entries(secrets)) {
          expect(value.length, name).toBeGreaterThanOrEqual(8);
          expect(logs.includes(value), `${name} appears in the logs`).toBe(false);
        }
        // Nor any part of a JWT that could be replayed (its signature).
        for (const token of [signUp.accessToken, signIn.accessToken, refreshed.accessToken, current.accessToken]) {
          expect(logs.includes(token.split('.')[2]), 'an access token signature appears in the logs').toBe(false);
        }
      } finally {
        await t.close();
      }
    });
  }
});
