import { eq } from 'drizzle-orm';
import type { Log } from '../lib/log';
import { z } from 'zod';
import { displayNameSchema, emailSchema, passwordSchema, Reason, type Session, type SessionUser } from '@mingle/shared';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { describeZodError, firstIssueField } from '../lib/validation';
import type { Mailer, MailMessage } from '../mail/mailer';
import { confirmEmailMessage, resetPasswordMessage } from '../mail/templates';
import { AuthError, WRONG_CREDENTIALS } from './errors';
import { decoyHash, hashPassword, verifyPassword, type PasswordCost } from './passwords';
import { MAIL_LIMIT, PASSWORD_CHANGE_LIMIT, SIGN_IN_LIMITS, SIGN_UP_LIMIT, type Limit, type RateLimiter } from './rateLimit';
import type { SessionIssuer } from './sessions';
import { consumeTicket, createTicket, revokeTickets } from './tickets';
import { findUserByEmail, findUserById, insertUser, toSessionUser } from './users';

export const signUpInput = z.object({
  email: emailSchema,
  password: passwordSchema,
  displayName: displayNameSchema.optional(),
  ref: z.string().trim().max(64).optional(),
});
export const signInInput = z.object({ email: emailSchema, password: z.string({ error: 'Password is required' }).min(1).max(1024) });

export interface AuthDeps {
  db: Db;
  clock: Clock;
  sessions: SessionIssuer;
  limiter: RateLimiter;
  mailer: Mailer;
  publicUrl: string;
  log: Log;
  /** The scrypt cost of new hashes: the default unless a test suite passes a cheaper one. */
  passwordCost?: PasswordCost;
}

/** Who is asking, for rate limits. */
export interface Caller {
  ip: string;
}

/**
 * Account commands behind the REST auth endpoints and the GraphQL account mutations.
 * No HTTP here: callers pass plain input and get plain results or an AuthError.
 */
export class AuthService {
  constructor(private readonly d: AuthDeps) {}

  async signUp(raw: unknown, caller: Caller): Promise<Session> {
    const input = parse(signUpInput, raw);
    await this.limit(`signup:ip:${caller.ip}`, SIGN_UP_LIMIT, true);
    const user = await insertUser(this.d.db, {
      email: input.email,
      passwordHash: await hashPassword(input.password, this.d.passwordCost),
      displayName: input.displayName ?? input.email.split('@')[0] ?? input.email,
      referredByCode: input.ref ?? null,
    });
    if (!user)
      throw new AuthError('email-already-in-use', Reason.EMAIL_TAKEN, 'An account with this email already exists. Sign in instead.');
    await this.sendVerificationTo(user.id, user.email);
    return this.d.sessions.start(user);
  }

  /**
   * Failed sign-ins are limited per address and per address + account, never per account
   * alone: an attacker's address is stopped while the owner, elsewhere, still gets in
   * (docs/adr/0022).
   */
  async signIn(raw: unknown, caller: Caller): Promise<Session> {
    const input = parse(signInInput, raw);
    const addressKey = `signin:ip:${caller.ip}`;
    const pairKey = `signin:ip-acct:${caller.ip}:${input.email}`;
    await this.countAttempt([
      [addressKey, SIGN_IN_LIMITS.perAddress],
      [pairKey, SIGN_IN_LIMITS.perAddressAndAccount],
    ]);
    const user = await findUserByEmail(this.d.db, input.email);
    const ok = await verifyPassword(input.password, user?.passwordHash ?? (await decoyHash(this.d.passwordCost)));
    if (!user || !ok) throw new AuthError('invalid-email-password', Reason.INVALID_CREDENTIALS, WRONG_CREDENTIALS);
    await this.d.limiter.undo(addressKey);
    await this.d.limiter.reset(pairKey);
    return this.d.sessions.start(user);
  }

  async refresh(raw: unknown): Promise<Session> {
    const { refreshToken } = parse(z.object({ refreshToken: z.string({ error: 'refreshToken is required' }).min(1).max(200) }), raw);
    return this.d.sessions.rotate(refreshToken);
  }

  async signOut(raw: unknown): Promise<void> {
    const input = parse(
      z.object({ refreshToken: z.string({ error: 'refreshToken is required' }).min(1).max(200), all: z.boolean().optional() }),
      raw,
    );
    await this.d.sessions.end(input.refreshToken, input.all ?? false);
  }

  /** Always succeeds from the caller's view: whether the account exists is not revealed. */
  async sendVerification(raw: unknown, caller: Caller): Promise<void> {
    const { email } = parse(z.object({ email: emailSchema }), raw);
    await this.limit(`mail:ip:${caller.ip}`, MAIL_LIMIT, true);
    const user = await findUserByEmail(this.d.db, email);
    if (user && !user.emailVerified) await this.sendVerificationTo(user.id, user.email);
  }

  async verifyEmail(raw: unknown): Promise<SessionUser> {
    const { ticket } = parse(z.object({ ticket: z.string({ error: 'ticket is required' }).min(1).max(200) }), raw);
    const userId = await consumeTicket(this.d.db, this.d.clock, ticket, 'verify-email');
    if (!userId) throw invalidTicket();
    const [user] = await this.d.db
      .update(users)
      .set({ emailVerified: true, updatedAt: new Date(this.d.clock.now()) })
      .where(eq(users.id, userId))
      .returning();
    if (!user) throw invalidTicket();
    return toSessionUser(user);
  }

  /** Always succeeds from the caller's view; mail goes out only when the account exists. */
  async requestPasswordReset(raw: unknown, caller: Caller): Promise<void> {
    const { email } = parse(z.object({ email: emailSchema }), raw);
    await this.limit(`mail:ip:${caller.ip}`, MAIL_LIMIT, true);
    const user = await findUserByEmail(this.d.db, email);
    if (!user) return;
    const ticket = await createTicket(this.d.db, this.d.clock, user.id, 'reset-password');
    this.deliver(resetPasswordMessage(user.email, `${this.d.publicUrl}/reset-password?ticket=${encodeURIComponent(ticket)}`));
  }

  /** Sets a new password from a reset ticket and ends every session of the account. */
  async resetPassword(raw: unknown): Promise<void> {
    const input = parse(z.object({ ticket: z.string({ error: 'ticket is required' }).min(1).max(200), newPassword: passwordSchema }), raw);
    const userId = await consumeTicket(this.d.db, this.d.clock, input.ticket, 'reset-password');
    if (!userId) throw invalidTicket();
    // Following the emailed link proves the address, too.
    await this.d.db
      .update(users)
      .set({
        passwordHash: await hashPassword(input.newPassword, this.d.passwordCost),
        emailVerified: true,
        updatedAt: new Date(this.d.clock.now()),
      })
      .where(eq(users.id, userId));
    await revokeTickets(this.d.db, this.d.clock, userId, 'reset-password');
    await this.d.sessions.revokeAllOf(userId);
  }

  /**
   * Changes the password of a signed-in user and ends their other sessions. Checking the
   * current password is a guess like a sign-in: wrong ones count per account and in the
   * address's sign-in count.
   */
  async changePassword(userId: string, sessionId: string, raw: unknown, caller: Caller): Promise<void> {
    const input = parse(
      z.object({ currentPassword: z.string({ error: 'currentPassword is required' }).min(1).max(1024), newPassword: passwordSchema }),
      raw,
    );
    const user = await findUserById(this.d.db, userId);
    if (!user) throw new AuthError('unauthenticated', Reason.SIGN_IN_REQUIRED, 'You need to sign in to do this');
    const addressKey = `signin:ip:${caller.ip}`;
    const accountKey = `password:acct:${userId}`;
    await this.countAttempt([
      [addressKey, SIGN_IN_LIMITS.perAddress],
      [accountKey, PASSWORD_CHANGE_LIMIT],
    ]);
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
      throw new AuthError('invalid-request', Reason.WRONG_CURRENT_PASSWORD, 'currentPassword: the current password is not correct', {
        field: 'currentPassword',
      });
    }
    await this.d.limiter.undo(addressKey);
    await this.d.limiter.undo(accountKey);
    await this.d.db
      .update(users)
      .set({ passwordHash: await hashPassword(input.newPassword, this.d.passwordCost), updatedAt: new Date(this.d.clock.now()) })
      .where(eq(users.id, userId));
    await revokeTickets(this.d.db, this.d.clock, userId, 'reset-password');
    await this.d.sessions.revokeAllOf(userId, sessionId || undefined);
  }

  /**
   * Counts one attempt on each key before the password is checked, so attempts sent all at
   * once cannot all pass the limit. A refused attempt gives its counts back; the caller
   * gives back those of an attempt that succeeded, so the limits count failures only.
   */
  private async countAttempt(keys: readonly (readonly [string, Limit])[]): Promise<void> {
    const counted: string[] = [];
    for (const [key, limit] of keys) {
      const r = await this.d.limiter.hit(key, limit);
      counted.push(key);
      if (!r.allowed) {
        for (const k of counted) await this.d.limiter.undo(k);
        throw tooMany(r.retryAfterS);
      }
    }
  }

  private async sendVerificationTo(userId: string, email: string): Promise<void> {
    const ticket = await createTicket(this.d.db, this.d.clock, userId, 'verify-email');
    this.deliver(confirmEmailMessage(email, `${this.d.publicUrl}/confirm-email?ticket=${encodeURIComponent(ticket)}`));
  }

  /** Mail goes out in the background: a slow SMTP server must not hold up signing up. */
  private deliver(message: MailMessage): void {
    this.d.mailer
      .send(message)
      .catch((err: unknown) => this.d.log.error({ err, to: message.to, subject: message.subject }, 'sending email failed'));
  }

  private async limit(key: string, limit: Limit, count: boolean): Promise<void> {
    const r = count ? await this.d.limiter.hit(key, limit) : await this.d.limiter.check(key, limit);
    if (!r.allowed) throw tooMany(r.retryAfterS);
  }
}

function parse<S extends z.ZodType>(schema: S, raw: unknown): z.infer<S> {
  const r = schema.safeParse(raw ?? {});
  if (!r.success) throw new AuthError('invalid-request', Reason.INVALID_INPUT, describeZodError(r.error), firstIssueField(r.error));
  return r.data;
}

const tooMany = (retryAfterS: number) =>
  new AuthError('too-many-requests', Reason.RATE_LIMITED, `Too many attempts. Try again in ${Math.ceil(retryAfterS / 60)} minute(s).`, {
    retryAfterS,
  });
const invalidTicket = () =>
  new AuthError('invalid-ticket', Reason.INVALID_TICKET, 'This link is invalid, has expired or was already used.');
