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
// One statement, so scores and the answers they include are read from the same moment.
async function readPeople(db: Db, eventId: string, slideId: string | null, round: number): Promise<ParticipantRecord[]> {
  const r = await db.execute(sql`
    SELECT p.id, p.nickname, p.email, p.score, p.streak, p.correct_time_ms, p.joined_at, p.connections, p.removed_at IS NOT NULL AS removed,
           p.score - coalesce(r.points, 0) AS score_base,
           coalesce(r.streak_before, p.streak) AS streak_base,
           p.correct_time_ms - CASE WHEN r.correct THEN r.answer_ms ELSE 0 END AS correct_time_base
    FROM participants p
    LEFT JOIN responses r ON r.participant_id = p.id AND r.event_id = p.event_id AND r.slide_id = ${slideId ?? ''} AND r.round = ${round}
    WHERE p.event_id = ${eventId}`);
  return (r as unknown as { rows: ParticipantRecord[] }).rows.map((p) => ({
    ...p,
    correct_time_ms: Number(p.correct_time_ms),
    correct_time_base: Number(p.correct_time_base),
    score_base: Number(p.score_base),
    joined_at: Number(p.joined_at),
  }));
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
  const [people, answers] = await Promise.all([readPeople(db, eventId, slide?.id ?? null, state.round), slide ? readAnswers(db, eventId, slide.id, state.round) : Promise.resolve([])]);
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
  const people = sameRoster && now - prev.peopleLoadedAt < PEOPLE_REFRESH_MS ? prev.people : await readPeople(db, row.id, slide?.id ?? null, state.round);
  return build(row, people, people === prev.people ? prev.peopleLoadedAt : now, answers, now);
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
