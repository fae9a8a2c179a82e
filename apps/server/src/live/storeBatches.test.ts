import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/client';
import { participants } from '../db/schema';
import { createTestDatabase } from '../testing/db';
import { countingCalls, countingQueries, liveWorld, quizSlide, type World } from '../testing/liveWorld';
import { changeConnections, findOpenEventByCode, findParticipant } from './store';

let tdb: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let w: World;
beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.db;
  w = await liveWorld(db, [quizSlide('q1')], {}, 100);
});
afterAll(async () => {
  w?.stop();
  await tdb?.drop();
});

const connectionsOf = async (id: string) =>
  (await db.select({ n: participants.connections }).from(participants).where(eq(participants.id, id)))[0]!.n;

describe('store reads and writes made together share one statement (issue 21)', () => {
  it('connection changes made together are one UPDATE, and each participant’s changes apply in order, clamped at 0', async () => {
    const [a, b, c] = await Promise.all([w.join('a'), w.join('b'), w.join('c')]);
    const counting = countingQueries(db, /UPDATE participants p SET connections/);
    // b starts at 0: a stale "-1" first is clamped, then the connect counts (as two statements would).
    const after = await Promise.all([
      changeConnections(counting.db, a!.id, 1),
      changeConnections(counting.db, a!.id, 1),
      changeConnections(counting.db, b!.id, -1),
      changeConnections(counting.db, b!.id, 1),
      changeConnections(counting.db, c!.id, 1),
      changeConnections(counting.db, c!.id, -1),
      changeConnections(counting.db, c!.id, -1),
    ]);
    expect(counting.counted()).toBe(1);
    expect(after).toEqual([2, 2, 1, 1, 0, 0, 0]);
    expect([await connectionsOf(a!.id), await connectionsOf(b!.id), await connectionsOf(c!.id)]).toEqual([2, 1, 0]);
    expect(await changeConnections(db, 'not-a-uuid', 1)).toBe(0);
  });

  it('phones subscribing a few milliseconds apart, each in a turn of its own, still share one statement each for the seat and the count', async () => {
    const [a, b] = await Promise.all([w.join('f'), w.join('g')]);
    const seats = countingCalls(db, 'select');
    const counts = countingQueries(db, /UPDATE participants p SET connections/);
    // Only the batches' wait is faked: a slow machine must not turn 5 ms into more than 10.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let found: Promise<unknown[]>;
    try {
      const first = [findParticipant(seats.db, a!.id), changeConnections(counts.db, a!.id, 1)];
      // 5 ms later: the next phone of a room joining at ~200 a second.
      await vi.advanceTimersByTimeAsync(5);
      const second = [findParticipant(seats.db, b!.id), changeConnections(counts.db, b!.id, 1)];
      await vi.advanceTimersByTimeAsync(20);
      found = Promise.all([...first, ...second]);
    } finally {
      vi.useRealTimers();
    }
    const [seatA, countA, seatB, countB] = await found;
    expect([(seatA as { nickname: string }).nickname, countA, (seatB as { nickname: string }).nickname, countB]).toEqual(['f', 1, 'g', 1]);
    expect(seats.counted()).toBe(1);
    expect(counts.counted()).toBe(1);
  });

  it('seats and codes looked up together each get their own row; a bad id in the batch spoils nothing', async () => {
    const [a, b] = await Promise.all([w.join('d'), w.join('e')]);
    const found = await Promise.all([
      findParticipant(db, a!.id),
      findParticipant(db, 'not-a-uuid'),
      findParticipant(db, '00000000-0000-4000-8000-000000000000'),
      findParticipant(db, b!.id),
      findParticipant(db, a!.id),
    ]);
    expect(found.map((p) => p?.nickname)).toEqual(['d', undefined, undefined, 'e', 'd']);
    const events = await Promise.all([
      findOpenEventByCode(db, w.event.code),
      findOpenEventByCode(db, 'ZZZZZZ'),
      findOpenEventByCode(db, w.event.code),
    ]);
    expect(events.map((e) => e?.id)).toEqual([w.event.id, undefined, w.event.id]);
  });
});
