import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playKey, twoTruthsSlideSchema, type Slide } from '@mingle/shared';
import { contentSlide } from '@mingle/shared/testing';
import type { Db } from '../../db/client';
import { events, responses } from '../../db/schema';
import { createTestDatabase } from '../../testing/db';
import { advanceTo, liveProcess, liveWorld, type World } from '../../testing/liveWorld';
import { findParticipant, stateOf } from '../store';

// The host's choice of a two-truths subject against answers arriving at the same moment
// (SPEC R19.2, R19.4, R16.4): whatever the order, the subject never ends up with a stored,
// scored vote on the slide about them.

let tdb: Awaited<ReturnType<typeof createTestDatabase>>;
let db: Db;
const stops: (() => void)[] = [];
beforeAll(async () => {
  tdb = await createTestDatabase();
  db = tdb.db;
});
afterAll(async () => {
  for (const stop of stops) stop();
  await tdb?.drop();
});

const slides: Slide[] = [
  twoTruthsSlideSchema.parse({
    type: 'twotruths',
    id: 'about',
    subjectIsParticipant: true,
    statements: ['a', 'b', 'c'],
    lieIndex: 2,
  }) as Slide,
  contentSlide('after'),
];
const LIE = { choices: [2] };
const RECEIPT = { accepted: true, slideId: 'about', round: 0 };

type Step = () => Promise<unknown>;

/**
 * `inner`, where a test steps in just before the next write of an event's state (its
 * compare-and-set, alone or in a transaction) or before the next statement that stores answers:
 * that write waits until the step has run. A race played in a fixed order, without sleeping.
 */
function steppingIn(inner: Db) {
  const next: { state?: Step; answers?: Step } = {};
  const run = async (kind: keyof typeof next) => {
    const step = next[kind];
    delete next[kind];
    await step?.();
  };
  // A query builder that runs the step when it is awaited, before it executes.
  const deferred = <T extends object>(builder: T): T =>
    new Proxy(builder, {
      get(target, prop) {
        const v: unknown = Reflect.get(target, prop, target);
        if (typeof v !== 'function') return v;
        const f = v as (...a: unknown[]) => unknown;
        if (prop === 'then')
          return (ok: (x: unknown) => unknown, ko: (e: unknown) => unknown) => run('state').then(() => f.call(target, ok, ko), ko);
        return (...args: unknown[]) => {
          const r = f.apply(target, args);
          return r !== null && typeof r === 'object' ? deferred(r) : r;
        };
      },
    });
  const sqlOf = (q: unknown) => JSON.stringify((q as { queryChunks?: { value?: unknown }[] }).queryChunks?.map((c) => c.value) ?? []);
  const db = new Proxy(inner, {
    get(target, prop) {
      const v: unknown = Reflect.get(target, prop, target);
      if (typeof v !== 'function') return v;
      const f = (v as (...a: unknown[]) => unknown).bind(target);
      if (prop === 'update') return (table: unknown) => (table === events ? deferred(f(table) as object) : f(table));
      if (prop === 'transaction') return (...args: unknown[]) => run('state').then(() => f(...args));
      if (prop === 'execute') return (q: unknown) => (/INSERT INTO responses/.test(sqlOf(q)) ? run('answers').then(() => f(q)) : f(q));
      return f;
    },
  });
  return {
    db,
    /** Runs `step` before the next write of an event's state. */
    beforeStateWrite: (step: Step) => void (next.state = step),
    /** Runs `step` before the next statement storing answers. */
    beforeAnswersStored: (step: Step) => void (next.answers = step),
  };
}

async function world(inner: Db): Promise<World> {
  // Nothing closes early: answering stays open until the host moves on.
  const w = await liveWorld(inner, slides, { closeWhenAllAnswered: false }, 10);
  stops.push(() => w.stop());
  return w;
}

const subjectOf = async (w: Pick<World, 'fresh'>) => stateOf(await w.fresh()).plays[playKey('about', 0)];
async function votesOf(eventId: string, participantId: string) {
  return db
    .select({ answer: responses.answer })
    .from(responses)
    .where(and(eq(responses.eventId, eventId), eq(responses.slideId, 'about'), eq(responses.participantId, participantId)));
}

describe('choosing a subject while answers arrive (R19.2, R19.4)', () => {
  it('R19.2 an answer stored after the host’s choice was checked but before it was written: the choice is refused (SUBJECT_ANSWERED), the vote stands', async () => {
    const gate = steppingIn(db);
    const w = await world(gate.db);
    const ada = await w.joinConnected('ada');
    const bob = await w.joinConnected('bob');
    await advanceTo(w, 'about:answering');
    const version = (await w.fresh()).version;

    let vote: unknown;
    gate.beforeStateWrite(async () => {
      vote = await w.answer(bob, 'about', LIE);
    });
    await expect(w.commands.setSlideSubject(w.hostId, w.event.id, 'about', bob.id)).rejects.toMatchObject({
      reason: 'SUBJECT_ANSWERED',
      message: 'bob already answered this slide: choose someone who has not voted',
    });
    // Bob's vote went in between; the choice was undone with its write: no subject, no new version.
    expect(vote).toEqual(RECEIPT);
    expect(await subjectOf(w)).toBeUndefined();
    expect((await w.fresh()).version).toBe(version);
    expect(await votesOf(w.event.id, bob.id)).toEqual([{ answer: LIE }]);
    expect((await findParticipant(db, bob.id))!.score).toBeGreaterThan(0);

    // Someone who has not voted can still be chosen, and then sits out.
    await w.commands.setSlideSubject(w.hostId, w.event.id, 'about', ada.id);
    expect(await subjectOf(w)).toEqual({ participantId: ada.id, nickname: 'ada' });
    await expect(w.answer(ada, 'about', LIE)).rejects.toMatchObject({ reason: 'SITTING_OUT' });
  });

  it('R19.4 R5.7 an answer checked against a view from before the choice is not stored after it: the subject is refused (SITTING_OUT), the others stored', async () => {
    const p = liveProcess(db);
    stops.push(() => p.stop());
    const e = await p.event(slides, { closeWhenAllAnswered: false });
    const ada = await e.join('ada');
    const bob = await e.join('bob');
    await advanceTo(e, 'about:answering');
    // This process's view of the event stays the one from before the choice (as when its
    // announcement is on its way): both answers pass the check against it.
    await p.snapshots([e.row.id]);
    await p.commands.setSlideSubject(e.row.hostId, e.row.id, 'about', bob.id);

    await expect(e.answer(bob, 'about', LIE)).rejects.toMatchObject({ reason: 'SITTING_OUT' });
    expect(await votesOf(e.row.id, bob.id)).toEqual([]);
    expect((await findParticipant(db, bob.id))!.score).toBe(0);
    await expect(e.answer(ada, 'about', LIE)).resolves.toEqual(RECEIPT);
    expect(await votesOf(e.row.id, ada.id)).toEqual([{ answer: LIE }]);
  });

  it('R19.4 R5.7 the subject chosen between an answer’s check and its statement: refused if it is them, stored (checked again) if it is someone else', async () => {
    const gate = steppingIn(db);
    const w = await world(gate.db);
    // Nobody holds a socket: answers are checked against the stored event, not a snapshot.
    const ada = await w.join('ada');
    const bob = await w.join('bob');
    const cyd = await w.join('cyd');
    await advanceTo(w, 'about:answering');
    await w.commands.setSlideSubject(w.hostId, w.event.id, 'about', ada.id);
    // The host's choices come through another process: this one would first store the answers
    // it already received (ADR 62), so the race is between processes.
    const other = w.elsewhere().commands;

    // Checked while Ada is the subject; before it is stored, the host picks Bob himself.
    gate.beforeAnswersStored(() => other.setSlideSubject(w.hostId, w.event.id, 'about', bob.id));
    await expect(w.answer(bob, 'about', LIE)).rejects.toMatchObject({ reason: 'SITTING_OUT' });
    expect(await votesOf(w.event.id, bob.id)).toEqual([]);

    // Checked while Bob is the subject; before it is stored, the host picks Ada again: Cyd
    // still plays, so the answer is checked again against the new choice and stored.
    gate.beforeAnswersStored(() => other.setSlideSubject(w.hostId, w.event.id, 'about', ada.id));
    await expect(w.answer(cyd, 'about', LIE)).resolves.toEqual(RECEIPT);
    expect(await votesOf(w.event.id, cyd.id)).toEqual([{ answer: LIE }]);
    expect(await subjectOf(w)).toEqual({ participantId: ada.id, nickname: 'ada' });
  });
});
