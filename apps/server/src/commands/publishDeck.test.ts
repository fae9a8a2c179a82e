import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { decks, users } from '../db/schema';
import { systemClock } from '../lib/clock';
import { asUser } from '../policies/actor';
import { createTestDatabase } from '../testing/db';
import { publishDeck } from './publishDeck';

let tdb: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  tdb = await createTestDatabase();
});
afterAll(async () => {
  await tdb?.drop();
});

/** A private deck, ready to publish, of a new account. */
async function publishableDeck(): Promise<{ ownerId: string; deckId: string }> {
  const [user] = await tdb.db
    .insert(users)
    .values({ email: `${randomUUID()}@example.com`, passwordHash: 'x', displayName: 'Olga', referralCode: randomUUID().slice(0, 8) })
    .returning();
  const slides = [
    { type: 'quiz', id: 'q1', question: 'Two plus two?', options: [{ text: '4', correct: true }, { text: '5' }], timeLimit: 30 },
  ];
  const [deck] = await tdb.db
    .insert(decks)
    .values({ ownerId: user!.id, title: 'Friday quiz', description: 'For the all-hands.', slides })
    .returning();
  return { ownerId: user!.id, deckId: deck!.id };
}

/** The database, with `before` run once just before the first UPDATE it is asked for: another request committing in between. */
function withCommitBeforeUpdate(inner: Db, before: () => Promise<unknown>): Db {
  let done = false;
  return new Proxy(inner, {
    get(target, prop) {
      const v: unknown = Reflect.get(target, prop, target);
      if (typeof v !== 'function') return v;
      const bound = (v as (...a: unknown[]) => unknown).bind(target);
      if (prop !== 'update' || done) return bound;
      // drizzle's update() builds a query that runs when awaited: run `before` first, then it.
      return (...args: unknown[]) => {
        done = true;
        const query = bound(...args) as { set: (v: unknown) => { where: (w: unknown) => { returning: () => PromiseLike<unknown> } } };
        return {
          set: (values: unknown) => ({
            where: (where: unknown) => ({
              returning: () => before().then(() => query.set(values).where(where).returning()),
            }),
          }),
        };
      };
    },
  });
}

describe('publishDeck and a takedown (ADR 59)', () => {
  it('a takedown that commits while the deck is being published wins: refused, and the deck stays private', async () => {
    const { ownerId, deckId } = await publishableDeck();
    const takeDown = () =>
      tdb.db.update(decks).set({ visibility: 'private', publishedAt: null, takenDownAt: new Date() }).where(eq(decks.id, deckId));
    const db = withCommitBeforeUpdate(tdb.db, takeDown);
    await expect(publishDeck({ db, clock: systemClock }, asUser(ownerId), deckId, true)).rejects.toMatchObject({
      extensions: { reason: 'DECK_TAKEN_DOWN' },
    });
    const [row] = await tdb.db.select().from(decks).where(eq(decks.id, deckId));
    expect(row).toMatchObject({ visibility: 'private', publishedAt: null });
    expect(row!.takenDownAt).not.toBeNull();
  });

  it('without one, the same deck is published', async () => {
    const { ownerId, deckId } = await publishableDeck();
    const row = await publishDeck({ db: tdb.db, clock: systemClock }, asUser(ownerId), deckId, true);
    expect(row.visibility).toBe('public');
  });
});
