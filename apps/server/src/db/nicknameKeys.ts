import { and, asc, eq, inArray, like, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../auth/users';
import { lookalikeKey } from '../lib/lookalike';
import type { Db } from './client';
import { participants } from './schema';

/** Keys made by the old rule start with this (migration 0007); no look-alike key holds it. */
export const OLD_KEY_MARK = '\u0001';
/** Separates a key from the row id for a look-alike that joined before the rule (see below). */
const APART = '\u0002';
const BATCH = 1000;

/**
 * Gives every participant whose nickname key was made by the old rule its look-alike key
 * (ADR 23), in batches, and returns how many it changed. Runs at start, after the migrations
 * (under their lock on PostgreSQL), so it is done before the process takes a join.
 *
 * Two participants of one event who joined before the rule may look alike ("Alice" and
 * "Аlice"): the first to have joined gets the key, the other a key of its own (the key, U+0002
 * and its id) that no new key equals, so both keep their seats and a newcomer still meets the
 * first.
 */
export async function recomputeNicknameKeys(db: Db): Promise<number> {
  let changed = 0;
  for (;;) {
    const rows = await db
      .select({ id: participants.id, eventId: participants.eventId, nickname: participants.nickname })
      .from(participants)
      .where(like(participants.nicknameKey, `${OLD_KEY_MARK}%`))
      .orderBy(asc(participants.eventId), asc(participants.joinedAt), asc(participants.id))
      .limit(BATCH);
    if (rows.length === 0) return changed;
    const keyed = await keysApart(
      db,
      rows.map((r) => ({ ...r, key: lookalikeKey(r.nickname) })),
    );
    try {
      await db.execute(sql`
        UPDATE ${participants} SET nickname_key = v.key
        FROM (VALUES ${sql.join(
          keyed.map((r) => sql`(${r.id}::uuid, ${r.key})`),
          sql`, `,
        )}) AS v(id, key)
        WHERE ${participants.id} = v.id`);
    } catch (err) {
      // A join on another process took a key between the read and the write: one by one.
      if (!isUniqueViolation(err)) throw err;
      for (const r of keyed) {
        await db
          .update(participants)
          .set({ nicknameKey: r.key })
          .where(eq(participants.id, r.id))
          .catch(async (e: unknown) => {
            if (!isUniqueViolation(e)) throw e;
            await db
              .update(participants)
              .set({ nicknameKey: `${r.key}${APART}${r.id}` })
              .where(eq(participants.id, r.id));
          });
      }
    }
    changed += rows.length;
  }
}

/** The keys, with the later of two look-alikes in one event (here or already stored) set apart. */
async function keysApart(db: Db, rows: { id: string; eventId: string; key: string }[]): Promise<{ id: string; key: string }[]> {
  const stored = await db
    .select({ eventId: participants.eventId, key: participants.nicknameKey })
    .from(participants)
    .where(
      and(
        inArray(participants.eventId, [...new Set(rows.map((r) => r.eventId))]),
        inArray(participants.nicknameKey, [...new Set(rows.map((r) => r.key))]),
      ),
    );
  const used = new Set(stored.map((s) => `${s.eventId} ${s.key}`));
  return rows.map((r) => {
    const slot = `${r.eventId} ${r.key}`;
    if (used.has(slot)) return { id: r.id, key: `${r.key}${APART}${r.id}` };
    used.add(slot);
    return { id: r.id, key: r.key };
  });
}
