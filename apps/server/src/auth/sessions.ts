import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { Reason, type Session } from '@mingle/shared';
import type { Db } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import type { Clock } from '../lib/clock';
import { AuthError } from './errors';
import { hashToken, newOpaqueToken, type AccessTokens } from './tokens';
import { toSessionUser, type UserRow } from './users';

/**
 * Issues sessions (an access token plus a refresh token) and rotates refresh tokens.
 * A refresh token is single use: using it marks it rotated and issues the next one of
 * the same family. A rotated token presented again is treated as stolen and the whole
 * family is revoked, signing out both the thief and the owner.
 */
export class SessionIssuer {
  constructor(
    private readonly db: Db,
    private readonly tokens: AccessTokens,
    private readonly refreshMaxAgeS: number,
    private readonly clock: Clock,
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
    const row = claimed[0];
    if (!row) {
      const [known] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.tokenHash, hash)).limit(1);
      if (known?.rotatedAt && !known.revokedAt) await this.revokeFamily(known.familyId);
      throw new AuthError('invalid-refresh-token', Reason.SESSION_ENDED, 'Your session has ended. Please sign in again.');
    }
    const [user] = await this.db.select().from(users).where(eq(users.id, row.userId)).limit(1);
    if (!user) throw new AuthError('invalid-refresh-token', Reason.SESSION_ENDED, 'Your session has ended. Please sign in again.');
    return this.issue(user, row.familyId);
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
    else await this.revokeFamily(known.familyId);
  }

  async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(this.clock.now()) })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  }

  /** Revokes every session of a user, except `keepFamilyId` when given (the one asking). */
  async revokeAllOf(userId: string, keepFamilyId?: string): Promise<void> {
    const conditions = [eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)];
    if (keepFamilyId) conditions.push(sql`${refreshTokens.familyId} <> ${keepFamilyId}`);
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: new Date(this.clock.now()) })
      .where(and(...conditions));
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
