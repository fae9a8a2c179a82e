import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { slideTypeOf, type Slide } from '@mingle/shared';
import { pollSlide, quizSlide } from '@mingle/shared/testing';
import type { Db } from '../db/client';
import { participants, responses } from '../db/schema';
import type { Log } from '../lib/log';
import { createTestDatabase } from '../testing/db';
import { advanceTo, liveProcess, silent, type LiveEvent } from '../testing/liveWorld';
import { AnswerBatcher, type ScoredAnswerRow } from './answerBatcher';
import { RosterWrites } from './rosterWrites';
import { scoreAnswer } from './scoring';
import { standingOf } from './standings';
import { stateOf } from './store';

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

const quiz = (points: 'standard' | 'double' | 'none') => quizSlide(`q-${points}`, { question: 'Which?', points });
const poll = pollSlide('poll');

/** An event of one slide, at its answering step. */
async function answering(slide: Slide): Promise<LiveEvent> {
  const e = await proc.event([slide]);
  await advanceTo(e, `${slide.id}:answering`);
  return e;
}

function batcher(log: Log = silent): AnswerBatcher {
  return new AnswerBatcher(db, log, new RosterWrites(), () => {});
}

/** A row as the engine would hand it over, for a participant who answered `slide` of `e`. */
async function scoredRow(
  e: LiveEvent,
  slide: Slide,
  participantId: string,
  answer: unknown,
  streakBefore: number,
  timing: { afterMs: number; latencyMs: number },
): Promise<ScoredAnswerRow> {
  const state = stateOf(await e.fresh());
  const sentAt = state.stepStartedAt!;
  const scored = scoreAnswer(slide, answer, { sentAt, receivedAt: sentAt + timing.afterMs, latencyMs: timing.latencyMs }, streakBefore);
  return {
    eventId: e.row.id,
    slideId: slide.id,
    slideIndex: state.slideIndex,
    stepIndex: state.stepIndex,
    round: state.round,
    play: undefined,
    participantId,
    answer,
    streakBefore,
    streakAfter: scored.streak,
    receivedAt: sentAt + timing.afterMs,
    correct: scored.correct,
    points: scored.points,
    answerMs: scored.answerMs,
  };
}

describe('the answer statement and the pure standing rule (R6.1–R6.3, ADR 8)', () => {
  const slides = { standard: quiz('standard'), double: quiz('double'), none: quiz('none'), unscored: poll };
  const timings = [
    { afterMs: 0, latencyMs: 0 },
    // Half a ping's round trip is often a fraction of a millisecond.
    { afterMs: 7345, latencyMs: 33.5 },
    { afterMs: 19_999, latencyMs: 600 },
  ];
  const cases = (Object.keys(slides) as (keyof typeof slides)[]).flatMap((kind) =>
    [true, false].flatMap((right) =>
      [0, 1, 5, 9].flatMap((streakBefore) => timings.map((timing) => ({ kind, right, streakBefore, timing }))),
    ),
  );

  it(`R6.1 R6.2 R6.3 stores score, streak and correct time as scoreAnswer and standingOf say, in ${cases.length} cases`, async () => {
    const events = new Map<keyof typeof slides, LiveEvent>();
    for (const kind of Object.keys(slides) as (keyof typeof slides)[]) events.set(kind, await answering(slides[kind]));
    const rows: { c: (typeof cases)[number]; row: ScoredAnswerRow; base: { score: number; streak: number; correctTimeMs: number } }[] = [];
    for (const [i, c] of cases.entries()) {
      const e = events.get(c.kind)!;
      const { id } = await e.join(`P${i}`);
      const base = { score: 1000 * c.streakBefore + 17, streak: c.streakBefore, correctTimeMs: 4321 * c.streakBefore };
      await db.update(participants).set(base).where(eq(participants.id, id));
      rows.push({ c, base, row: await scoredRow(e, slides[c.kind], id, { choices: [c.right ? 0 : 1] }, c.streakBefore, c.timing) });
    }

    const b = batcher();
    expect(await Promise.all(rows.map((r) => b.submit(r.row)))).toEqual(rows.map(() => 'stored'));

    const stored = new Map(
      (
        await db
          .select()
          .from(participants)
          .where(
            inArray(
              participants.id,
              rows.map((r) => r.row.participantId),
            ),
          )
      ).map((p) => [p.id, p]),
    );
    const mismatches = rows.flatMap(({ c, row, base }) => {
      const slide = slides[c.kind];
      const pure = standingOf(
        {
          id: row.participantId,
          nickname: '',
          email: null,
          score_base: base.score,
          streak_base: base.streak,
          correct_time_base: base.correctTimeMs,
          joined_at: 0,
          connections: 0,
          removed: false,
          team: null,
        },
        {
          participantId: row.participantId,
          answer: row.answer,
          correct: row.correct,
          points: row.points,
          answerMs: row.answerMs,
          streakBefore: row.streakBefore,
          seq: 0,
        },
        !!slideTypeOf(slide.type)?.scored,
        false,
      );
      const p = stored.get(row.participantId)!;
      const got = { score: p.score, streak: p.streak, correctTimeMs: p.correctTimeMs };
      // scoreAnswer's streak is the one the hot path starts the next answer from: it must agree too.
      const agree =
        got.score === pure.score &&
        got.streak === pure.streak &&
        got.correctTimeMs === pure.correctTimeMs &&
        pure.streak === row.streakAfter;
      return agree ? [] : [{ case: c, got, pure, scoreAnswerStreak: row.streakAfter }];
    });
    expect(mismatches).toEqual([]);
  });
});

describe('a batch with a row the database refuses (R5.7)', () => {
  it('R5.7 commits every other row, of every event, and rejects only that one; the failure is logged once with its cause', async () => {
    const q = quiz('standard');
    const one = await answering(q);
    const two = await answering(poll);
    const seats = [
      ...(await Promise.all([0, 1, 2].map((i) => one.join(`One ${i}`)))),
      ...(await Promise.all([0, 1, 2].map((i) => two.join(`Two ${i}`)))),
    ];
    const good = await Promise.all(
      seats.map((s, i) => scoredRow(i < 3 ? one : two, i < 3 ? q : poll, s.id, { choices: [0] }, 0, { afterMs: 1000, latencyMs: 0 })),
    );
    // A seat that does not exist: the insert breaks the responses' foreign key.
    const ghost = await scoredRow(one, q, randomUUID(), { choices: [0] }, 0, { afterMs: 1000, latencyMs: 0 });
    const errors: unknown[][] = [];
    const b = batcher({ ...silent, error: (...args: unknown[]) => void errors.push(args) });

    const outcomes = await Promise.allSettled([
      ...good.slice(0, 3).map((r) => b.submit(r)),
      b.submit(ghost),
      ...good.slice(3).map((r) => b.submit(r)),
    ]);

    expect(outcomes.map((o) => o.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled').map((o) => o.value)).toEqual(Array(6).fill('stored'));
    const stored = await db
      .select({ participantId: responses.participantId })
      .from(responses)
      .where(inArray(responses.eventId, [one.row.id, two.row.id]));
    expect(stored.map((r) => r.participantId).sort()).toEqual(seats.map((s) => s.id).sort());
    expect(errors).toHaveLength(1);
    expect(errors[0]![0]).toMatchObject({ err: expect.objectContaining({ message: expect.stringMatching(/foreign key/) }), failed: 1 });
  });

  it('R5.7 a lost connection fails the batch once, without a statement per row', async () => {
    let statements = 0;
    const lost = Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' });
    const execute = async () => {
      statements++;
      throw new Error('Failed query', { cause: lost });
    };
    const b = new AnswerBatcher({ execute } as unknown as Db, silent, new RosterWrites(), () => {});
    const row = (participantId: string): ScoredAnswerRow => ({
      eventId: randomUUID(),
      slideId: 's',
      slideIndex: 0,
      stepIndex: 0,
      round: 0,
      play: undefined,
      participantId,
      answer: {},
      correct: false,
      points: 0,
      answerMs: 0,
      streakBefore: 0,
      streakAfter: 0,
      receivedAt: 0,
    });

    const outcomes = await Promise.allSettled([b.submit(row(randomUUID())), b.submit(row(randomUUID())), b.submit(row(randomUUID()))]);

    expect(outcomes.map((o) => o.status === 'rejected' && o.reason)).toEqual([lost, lost, lost]);
    expect(statements).toBe(1);
  });
});
