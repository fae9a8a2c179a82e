import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { SnapshotAnswer } from './snapshot';
import type { ParticipantRecord } from './standings';

// The reads a room's snapshot is made of (snapshot.ts): its participants and the open
// question's answers.

interface PersonRow {
  id: string;
  nickname: string;
  email: string | null;
  score: number;
  streak: number;
  correct_time_ms: number;
  joined_at: number;
  connections: number;
  removed: boolean;
  team: number | null;
}

// Raw SQL with only the columns needed: at 10,000 rows an ORM's row mapping is most of the cost.
export async function readPeople(db: Db, eventId: string, joinedSince?: number): Promise<PersonRow[]> {
  const r = await db.execute(sql`
    SELECT id, nickname, email, score, streak, correct_time_ms, joined_at, connections, removed_at IS NOT NULL AS removed, team
    FROM participants WHERE event_id = ${eventId}${joinedSince === undefined ? sql`` : sql` AND joined_at >= ${joinedSince}`}`);
  return (r as unknown as { rows: PersonRow[] }).rows.map((p) => ({
    ...p,
    correct_time_ms: Number(p.correct_time_ms),
    joined_at: Number(p.joined_at),
  }));
}

/**
 * Participants and the current answers, read in one read-only repeatable-read transaction:
 * both from the same moment, so the points an answer added are always in the score they
 * are subtracted from. (A single joined query did this too, but PostgreSQL planned it as a
 * nested loop over freshly filled tables: seconds at 10,000 rows.)
 */
export async function readPeopleAndAnswers(
  db: Db,
  eventId: string,
  slideId: string | null,
  round: number,
): Promise<{ people: ParticipantRecord[]; answers: SnapshotAnswer[] }> {
  return db.transaction(
    async (tx) => {
      const rows = await readPeople(tx as unknown as Db, eventId);
      const answers = slideId ? await readAnswers(tx as unknown as Db, eventId, slideId, round) : [];
      const byParticipant = new Map(answers.map((a) => [a.participantId, a]));
      const people = rows.map(({ score, streak, correct_time_ms, ...p }): ParticipantRecord => {
        const a = byParticipant.get(p.id);
        return {
          ...p,
          score_base: score - (a?.points ?? 0),
          streak_base: a ? a.streakBefore : streak,
          correct_time_base: correct_time_ms - (a?.correct ? a.answerMs : 0),
        };
      });
      return { people, answers };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

interface AnswerRow {
  participant_id: string | null;
  answer: unknown;
  correct: boolean;
  points: number;
  answer_ms: number;
  streak_before: number;
  seq: string | number | null;
  total: number | null;
}

function toAnswer(a: AnswerRow): SnapshotAnswer {
  return {
    participantId: a.participant_id!,
    answer: typeof a.answer === 'string' ? (JSON.parse(a.answer) as unknown) : a.answer,
    correct: a.correct,
    points: a.points,
    answerMs: a.answer_ms,
    streakBefore: a.streak_before,
    seq: Number(a.seq),
  };
}

async function readAnswers(db: Db, eventId: string, slideId: string, round: number): Promise<SnapshotAnswer[]> {
  const r = await db.execute(sql`
    SELECT participant_id, answer, correct, points, answer_ms, streak_before, seq
    FROM responses WHERE event_id = ${eventId} AND slide_id = ${slideId} AND round = ${round}`);
  return (r as unknown as { rows: AnswerRow[] }).rows.map(toAnswer);
}

/**
 * The answers `known` lacks, added to it: only rows stored after the newest one it has (at
 * 10,000 answers a full re-read is ~150 ms on embedded PGlite, on the server's own thread).
 * The same statement counts every answer: if a concurrent commit landed out of order (a
 * lower seq committed after a higher one was read), the sum does not match and all are read.
 */
export async function readNewAnswers(
  db: Db,
  eventId: string,
  slideId: string,
  round: number,
  known: SnapshotAnswer[],
): Promise<SnapshotAnswer[]> {
  let since = 0;
  for (const a of known) if (a.seq > since) since = a.seq;
  const r = await db.execute(sql`
    SELECT participant_id, answer, correct, points, answer_ms, streak_before, seq, NULL::int AS total
    FROM responses WHERE event_id = ${eventId} AND slide_id = ${slideId} AND round = ${round} AND seq > ${since}
    UNION ALL
    SELECT NULL, NULL, NULL, NULL, NULL, NULL, NULL, count(*)::int
    FROM responses WHERE event_id = ${eventId} AND slide_id = ${slideId} AND round = ${round}`);
  const rows = (r as unknown as { rows: AnswerRow[] }).rows;
  const total = rows.find((a) => a.total !== null)?.total ?? 0;
  const fresh = rows.filter((a) => a.total === null).map(toAnswer);
  if (known.length + fresh.length !== total) return readAnswers(db, eventId, slideId, round);
  return fresh.length > 0 ? known.concat(fresh) : known;
}
