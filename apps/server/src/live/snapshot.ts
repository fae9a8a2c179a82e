import { sql } from 'drizzle-orm';
import { slideTypeOf, type Slide, type SlideResults, type StepName } from '@mingle/shared';
import type { Db } from '../db/client';
import { rank } from './scoring';
import { solutionsVisible } from './steps';
import { currentStep, type EventState } from './state';
import { findEvent, slidesOf, stateOf, type EventRow } from './store';

export interface RankedParticipant {
  participantId: string;
  nickname: string;
  email: string | null;
  score: number;
  streak: number;
  correctTimeMs: number;
  joinedAt: number;
  connected: boolean;
  rank: number;
}

/** An answer to the current slide, as the snapshot keeps it. */
export interface SnapshotAnswer {
  participantId: string;
  answer: unknown;
  correct: boolean;
  points: number;
  answerMs: number;
  streakBefore: number;
}

interface ParticipantRecord {
  id: string;
  nickname: string;
  email: string | null;
  score: number;
  streak: number;
  correct_time_ms: number;
  /** The same three without the answer to the current question, if any (R6.5). */
  score_base: number;
  streak_base: number;
  correct_time_base: number;
  joined_at: number;
  connections: number;
  removed: boolean;
}

/** Everything subscribers of one event are shown, loaded once per change for all of them. */
export interface EventSnapshot {
  row: EventRow;
  state: EventState;
  slides: Slide[];
  slide: Slide | null;
  step: StepName | null;
  /** In rank order (R6.4). */
  ranking: RankedParticipant[];
  byId: Map<string, RankedParticipant>;
  /** Participants the host removed (R3.8). */
  removed: Set<string>;
  /** Answers to the current slide and round, by participant. */
  answers: Map<string, SnapshotAnswer>;
  results: SlideResults | null;
  loadedAt: number;
  /** The participant rows the ranking was made from, and when they were read. */
  people: ParticipantRecord[];
  peopleLoadedAt: number;
}

/** Participants are re-read between changes of state at most this often (scores do not move then). */
const PEOPLE_REFRESH_MS = 2000;

// Raw SQL with only the columns needed: at 10,000 rows an ORM's row mapping is most of the cost.
async function readPeople(db: Db, eventId: string): Promise<Omit<ParticipantRecord, 'score_base' | 'streak_base' | 'correct_time_base'>[]> {
  const r = await db.execute(sql`
    SELECT id, nickname, email, score, streak, correct_time_ms, joined_at, connections, removed_at IS NOT NULL AS removed
    FROM participants WHERE event_id = ${eventId}`);
  return (r as unknown as { rows: ParticipantRecord[] }).rows.map((p) => ({ ...p, correct_time_ms: Number(p.correct_time_ms), joined_at: Number(p.joined_at) }));
}

/**
 * Participants and the current answers, read in one read-only repeatable-read transaction:
 * both from the same moment, so the points an answer added are always in the score they
 * are subtracted from. (A single joined query did this too, but PostgreSQL planned it as a
 * nested loop over freshly filled tables: seconds at 10,000 rows.)
 */
async function readPeopleAndAnswers(db: Db, eventId: string, slideId: string | null, round: number): Promise<{ people: ParticipantRecord[]; answers: SnapshotAnswer[] }> {
  return db.transaction(
    async (tx) => {
      const rows = await readPeople(tx as unknown as Db, eventId);
      const answers = slideId ? await readAnswers(tx as unknown as Db, eventId, slideId, round) : [];
      const byParticipant = new Map(answers.map((a) => [a.participantId, a]));
      const people = rows.map((p) => {
        const a = byParticipant.get(p.id);
        return { ...p, score_base: p.score - (a?.points ?? 0), streak_base: a ? a.streakBefore : p.streak, correct_time_base: p.correct_time_ms - (a?.correct ? a.answerMs : 0) };
      });
      return { people, answers };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function readAnswers(db: Db, eventId: string, slideId: string, round: number): Promise<SnapshotAnswer[]> {
  const r = await db.execute(sql`
    SELECT participant_id, answer, correct, points, answer_ms, streak_before
    FROM responses WHERE event_id = ${eventId} AND slide_id = ${slideId} AND round = ${round}`);
  return (r as unknown as { rows: { participant_id: string; answer: unknown; correct: boolean; points: number; answer_ms: number; streak_before: number }[] }).rows.map((a) => ({
    participantId: a.participant_id,
    answer: typeof a.answer === 'string' ? (JSON.parse(a.answer) as unknown) : a.answer,
    correct: a.correct,
    points: a.points,
    answerMs: a.answer_ms,
    streakBefore: a.streak_before,
  }));
}

/** Reads an event's state, participants and current answers. */
export async function loadSnapshot(db: Db, eventId: string, now: number): Promise<EventSnapshot | null> {
  const row = await findEvent(db, eventId);
  if (!row) return null;
  const state = stateOf(row);
  const slide = slidesOf(row)[state.slideIndex] ?? null;
  const { people, answers } = await readPeopleAndAnswers(db, eventId, slide?.id ?? null, state.round);
  return build(row, people, now, answers, now);
}

/**
 * Between changes of state only answers and the roster move: re-read the answers, and the
 * participants only when the roster changed or every PEOPLE_REFRESH_MS (connection dots).
 */
export async function refreshSnapshot(db: Db, prev: EventSnapshot, now: number): Promise<EventSnapshot> {
  const { row, slide, state } = prev;
  const [roster, answers] = await Promise.all([
    db.execute(sql`SELECT count(*)::int AS n, coalesce(max(joined_at), 0) AS last FROM participants WHERE event_id = ${row.id} AND removed_at IS NULL`),
    slide ? readAnswers(db, row.id, slide.id, state.round) : Promise.resolve([]),
  ]);
  const r = (roster as unknown as { rows: { n: number; last: string | number }[] }).rows[0];
  const lastJoined = Math.max(0, ...prev.people.filter((p) => !p.removed).map((p) => p.joined_at));
  const sameRoster = r && r.n === prev.ranking.length && Number(r.last) === lastJoined;
  if (sameRoster && now - prev.peopleLoadedAt < PEOPLE_REFRESH_MS) return build(row, prev.people, prev.peopleLoadedAt, answers, now);
  const fresh = await readPeopleAndAnswers(db, row.id, slide?.id ?? null, state.round);
  return build(row, fresh.people, now, fresh.answers, now);
}

function build(row: EventRow, people: ParticipantRecord[], peopleLoadedAt: number, answerRows: SnapshotAnswer[], now: number): EventSnapshot {
  const state = stateOf(row);
  const slides = slidesOf(row);
  const slide = slides[state.slideIndex] ?? null;
  const step = currentStep(state, slides);
  const active = people.filter((p) => !p.removed);
  // Until the reveal, standings leave out the current question's answers: a score that
  // jumps right after answering would tell the phone it was right (R6.5).
  const hide = !!(slide && step && !solutionsVisible(slide, step));
  const ranking = rank(
    active.map((p) => ({
      participantId: p.id,
      nickname: p.nickname,
      email: p.email,
      score: hide ? p.score_base : p.score,
      streak: hide ? p.streak_base : p.streak,
      correctTimeMs: hide ? p.correct_time_base : p.correct_time_ms,
      joinedAt: p.joined_at,
      connected: p.connections > 0,
    })),
  );
  const byId = new Map(ranking.map((r) => [r.participantId, r]));
  // Answers of removed participants no longer count (R3.8).
  const answers = new Map(answerRows.filter((a) => byId.has(a.participantId)).map((a) => [a.participantId, a]));
  const type = slide ? slideTypeOf(slide.type) : undefined;
  const results = slide && type?.aggregate ? type.aggregate(slide, [...answers.values()].map((a) => a.answer)) : null;
  const removed = new Set(people.filter((p) => p.removed).map((p) => p.id));
  return { row, state, slides, slide, step, ranking, byId, removed, answers, results, loadedAt: now, people, peopleLoadedAt };
}
