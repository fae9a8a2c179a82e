import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Slide } from '@mingle/shared';
import { openTextSlide, pollSlide, quizSlide } from '@mingle/shared/testing';
import type { Db } from '../db/client';
import { participants, responses } from '../db/schema';
import { createTestDatabase } from '../testing/db';
import { advanceTo, countingCalls, liveProcess, liveWorld, RIGHT, type World } from '../testing/liveWorld';
import { AnswerBatcher } from './answerBatcher';
import { REMOVED_MESSAGE } from './room';
import { closeAnswering, goto, pause, type EventState } from './state';
import { compareAndSetState, slidesOf, stateOf } from './store';

let tdb: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
let proc: ReturnType<typeof liveProcess>;

beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.db;
  proc = liveProcess(db);
});
afterAll(async () => {
  proc?.stop();
  await tdb?.drop();
});

const openText = (id: string) => openTextSlide(id, { question: 'What should we change?' });
const poll = (id: string) => pollSlide(id);
const quiz = (id: string) => quizSlide(id);

async function storedAnswers(eventId: string, participantId?: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(responses)
    .where(
      participantId ? and(eq(responses.eventId, eventId), eq(responses.participantId, participantId)) : eq(responses.eventId, eventId),
    );
  return r!.n;
}

describe('answers that cannot be stored (R5.10)', () => {
  it('R5.10 R5.7 NUL and lone-surrogate texts, resent among 30 answers in two events, are refused alone: every other answer is stored', async () => {
    const ideas = await proc.event([openText('ideas')]);
    const tea = await proc.event([poll('tea')]);
    const writers = await Promise.all(Array.from({ length: 15 }, (_, i) => ideas.join(`Writer ${i}`)));
    const voters = await Promise.all(Array.from({ length: 15 }, (_, i) => tea.join(`Voter ${i}`)));
    const poisoner = await ideas.join('Mallory');
    await advanceTo(ideas, 'ideas:answering');
    await advanceTo(tea, 'tea:answering');
    // The hot path, where answers of both events share batches.
    await proc.snapshots([ideas.row.id, tea.row.id]);

    const poisons = ['x\u0000y', 'a\uD800b', '\uDFFFtail', '\u0000'];
    const good: Promise<unknown>[] = [];
    const bad: Promise<unknown>[] = [];
    for (let i = 0; i < 15; i++) {
      good.push(ideas.answer(writers[i]!, 'ideas', { text: `Idea number ${i}` }));
      bad.push(ideas.answer(poisoner, 'ideas', { text: poisons[i % poisons.length] }));
      good.push(tea.answer(voters[i]!, 'tea', { choices: [i % 2] }));
    }
    const [goods, bads] = await Promise.all([Promise.allSettled(good), Promise.allSettled(bad)]);

    expect(goods.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(bads.every((r) => r.status === 'rejected')).toBe(true);
    for (const r of bads) {
      expect(r.status === 'rejected' && r.reason).toMatchObject({
        extensions: { code: 'BAD_USER_INPUT' },
        message: expect.stringMatching(/^answer: text: /),
      });
    }
    expect(await storedAnswers(ideas.row.id)).toBe(15);
    expect(await storedAnswers(tea.row.id)).toBe(15);
    expect(await storedAnswers(ideas.row.id, poisoner.id)).toBe(0);
  });
});

describe('answers checked against the stored state (R5.1, R5.6, R4.7)', () => {
  // What another process writes; its announcement is lost, so this process's snapshot still
  // shows the question open.
  it.each<[string, string, (s: EventState, slides: Slide[], now: number) => EventState]>([
    ['closed its answering', 'Answering is closed for this question', (s, slides, now) => closeAnswering(s, slides, now)],
    ['moved to another slide', 'This question is no longer open', (s, slides, now) => goto(s, slides, 1, now)],
    ['paused it', 'The host paused the game; try again in a moment', (s, slides, now) => pause(s, slides, now)],
    ['stored an earlier deadline', 'Time is up', (s, _slides, now) => ({ ...s, deadline: now - 1, version: s.version + 1 })],
  ])(
    'R5.1 R5.6 a question another process %s, unannounced, refuses a new answer ("%s") and stores nothing',
    async (_what, message, change) => {
      const e = await proc.event([quiz('q1'), quiz('q2')]);
      const sam = await e.join('Sam');
      await advanceTo(e, 'q1:answering');
      await proc.snapshots([e.row.id]);
      const row = await e.fresh();
      const written = await compareAndSetState(db, row.id, row.version, change(stateOf(row), slidesOf(row), proc.clock.now()));
      expect(written).toBeDefined();

      proc.clock.advance(1000);
      await expect(e.answer(sam, 'q1', { choices: [0] })).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT' }, message });
      expect(await storedAnswers(e.row.id)).toBe(0);
      const [p] = await db.select().from(participants).where(eq(participants.id, sam.id));
      expect(p).toMatchObject({ score: 0, streak: 0, correctTimeMs: 0 });
    },
  );
});

describe('answers from removed seats (R3.8)', () => {
  it('R3.8 a seat another process removed, unannounced, is refused and stores nothing', async () => {
    const e = await proc.event([quiz('q1')]);
    const sam = await e.join('Sam');
    await advanceTo(e, 'q1:answering');
    await proc.snapshots([e.row.id]);
    // The host's removal, committed by another process whose message never came.
    await db
      .update(participants)
      .set({ removedAt: new Date(proc.clock.now()) })
      .where(eq(participants.id, sam.id));
    await expect(e.answer(sam, 'q1', { choices: [0] })).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
      message: 'You were removed from this event',
    });
    expect(await storedAnswers(e.row.id)).toBe(0);
  });
});

describe('answers that waited while the host closed the question (R5.6, R5.7)', () => {
  /** Holds every answer at the batcher's door until `open()`: they were checked against the open question. */
  function holdAnswers(): { open: () => void; restore: () => void } {
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const submit = AnswerBatcher.prototype.submit;
    const spy = vi.spyOn(AnswerBatcher.prototype, 'submit').mockImplementation(function (this: AnswerBatcher, row) {
      return gate.then(() => submit.call(this, row));
    });
    return { open, restore: () => spy.mockRestore() };
  }

  async function roomOf(
    names: string[],
    reads: ReturnType<typeof countingCalls>,
  ): Promise<{ w: World; seats: Awaited<ReturnType<World['joinConnected']>>[] }> {
    const w = await liveWorld(reads.db, [quiz('q1'), quiz('q2')], {}, names.length);
    const seats = [];
    for (const name of names) seats.push(await w.joinConnected(name));
    await advanceTo(w, 'q1:answering');
    return { w, seats };
  }

  it('R5.6 are refused from the room’s newer snapshot, with no read of the seat, the event or the answer each', async () => {
    const reads = countingCalls(db, 'select');
    const { w, seats } = await roomOf(
      Array.from({ length: 12 }, (_, i) => `Late ${i}`),
      reads,
    );
    const held = holdAnswers();
    try {
      const late = seats.map((seat) => w.answer(seat, 'q1', RIGHT));
      await w.host({ type: 'lock' });
      await w.settle();
      expect(await w.where()).toBe('q1:reveal');
      const before = reads.counted();
      held.open();
      const outcomes = await Promise.allSettled(late);
      expect(outcomes.map((o) => (o.status === 'rejected' ? (o.reason as Error).message : 'accepted'))).toEqual(
        seats.map(() => 'Answering is closed for this question'),
      );
      // At 19,000 phones a backlog of late answers was as many reads again, as the host moved on.
      expect(reads.counted() - before).toBe(0);
      expect(await storedAnswers(w.event.id)).toBe(0);
    } finally {
      held.restore();
      w.stop();
    }
  });

  it('R3.8 from a seat removed while it waited, is refused as removed, not as closed', async () => {
    const reads = countingCalls(db, 'select');
    const { w, seats } = await roomOf(['Sam', 'Kim'], reads);
    const held = holdAnswers();
    try {
      const late = w.answer(seats[0]!, 'q1', RIGHT);
      await w.people.removeParticipant(w.hostId, w.event.id, seats[0]!.id);
      await w.host({ type: 'lock' });
      await w.settle();
      held.open();
      await expect(late).rejects.toMatchObject({ message: REMOVED_MESSAGE, extensions: { reason: 'SEAT_REMOVED' } });
      expect(await storedAnswers(w.event.id)).toBe(0);
    } finally {
      held.restore();
      w.stop();
    }
  });

  it('R5.7 one already stored and resent late is still acknowledged, not refused', async () => {
    const reads = countingCalls(db, 'select');
    const { w, seats } = await roomOf(['Sam', 'Kim'], reads);
    const [sam] = seats;
    await expect(w.answer(sam!, 'q1', RIGHT)).resolves.toMatchObject({ accepted: true });
    const held = holdAnswers();
    try {
      // The room has not refreshed since: its snapshot does not know Sam's answer is stored.
      const resent = w.answer(sam!, 'q1', RIGHT);
      await w.host({ type: 'lock' });
      await w.settle();
      held.open();
      await expect(resent).resolves.toMatchObject({ accepted: true, slideId: 'q1' });
      expect(await storedAnswers(w.event.id)).toBe(1);
    } finally {
      held.restore();
      w.stop();
    }
  });
});

describe('answers received before a change of state (ADR 62)', () => {
  /**
   * The batcher's gathering delay stands still (fake `setTimeout`), so the answers below are
   * still waiting in it when `change` comes, as they are in a burst or in the last
   * milliseconds before a deadline. Only the change of state can make them commit first:
   * both are then stored and acknowledged, and answering is closed.
   */
  async function expectStoredThenClosed(change: (w: World) => Promise<unknown>): Promise<void> {
    const w = await liveWorld(db, [quiz('q1'), quiz('q2')], {}, 3);
    try {
      const seats = [await w.joinConnected('Sam'), await w.joinConnected('Kim')];
      await advanceTo(w, 'q1:answering');
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      let outcomes: PromiseSettledResult<unknown>[];
      try {
        w.clock.advance(19_999);
        const answers = seats.map((seat) => w.answer(seat, 'q1', RIGHT));
        await change(w);
        await vi.advanceTimersByTimeAsync(5);
        outcomes = await Promise.allSettled(answers);
      } finally {
        vi.useRealTimers();
      }
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled']);
      expect(await w.where()).toBe('q1:reveal');
      expect(await storedAnswers(w.event.id)).toBe(2);
    } finally {
      w.stop();
    }
  }

  it('R5.4 answers received before the deadline, still in their batch when the countdown ends, are stored', () =>
    expectStoredThenClosed(async (w) => {
      w.clock.advance(2);
      await w.commands.closeIfDue(w.event.id);
    }));

  it('R5.6 answers received before the host locks, still in their batch, are stored and then answering closes', () =>
    expectStoredThenClosed((w) => w.host({ type: 'lock' })));

  it('R5.6 an answer checked against the database (no room here), still reading when the host locks, is stored', async () => {
    const w = await liveWorld(db, [quiz('q1'), quiz('q2')], {}, 3);
    try {
      const sam = await w.join('Sam');
      await advanceTo(w, 'q1:answering');
      expect(w.rooms.room(w.event.id)?.snapshot).toBeUndefined();
      // Its reads (seat, event, stored answer) are queued before the lock's own.
      const answer = w.answer(sam, 'q1', RIGHT);
      await w.host({ type: 'lock' });
      await expect(answer).resolves.toMatchObject({ accepted: true });
      expect(await w.where()).toBe('q1:reveal');
      expect(await storedAnswers(w.event.id)).toBe(1);
    } finally {
      w.stop();
    }
  });
});
