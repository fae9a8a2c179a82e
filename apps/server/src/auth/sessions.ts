import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Reason, type Session } from '@mingle/shared';
import type { Db } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { AuthError } from './errors';
import type { LiveSessions } from './liveSessions';
import { hashToken, newOpaqueToken, type AccessTokens } from './tokens';
import { toSessionUser, type UserRow } from './users';

/**
 * How long after its rotation a refresh token still gives a new pair of its session. Two tabs,
 * or a retry after a lost answer, present the same token at nearly the same time; the second
 * must not end the session (docs/adr/0022).
 */
export const REFRESH_GRACE_MS = 30_000;

const sessionEnded = () => new AuthError('invalid-refresh-token', Reason.SESSION_ENDED, 'Your session has ended. Please sign in again.');

/**
 * Issues sessions (an access token plus a refresh token) and rotates refresh tokens.
 * A refresh token is single use: using it marks it rotated and issues the next one of
 * the same family. Within REFRESH_GRACE_MS of its rotation it gives another pair of the same
 * family; after that, a rotated token presented again is treated as stolen and the whole
 * family is revoked, signing out both the thief and the owner.
 */
export class SessionIssuer {
  constructor(
    private readonly db: Db,
    private readonly tokens: AccessTokens,
    private readonly refreshMaxAgeS: number,
    private readonly clock: Clock,
    private readonly live: LiveSessions,
  ) {}

  async start(user: UserRow): Promise<Session> {
    return this.issue(user, randomUUID());
  }

  async rotate(refreshToken: string): Promise<Session> {
    const now = new Date(this.clock.now());
    const hash = hashToken(refreshToken);
    const claimed = await this.db
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, hash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({ userId: refreshTokens.userId, familyId: refreshTokens.familyId });
    const row = claimed[0] ?? (await this.withinGrace(hash, now));
    if (!row) throw sessionEnded();
    const [user] = await this.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (!user) throw sessionEnded();
    return this.issue(user, row.familyId);
  }

  /**
   * A token that could not be claimed: rotated moments ago (a simultaneous refresh) gives its
   * session; rotated earlier, it was copied, and its whole family is revoked.
   */
  private async withinGrace(hash: string, now: Date): Promise<{ userId: string; familyId: string } | undefined> {
    const [known] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
    if (!known?.rotatedAt || known.revokedAt) return undefined;
    if (known.rotatedAt.getTime() > now.getTime() - REFRESH_GRACE_MS && known.expiresAt > now) return known;
    await this.revokeFamily(known.familyId, known.userId);
    return undefined;
  }

  /** Ends the session the refresh token belongs to, or every session of its user. */
  async end(refreshToken: string, all: boolean): Promise<void> {
    const [known] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
      .limit(1);
    if (!known) return;
    if (all) await this.revokeAllOf(known.userId);
    else await this.revokeFamily(known.familyId, known.userId);
  }

  /** Ends one session; its access tokens stop working at once (LiveSessions). */
  async revokeFamily(familyId: string, userId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(this.clock.now()) })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    await this.live.revoked(userId);
  }

  /** Revokes every session of a user, except `keepFamilyId` when given (the one asking). */
  async revokeAllOf(userId: string, keepFamilyId?: string): Promise<void> {
    const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
    if (keepFamilyId) conditions.push(sql`${refreshTokens.familyId} <> ${keepFamilyId}`);
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(this.clock.now()) })
      .where(and(...conditions));
    await this.live.revoked(userId);
  }

  private async issue(user: UserRow, familyId: string): Promise<Session> {
    const refreshToken = newOpaqueToken();
    await this.db.insert(refreshTokens).values({
      userId: user.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(this.clock.now() + this.refreshMaxAgeS * 1000),
    });
    const accessToken = await this.tokens.sign({ userId: user.id, scope: user.scope, sessionId: familyId });
    return {
      accessToken,
      accessTokenExpiresIn: this.tokens.maxAge,
      refreshToken,
      refreshTokenExpiresIn: this.refreshMaxAgeS,
      user: toSessionUser(user),
    };
  }
}
