import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { participants } from '../db/schema';
import { createTestDatabase } from '../testing/db';
import { liveWorld, quizSlide, type World } from '../testing/liveWorld';
import type { EventSettings } from './store';

let tdb: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
const worlds: World[] = [];
beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.db;
});
afterAll(async () => {
  for (const w of worlds) w.stop();
  await tdb?.drop();
});

async function world(maxParticipants: number, settings: Partial<EventSettings> = {}): Promise<World> {
  const w = await liveWorld(db, [quizSlide('q1')], settings, maxParticipants);
  worlds.push(w);
  return w;
}

/** Joins everyone at once, as a room told "join now" does; each outcome is a seat's nickname or the refusal. */
async function joinTogether(w: World, nicknames: string[], team?: (i: number) => number | undefined) {
  const results = await Promise.allSettled(
    nicknames.map((nickname, i) => w.people.join({ code: w.event.code, nickname, team: team?.(i) }, '127.0.0.1')),
  );
  return results.map((r) => (r.status === 'fulfilled' ? r.value.participant : String((r.reason as Error).message)));
}

const seated = (w: World) =>
  db
    .select()
    .from(participants)
    .where(and(eq(participants.eventId, w.event.id), isNull(participants.removedAt)));

describe('joins seated together (issue 21: one transaction per batch, every guarantee kept)', () => {
  it('seats 60 simultaneous joiners in a few transactions, not one each, in the order they asked', async () => {
    const w = await world(100);
    const before = w.people.joinBatches;
    const names = Array.from({ length: 60 }, (_, i) => `p${i}`);
    const outcomes = await joinTogether(w, names);
    expect(outcomes.every((o) => typeof o === 'object')).toBe(true);
    // The first goes alone (a lone joiner is not kept waiting); the rest gather behind it.
    expect(w.people.joinBatches - before).toBeLessThanOrEqual(3);
    const rows = await seated(w);
    expect(rows.map((r) => r.nickname).sort()).toEqual([...names].sort());
  });

  it('R3.10 look-alike nicknames in one batch: the first asked is seated, the others are refused as taken with a free suggestion', async () => {
    const w = await world(100);
    await w.join('Alice2');
    const outcomes = await joinTogether(w, ['x', 'Alice', '\u0410lice', 'ALICE', 'y']);
    expect(typeof outcomes[1]).toBe('object');
    expect(outcomes[2]).toBe('The nickname "\u0410lice" is taken. Try "\u0410lice3".');
    expect(outcomes[3]).toBe('The nickname "ALICE" is taken. Try "ALICE3".');
    expect((await seated(w)).map((r) => r.nickname).sort()).toEqual(['Alice', 'Alice2', 'x', 'y']);
  });

  it('R3.3 a batch bigger than the seats left fills the event exactly; a taken nickname leaves its seat to the next in line', async () => {
    const w = await world(5);
    await w.join('taken');
    const outcomes = await joinTogether(w, ['a', 'b', 'TAKEN', 'c', 'd', 'e', 'f']);
    expect(outcomes.map((o) => (typeof o === 'object' ? o.nickname : o))).toEqual([
      'a',
      'b',
      'The nickname "TAKEN" is taken. Try "TAKEN2".',
      'c',
      'd',
      'This event is full',
      'This event is full',
    ]);
    expect(await seated(w)).toHaveLength(5);
  });

  it('R17.2 auto teams: a batch is placed one by one into the smallest team, as joins one at a time would be', async () => {
    const w = await world(100, { teamMode: 'auto' });
    await w.join('first'); // team 0
    const outcomes = await joinTogether(
      w,
      Array.from({ length: 7 }, (_, i) => `t${i}`),
    );
    const teams = outcomes.map((o) => (typeof o === 'object' ? o.team : o));
    expect(teams).toEqual([1, 0, 1, 0, 1, 0, 1]);
  });

  it('R17.2 choose teams: each joiner in a batch gets the team they picked', async () => {
    const w = await world(100, { teamMode: 'choose' });
    const outcomes = await joinTogether(w, ['a', 'b', 'c', 'd'], (i) => (i === 0 ? 0 : 1));
    expect(outcomes.map((o) => (typeof o === 'object' ? o.team : o))).toEqual([0, 1, 1, 1]);
  });
});
