import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/db';
import { buildTestApp, type TestApp } from '../testing/app';
import { TICKET_TTL_MS, consumeTicket, createTicket } from './tickets';

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

function post(url: string, payload: unknown, token?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    remoteAddress: freshIp(),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function newAccount() {
  const email = uniqueEmail();
  const res = await post('/v1/signup/email-password', { email, password: PASSWORD });
  expect(res.statusCode).toBe(200);
  return { email, session: res.json().session as { accessToken: string; refreshToken: string; user: { id: string } } };
}

const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);
const ticketIn = (email: string, path: string) => {
  const ticket = t.mailer.linkTo(email, path).searchParams.get('ticket');
  if (!ticket) throw new Error(`no ticket in the ${path} link`);
  return ticket;
};

async function me(accessToken: string) {
  const res = await post('/v1/graphql', { query: '{ me { id emailVerified } }' }, accessToken);
  return res.json().data.me as { id: string; emailVerified: boolean } | null;
}

describe('email verification', () => {
  it('confirms the email with the mailed ticket: emailVerified true, and me shows it', async () => {
    const { email, session } = await newAccount();
    expect((await me(session.accessToken))?.emailVerified).toBe(false);

    const res = await post('/v1/user/email/verify', { ticket: ticketIn(email, '/confirm-email') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      user: { id: session.user.id, email, displayName: expect.any(String), emailVerified: true, scope: expect.arrayContaining(['user']) },
    });
    expect(await me(session.accessToken)).toEqual({ id: session.user.id, emailVerified: true });
    // A new sign-in reports it too.
    const signIn = await post('/v1/signin/email-password', { email, password: PASSWORD });
    expect(signIn.json().session.user.emailVerified).toBe(true);
  });

  it('takes each ticket once: a second use is 400 invalid-ticket', async () => {
    const { email } = await newAccount();
    const ticket = ticketIn(email, '/confirm-email');
    expect((await post('/v1/user/email/verify', { ticket })).statusCode).toBe(200);
    const again = await post('/v1/user/email/verify', { ticket });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'invalid-ticket', reason: 'INVALID_TICKET', message: expect.any(String) });
  });

  it('refuses a ticket after it expires', async () => {
    const { email, session } = await newAccount();
    const ticket = ticketIn(email, '/confirm-email');
    t.clock.advance(TICKET_TTL_MS['verify-email'] + 1_000);
    const res = await post('/v1/user/email/verify', { ticket });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-ticket');
    const fresh = (await post('/v1/signin/email-password', { email, password: PASSWORD })).json().session;
    expect((await me(fresh.accessToken))?.emailVerified).toBe(false);
    expect(session.user.id).toBe(fresh.user.id);
  });

  it('accepts a ticket just before it expires', async () => {
    const { email } = await newAccount();
    const ticket = ticketIn(email, '/confirm-email');
    t.clock.advance(TICKET_TTL_MS['verify-email'] - 1_000);
    expect((await post('/v1/user/email/verify', { ticket })).statusCode).toBe(200);
  });

  it('refuses an unknown ticket, a reset ticket, and a missing one', async () => {
    const unknown = await post('/v1/user/email/verify', { ticket: 'made-up' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toBe('invalid-ticket');

    const { email } = await newAccount();
    await post('/v1/user/password/reset', { email });
    const resetTicket = ticketIn(email, '/reset-password');
    const wrongKind = await post('/v1/user/email/verify', { ticket: resetTicket });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error).toBe('invalid-ticket');
    // ...and that reset ticket is still good for what it is for.
    expect((await post('/v1/user/password', { ticket: resetTicket, newPassword: NEW_PASSWORD })).statusCode).toBe(200);

    const missing = await post('/v1/user/email/verify', {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'invalid-request',
      reason: 'INVALID_INPUT',
      message: 'ticket: ticket is required',
      field: 'ticket',
    });
  });

  it('send-verification-email answers 200 and mails a new working link to an unverified account', async () => {
    const { email, session } = await newAccount();
    const firstTicket = ticketIn(email, '/confirm-email');
    const before = mailsTo(email).length;

    const res = await post('/v1/user/email/send-verification-email', { email: email.toUpperCase() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(mailsTo(email)).toHaveLength(before + 1);
    const secondTicket = ticketIn(email, '/confirm-email');
    expect(secondTicket).not.toBe(firstTicket);

    expect((await post('/v1/user/email/verify', { ticket: secondTicket })).statusCode).toBe(200);
    expect((await me(session.accessToken))?.emailVerified).toBe(true);
  });

  it('send-verification-email answers 200 without mailing for an unknown or already verified address', async () => {
    const unknown = uniqueEmail();
    const res = await post('/v1/user/email/send-verification-email', { email: unknown });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(mailsTo(unknown)).toHaveLength(0);

    const { email } = await newAccount();
    await post('/v1/user/email/verify', { ticket: ticketIn(email, '/confirm-email') });
    const before = mailsTo(email).length;
    const verified = await post('/v1/user/email/send-verification-email', { email });
    expect(verified.statusCode).toBe(200);
    expect(mailsTo(email)).toHaveLength(before);
  });

  it('send-verification-email answers 400 for a malformed address', async () => {
    const res = await post('/v1/user/email/send-verification-email', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'invalid-request',
      reason: 'INVALID_INPUT',
      message: 'email: Enter a valid email address',
      field: 'email',
    });
  });
});

describe('password reset', () => {
  it('answers 200 and mails a /reset-password link only when the account exists', async () => {
    const unknown = uniqueEmail();
    const none = await post('/v1/user/password/reset', { email: unknown });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ ok: true });
    expect(mailsTo(unknown)).toHaveLength(0);

    const { email } = await newAccount();
    const before = mailsTo(email).length;
    const res = await post('/v1/user/password/reset', { email: `  ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(mailsTo(email)).toHaveLength(before + 1);
    const link = t.mailer.linkTo(email, '/reset-password');
    expect(link.origin + link.pathname).toBe('http://mingle.test/reset-password');
    expect(link.searchParams.get('ticket')).toBeTruthy();
  });

  it('sets the new password with the ticket, ends every session and confirms the email', async () => {
    const { email, session } = await newAccount();
    const other = (await post('/v1/signin/email-password', { email, password: PASSWORD })).json().session;
    await post('/v1/user/password/reset', { email });

    const res = await post('/v1/user/password', { ticket: ticketIn(email, '/reset-password'), newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });

    expect((await post('/v1/signin/email-password', { email, password: PASSWORD })).statusCode).toBe(401);
    const signIn = await post('/v1/signin/email-password', { email, password: NEW_PASSWORD });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().session.user.emailVerified).toBe(true);
    for (const refreshToken of [session.refreshToken, other.refreshToken]) {
      const refresh = await post('/v1/token', { refreshToken });
      expect(refresh.statusCode).toBe(401);
      expect(refresh.json().error).toBe('invalid-refresh-token');
    }
  });

  it('takes each ticket once: a second use is 400 invalid-ticket and does not change the password', async () => {
    const { email } = await newAccount();
    await post('/v1/user/password/reset', { email });
    const ticket = ticketIn(email, '/reset-password');
    expect((await post('/v1/user/password', { ticket, newPassword: NEW_PASSWORD })).statusCode).toBe(200);

    const again = await post('/v1/user/password', { ticket, newPassword: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'invalid-ticket', reason: 'INVALID_TICKET', message: expect.any(String) });
    expect((await post('/v1/signin/email-password', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect((await post('/v1/signin/email-password', { email, password: 'yet another password' })).statusCode).toBe(401);
  });

  // Every reset ticket mailed to the address, oldest first.
  const resetTicketsOf = (email: string) =>
    mailsTo(email).flatMap((m) => {
      const link = m.text.match(/https?:\/\/\S*\/reset-password\S*/)?.[0];
      return link ? [new URL(link).searchParams.get('ticket')!] : [];
    });

  it('a reset uses up the other reset mails: an earlier link no longer sets the password', async () => {
    const { email } = await newAccount();
    await post('/v1/user/password/reset', { email });
    await post('/v1/user/password/reset', { email });
    const [first, second] = resetTicketsOf(email);
    expect(first && second && first !== second).toBe(true);
    expect((await post('/v1/user/password', { ticket: second, newPassword: NEW_PASSWORD })).statusCode).toBe(200);

    const stale = await post('/v1/user/password', { ticket: first, newPassword: 'an attacker password' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe('invalid-ticket');
    expect((await post('/v1/signin/email-password', { email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('a signed-in password change uses up the reset mails sent before it', async () => {
    const { email, session } = await newAccount();
    await post('/v1/user/password/reset', { email });
    const [ticket] = resetTicketsOf(email);
    const change = await post('/v1/user/password', { currentPassword: PASSWORD, newPassword: NEW_PASSWORD }, session.accessToken);
    expect(change.statusCode).toBe(200);

    const stale = await post('/v1/user/password', { ticket, newPassword: 'an attacker password' });
    expect(stale.statusCode).toBe(400);
    expect(stale.json().error).toBe('invalid-ticket');
    expect((await post('/v1/signin/email-password', { email, password: NEW_PASSWORD })).statusCode).toBe(200);

    // A reset asked for after the change still works.
    await post('/v1/user/password/reset', { email });
    expect(
      (await post('/v1/user/password', { ticket: ticketIn(email, '/reset-password'), newPassword: 'a third passphrase' })).statusCode,
    ).toBe(200);
  });

  it(`refuses a ticket older than ${TICKET_TTL_MS['reset-password'] / 60_000} minutes`, async () => {
    const { email } = await newAccount();
    await post('/v1/user/password/reset', { email });
    const ticket = ticketIn(email, '/reset-password');
    t.clock.advance(TICKET_TTL_MS['reset-password'] + 1_000);
    const res = await post('/v1/user/password', { ticket, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-ticket');
    expect((await post('/v1/signin/email-password', { email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a confirmation ticket, and a too-short new password without using the ticket up', async () => {
    const { email } = await newAccount();
    const confirmTicket = ticketIn(email, '/confirm-email');
    const wrongKind = await post('/v1/user/password', { ticket: confirmTicket, newPassword: NEW_PASSWORD });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().error).toBe('invalid-ticket');

    await post('/v1/user/password/reset', { email });
    const ticket = ticketIn(email, '/reset-password');
    const short = await post('/v1/user/password', { ticket, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({
      error: 'invalid-request',
      reason: 'INVALID_INPUT',
      message: 'newPassword: Password must be at least 8 characters',
      field: 'newPassword',
    });
    expect((await post('/v1/user/password', { ticket, newPassword: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('answers 400 for a malformed address', async () => {
    const res = await post('/v1/user/password/reset', { email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid-request');
  });
});

describe('createTicket / consumeTicket', () => {
  it('gives back the user once, only for the right kind, until the ticket expires', async () => {
    const { session } = await newAccount();
    const userId = session.user.id;
    const ticket = await createTicket(db.db, t.clock, userId, 'verify-email');
    expect(await consumeTicket(db.db, t.clock, ticket, 'reset-password')).toBeNull();
    expect(await consumeTicket(db.db, t.clock, ticket, 'verify-email')).toBe(userId);
    expect(await consumeTicket(db.db, t.clock, ticket, 'verify-email')).toBeNull();

    const expiring = await createTicket(db.db, t.clock, userId, 'reset-password');
    t.clock.advance(TICKET_TTL_MS['reset-password']);
    expect(await consumeTicket(db.db, t.clock, expiring, 'reset-password')).toBeNull();
  });

  it('hands a ticket to only one of two simultaneous uses', async () => {
    const { session } = await newAccount();
    const ticket = await createTicket(db.db, t.clock, session.user.id, 'verify-email');
    const results = await Promise.all([1, 2, 3].map(() => consumeTicket(db.db, t.clock, ticket, 'verify-email')));
    expect(results.filter((r) => r === session.user.id)).toHaveLength(1);
  });
});
