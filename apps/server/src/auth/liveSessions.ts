import { and, eq, isNull } from 'drizzle-orm';
import { isUuid } from '@mingle/shared';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema';
import type { Clock } from '../lib/clock';
import type { PubSub } from '../pubsub/pubsub';
import type { AccessTokens, VerifiedAccessToken } from './tokens';

/**
 * How long an answer to "is this session still live?" is reused. Revocations in this process
 * (and, with Redis, in the others) clear it at once; the lifetime only bounds how long a
 * process that missed the news (no Redis, or a message lost while Redis was away) keeps
 * accepting a revoked session's access token. See docs/adr/0022.
 */
export const SESSION_CHECK_TTL_MS = 10_000;
/** Pub/sub topic on which a process tells the others to forget what they know of a user's sessions. */
export const SESSIONS_REVOKED_TOPIC = 'auth.sessions.revoked';
/** Past this many cached answers, expired ones are swept out (and, if still full, all of them). */
const MAX_ENTRIES = 50_000;

interface Entry {
  userId: string;
  live: boolean;
  until: number;
}

/**
 * Access tokens are checked against the sessions they were issued with: a signed-out
 * session, or one ended by a password change, stops authenticating at once instead of
 * when its token expires. Answers are cached briefly so that the check costs one map
 * lookup on most requests.
 */
export class LiveSessions {
  private readonly cache = new Map<string, Entry>();
  /**
   * Counts revocations. A lookup that started before one may have read the session as live
   * just before it was revoked: its answer is then used once but not cached.
   */
  private generation = 0;
  /** Told the user whose sessions changed, here or (with Redis) in another process. */
  private readonly revokedListeners = new Set<(userId: string) => void>();

  constructor(
    private readonly db: Db,
    private readonly tokens: AccessTokens,
    private readonly clock: Clock,
    private readonly pubsub?: PubSub,
  ) {
    if (!pubsub) return;
    pubsub.emitter.on(SESSIONS_REVOKED_TOPIC, (message, done) => {
      const userId = (message.payload as { userId?: unknown } | undefined)?.userId;
      if (typeof userId === 'string') this.forget(userId);
      done();
    });
    // Messages sent while the connection was down are lost: what was cached may be stale.
    pubsub.onReconnect(() => this.forgetAll());
  }

  /** The claims of a valid, unexpired access token whose session is still live; null otherwise. */
  async verifyAccessToken(token: string): Promise<VerifiedAccessToken | null> {
    const claims = await this.tokens.verify(token);
    if (!claims || !(await this.isLive(claims.sub, claims.sid))) return null;
    return claims;
  }

  /** Whether the session (refresh-token family) of this user has not been revoked. */
  async isLive(userId: string, sessionId: string): Promise<boolean> {
    if (!isUuid(sessionId) || !isUuid(userId)) return false;
    const now = this.clock.now();
    const cached = this.cache.get(sessionId);
    if (cached && cached.until > now && cached.userId === userId) return cached.live;
    const generation = this.generation;
    const rows = await this.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, sessionId), eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)))
      .limit(1);
    const live = rows.length > 0;
    if (generation === this.generation) this.remember(sessionId, { userId, live, until: now + SESSION_CHECK_TTL_MS });
    return live;
  }

  /**
   * Called after sessions of the user were revoked in the database: this process forgets
   * them at once, and the others hear of it through pub/sub (Redis when there is one).
   */
  async revoked(userId: string): Promise<void> {
    this.forget(userId);
    await this.pubsub?.publish(SESSIONS_REVOKED_TOPIC, { userId });
  }

  /**
   * Calls `listener` with the user whenever some of their sessions may have ended (sign-out,
   * password change or reset, here or in another process): open connections check theirs.
   */
  onRevoked(listener: (userId: string) => void): () => void {
    this.revokedListeners.add(listener);
    return () => this.revokedListeners.delete(listener);
  }

  private forget(userId: string): void {
    this.generation += 1;
    for (const [sessionId, entry] of this.cache) if (entry.userId === userId) this.cache.delete(sessionId);
    for (const listener of this.revokedListeners) listener(userId);
  }

  private forgetAll(): void {
    this.generation += 1;
    this.cache.clear();
  }

  private remember(sessionId: string, entry: Entry): void {
    if (this.cache.size >= MAX_ENTRIES) {
      const now = this.clock.now();
      for (const [k, e] of this.cache) if (e.until <= now) this.cache.delete(k);
      if (this.cache.size >= MAX_ENTRIES) this.cache.clear();
    }
    this.cache.set(sessionId, entry);
  }
}
