import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Slide } from '@mingle/shared';
import type { Db } from '../db/client';
import { createTestDatabase } from '../testing/db';
import {
  advanceTo,
  countingQueries,
  liveWorld,
  pollSlide,
  quizSlide,
  RIGHT,
  WRONG,
  type World,
  type WorldOptions,
} from '../testing/liveWorld';
import { AnsweringWatch } from './answeringWatch';
import { REFRESH_MS, refreshEveryMs } from './room';

const realWatch = AnsweringWatch.prototype.watch;
import type { EventSnapshot } from './snapshot';
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

async function world(slides: Slide[], settings: Partial<EventSettings> = {}, options: WorldOptions = {}): Promise<World> {
  const w = await liveWorld(db, slides, settings, 10, options);
  worlds.push(w);
  return w;
}

/** Every snapshot the event's room hands its subscribers, from now on. */
async function watchRoom(w: World): Promise<EventSnapshot[]> {
  const seen: EventSnapshot[] = [];
  await w.rooms.attach(w.event.id, { state: (s) => seen.push(s) });
  return seen;
}

describe('how often a room is refreshed (R7.2)', () => {
  it('R7.2 is four times a second for rooms of up to a few thousand', () => {
    expect(refreshEveryMs(0)).toBe(REFRESH_MS);
    expect(refreshEveryMs(40)).toBe(250);
    expect(refreshEveryMs(2500)).toBe(250);
  });

  it('R7.2 slows with the room, to once a second at most, never less often', () => {
    expect(refreshEveryMs(5000)).toBe(500);
    expect(refreshEveryMs(10_000)).toBe(1000);
    expect(refreshEveryMs(100_000)).toBe(1000);
  });

  it('R7.2 counts reach subscribers at the room’s cadence, however many changes come in between', async () => {
    const w = await world([pollSlide('p1')]);
    const seen = await watchRoom(w);
    await w.passTime(REFRESH_MS);
    await w.join('a');
    await w.passTime(0);
    // Refreshed at once: the last load was a whole interval ago.
    expect(seen.at(-1)!.ranking).toHaveLength(1);
    const before = seen.length;
    for (const name of ['b', 'c', 'd']) await w.join(name);
    await w.passTime(REFRESH_MS - 1);
    expect(seen.length).toBe(before);
    await w.passTime(1);
    expect(seen.length).toBe(before + 1);
    expect(seen.at(-1)!.ranking).toHaveLength(4);
  });
});

describe('who is connected (R7.3)', () => {
  it('R7.3 the host sees a late join, a drop and a reload within one refresh, not at the next full read of the roster', async () => {
    const w = await world([quizSlide('q1')]);
    const seen = await watchRoom(w);
    const sam = await w.joinConnected('sam');
    await w.passTime(REFRESH_MS);
    const connected = () => seen.at(-1)!.byId.get(sam.id)?.connected;
    expect(connected()).toBe(true);
    // The roster was just read: only what the room heard of can tell the host.
    sam.disconnect();
    await w.passTime(REFRESH_MS);
    expect(connected()).toBe(false);
    await w.people.connect(sam.claims, w.event.id);
    await w.passTime(REFRESH_MS);
    expect(connected()).toBe(true);
  });

  it('R7.3 a phone whose socket closes because this process is shutting down is not shown as dropped: it reconnects elsewhere', async () => {
    const w = await world([quizSlide('q1')]);
    const seen = await watchRoom(w);
    const kim = await w.joinConnected('kim');
    await w.passTime(REFRESH_MS);
    const connected = () => seen.at(-1)!.byId.get(kim.id)?.connected;
    expect(connected()).toBe(true);
    w.rooms.beginShutdown();
    kim.disconnect();
    await w.passTime(REFRESH_MS);
    expect(connected()).toBe(true);
    // Nor at the next refreshes, when this process hears its own message about the close.
    await w.passTime(REFRESH_MS);
    await w.passTime(10 * REFRESH_MS);
    expect(connected()).toBe(true);
  });
});

describe('closing early, fairly and cheaply (R5.3)', () => {
  it('R5.3 alone on the event, the room decides from its own counts: no query over the roster per stored answer', async () => {
    const spy = countingQueries(db, /connections/);
    const w = await world([quizSlide('q1')], {}, { roomsDb: spy.db });
    const seats = [];
    for (const name of ['a', 'b', 'c', 'd', 'e']) seats.push(await w.joinConnected(name));
    await advanceTo(w, 'q1:answering');
    const asked = spy.counted();
    for (const seat of seats.slice(0, 4)) await w.answer(seat, 'q1', RIGHT);
    await w.passTime(REFRESH_MS);
    expect(await w.where()).toBe('q1:answering');
    await w.answer(seats[4]!, 'q1', WRONG);
    expect(await w.where()).toBe('q1:reveal');
    expect(spy.counted()).toBe(asked);
  });

  it('R5.3 a question reaches its subscribers before the room works out who it waits for', async () => {
    const w = await world([quizSlide('q1')]);
    for (const name of ['a', 'b', 'c']) await w.joinConnected(name);
    await advanceTo(w, 'q1:question');
    // At 10,000 phones that reckoning goes over everyone (6-7 ms): the phones must not wait for it.
    const order: string[] = [];
    const watch = vi.spyOn(AnsweringWatch.prototype, 'watch').mockImplementation(function (this: AnsweringWatch, ...args) {
      order.push(`watch ${args[0] ?? 'none'}`);
      realWatch.apply(this, args);
    });
    await w.rooms.attach(w.event.id, { state: (s) => order.push(`state ${s.step}`) });
    order.length = 0;
    try {
      await w.host({ type: 'advance' });
      await w.settle();
    } finally {
      watch.mockRestore();
    }
    expect(order.filter((o) => o.includes('answering') || o.startsWith('watch q1'))).toEqual(['state answering', 'watch q1|0']);
  });

  it('R5.3 sharing the event with other processes, a dropped phone still counts during its grace period', async () => {
    const w = await world([quizSlide('q1')], {}, { shared: true });
    const sam = await w.joinConnected('sam');
    const kim = await w.joinConnected('kim');
    await advanceTo(w, 'q1:answering');
    kim.disconnect();
    await w.settle();
    await w.answer(sam, 'q1', RIGHT);
    await w.passTime(3_000);
    expect(await w.where()).toBe('q1:answering');
    await w.passTime(7_000);
    await w.passTime(REFRESH_MS);
    expect(await w.where()).toBe('q1:reveal');
  });
});

describe('a room that fell behind', () => {
  it('shows every announced state in turn: two changes heard late do not skip the first (a reveal)', async () => {
    const w = await world([quizSlide('q1'), quizSlide('q2')], {}, { shared: true });
    await w.joinConnected('sam');
    await advanceTo(w, 'q1:answering');
    const seen = await watchRoom(w);
    const other = w.elsewhere();
    await other.host({ type: 'lock' });
    await other.host({ type: 'advance' });
    // Both changes are stored before this process hears of the first.
    await w.passTime(0);
    expect(seen.at(-1)!.step).toBe('answering');
    await other.deliver();
    await w.settle();
    const steps = seen.map((s) => `${s.slide!.id}:${s.step}`);
    expect(steps.slice(steps.lastIndexOf('q1:answering'))).toEqual(['q1:answering', 'q1:reveal', 'q1:leaderboard']);
  });
});

describe('removal (R3.8)', () => {
  it('R3.8 an answer from a removed seat is refused from the moment the removal returns', async () => {
    const w = await world([quizSlide('q1')]);
    const sam = await w.joinConnected('sam');
    await w.joinConnected('kim');
    await advanceTo(w, 'q1:answering');
    await w.passTime(REFRESH_MS);
    await w.people.removeParticipant(w.hostId, w.event.id, sam.id);
    await expect(w.answer(sam, 'q1', RIGHT)).rejects.toThrow('You were removed from this event');
  });
});
