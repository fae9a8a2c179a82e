import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { createPubSub, type PubSub } from '../pubsub/pubsub';
import { createTestDatabase } from '../testing/db';
import type { Db } from '../db/client';
import { LiveSessions, SESSION_CHECK_TTL_MS, SESSIONS_REVOKED_TOPIC } from './liveSessions';
import { AccessTokens } from './tokens';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let pubsub: PubSub;

beforeAll(async () => {
  db = await createTestDatabase();
  pubsub = await createPubSub(undefined, () => undefined);
});
afterAll(async () => {
  await pubsub?.close();
  await db?.drop();
});

/** A user with one session; `revoke` ends it in the database only (as another process would). */
async function aSession() {
  const [user] = await db.db
    .insert(users)
    .values({ email: `${randomUUID()}@example.com`, passwordHash: 'x', displayName: 'T', referralCode: randomUUID().slice(0, 8) })
    .returning();
  const userId = user!.id;
  const sessionId = randomUUID();
  await db.db
    .insert(refreshTokens)
    .values({ userId, familyId: sessionId, tokenHash: randomUUID(), expiresAt: new Date(Date.now() + 86_400_000) });
  return {
    userId,
    sessionId,
    revoke: () => db.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.familyId, sessionId)),
  };
}

function setup(withPubSub = false) {
  const clock = new ManualClock();
  const tokens = new AccessTokens('a-test-secret-that-is-long-enough-0123456789', 600, clock);
  return { clock, tokens, live: new LiveSessions(db.db, tokens, clock, withPubSub ? pubsub : undefined) };
}

describe('LiveSessions', () => {
  it('accepts a token of a live session and refuses one whose session is unknown', async () => {
    const { tokens, live } = setup();
    const s = await aSession();
    const token = await tokens.sign({ userId: s.userId, scope: ['user'], sessionId: s.sessionId });
    expect(await live.verifyAccessToken(token)).toMatchObject({ sub: s.userId, sid: s.sessionId });
    const stray = await tokens.sign({ userId: s.userId, scope: ['user'], sessionId: randomUUID() });
    expect(await live.verifyAccessToken(stray)).toBeNull();
    // A session id of another user does not pass for this one.
    const other = await aSession();
    expect(await live.isLive(other.userId, s.sessionId)).toBe(false);
    expect(await live.isLive(s.userId, 'not-a-uuid')).toBe(false);
  });

  it('reuses an answer for SESSION_CHECK_TTL_MS of the injected clock, then asks the database again', async () => {
    const { clock, live } = setup();
    const s = await aSession();
    expect(await live.isLive(s.userId, s.sessionId)).toBe(true);
    await s.revoke();
    clock.advance(SESSION_CHECK_TTL_MS - 1);
    expect(await live.isLive(s.userId, s.sessionId)).toBe(true);
    clock.advance(1);
    expect(await live.isLive(s.userId, s.sessionId)).toBe(false);
  });

  it('forgets a user at once when told their sessions were revoked', async () => {
    const { live } = setup();
    const s = await aSession();
    const other = await aSession();
    expect(await live.isLive(s.userId, s.sessionId)).toBe(true);
    expect(await live.isLive(other.userId, other.sessionId)).toBe(true);
    await s.revoke();
    await live.revoked(s.userId);
    expect(await live.isLive(s.userId, s.sessionId)).toBe(false);
    expect(await live.isLive(other.userId, other.sessionId)).toBe(true);
  });

  it('does not keep an answer read before a revocation it learns of after', async () => {
    // A database whose answers the test releases, to put the revocation between read and keep.
    const answers: ((rows: { id: string }[]) => void)[] = [];
    const slowDb = {
      select: () => ({ from: () => ({ where: () => ({ limit: () => new Promise((ok) => answers.push(ok)) }) }) }),
    } as unknown as Db;
    const clock = new ManualClock();
    const live = new LiveSessions(slowDb, new AccessTokens('a-test-secret-that-is-long-enough-0123456789', 600, clock), clock);
    const [userId, sessionId] = [randomUUID(), randomUUID()];

    const reading = live.isLive(userId, sessionId);
    await live.revoked(userId);
    answers.shift()?.([{ id: 'row' }]);
    // The read saw the session before it ended: that one answer stands, but is not kept.
    expect(await reading).toBe(true);
    const again = live.isLive(userId, sessionId);
    expect(answers).toHaveLength(1);
    answers.shift()?.([]);
    expect(await again).toBe(false);
  });

  it('hears revocations published by another process on the pub/sub topic', async () => {
    const { live } = setup(true);
    const s = await aSession();
    expect(await live.isLive(s.userId, s.sessionId)).toBe(true);
    await s.revoke();
    await pubsub.publish(SESSIONS_REVOKED_TOPIC, { userId: s.userId });
    expect(await live.isLive(s.userId, s.sessionId)).toBe(false);
  });
});
