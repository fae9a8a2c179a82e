import { sql } from 'drizzle-orm';
import { QNA_LIMITS, Reason, answerTextProblem, type QnaQuestionView, type QnaSlide } from '@mingle/shared';
import type { Db } from '../db/client';
import { appError } from '../lib/errors';
import type { Clock } from '../lib/clock';
import { asUser } from '../policies/actor';
import { assertCanModerateQna } from '../policies/event';
import { readQnaBoard, type QnaBoard } from './qnaBoard';
import { findEvent, slidesOf, type EventRow, type ParticipantRow } from './store';
import type { ParticipantClaims } from './tokens';

/** What the Q&A commands need of the rest of the engine (SPEC R15). */
export interface QnaDeps {
  db: Db;
  clock: Clock;
  /** The participant's seat; refuses other events' and removed seats (R3.7, R3.8, R15.8). */
  seat(claims: ParticipantClaims | null, eventId: string): Promise<ParticipantRow>;
  /** Tells every room of the event its Q&A moved; they re-read it on their cadence (R7.2), never per question. */
  changed(eventId: string): Promise<void>;
  /** The board this process's room shows for the event, if any: read from memory, not the database. */
  shownBoard(eventId: string): QnaBoard | null;
}

export interface AskReceipt {
  questionId: string;
  slideId: string;
}

export interface VoteReceipt {
  questionId: string;
  upvoted: boolean;
}

export type QnaMark = 'answered' | 'hidden' | 'featured';

export interface ModerationReceipt {
  questionId: string;
  answered: boolean;
  hidden: boolean;
  featured: boolean;
}

/** A phone's own part of a Q&A (R15.7): its questions, its votes, and the list it may vote on. */
export interface MyQna {
  slideId: string;
  mine: QnaQuestionView[];
  upvoted: string[];
  questions: QnaQuestionView[];
}

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

/** The Q&A slide `slideId` of the event, or NOT_A_QNA / SLIDE_NOT_FOUND. */
function qnaSlideOf(event: EventRow, slideId: string): QnaSlide {
  const slide = slidesOf(event).find((s) => s.id === slideId);
  if (!slide) throw appError(Reason.SLIDE_NOT_FOUND, 'This slide does not exist');
  if (slide.type !== 'qna') throw appError(Reason.NOT_A_QNA, 'This slide is not a Q&A');
  return slide;
}

async function liveEvent(db: Db, eventId: string): Promise<EventRow> {
  const event = await findEvent(db, eventId);
  if (!event) throw appError(Reason.EVENT_NOT_FOUND, 'This event does not exist');
  return event;
}

/**
 * The stored event is live with `slideId` the open Q&A (R15.1, R15.6), read FOR SHARE in the
 * caller's transaction: a close written meanwhile waits for it, so nothing is stored in a
 * Q&A after its close was acknowledged.
 */
async function assertQnaOpen(tx: Db, eventId: string, slideId: string): Promise<void> {
  const [ev] = rowsOf<{ status: string; qna_slide_id: string | null }>(
    await tx.execute(sql`SELECT status, qna_slide_id FROM events WHERE id = ${eventId} FOR SHARE`),
  );
  if (!ev) throw appError(Reason.EVENT_NOT_FOUND, 'This event does not exist');
  if (ev.status === 'ended') throw appError(Reason.EVENT_ENDED, 'This event has ended');
  if (ev.status !== 'live') throw appError(Reason.EVENT_NOT_STARTED, 'The event has not started');
  if (ev.qna_slide_id !== slideId) throw appError(Reason.QNA_CLOSED, 'This Q&A is closed');
}

/** Question ids are decimal insertion sequences; anything else names no question. */
function seqOf(questionId: string): number {
  if (!/^\d{1,15}$/.test(questionId)) throw appError(Reason.QUESTION_NOT_FOUND, 'This question does not exist');
  return Number(questionId);
}

/**
 * R15.2, R15.3: a participant asks a question in the open Q&A, stored before it is
 * acknowledged. The same text asked again by the same participant is the same question (the
 * same receipt, whatever the limits say now).
 */
export async function askQuestion(
  d: QnaDeps,
  claims: ParticipantClaims | null,
  eventId: string,
  slideId: string,
  input: { text: string; showName: boolean },
): Promise<AskReceipt> {
  const author = await d.seat(claims, eventId);
  qnaSlideOf(await liveEvent(d.db, eventId), slideId);
  const problem = answerTextProblem(input.text);
  if (problem) throw appError(Reason.INVALID_INPUT, `text: ${problem}`, { field: 'text' });
  const text = input.text.trim();
  if (!text) throw appError(Reason.INVALID_INPUT, 'text: write something first', { field: 'text' });
  if (text.length > QNA_LIMITS.textMax)
    throw appError(Reason.INVALID_INPUT, `text: at most ${QNA_LIMITS.textMax} characters`, { field: 'text' });
  const seq = await d.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await assertQnaOpen(tx, eventId, slideId);
    // One question at a time per Q&A, so its limits hold under simultaneous questions.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`qna:${eventId}:${slideId}`}, 0))`);
    const [same] = rowsOf<{ seq: string | number }>(
      await tx.execute(sql`
        SELECT seq FROM qna_questions
        WHERE event_id = ${eventId} AND slide_id = ${slideId} AND participant_id = ${author.id} AND text = ${text}`),
    );
    if (same) return Number(same.seq);
    const [n] = rowsOf<{ total: number; mine: number; waiting: number }>(
      await tx.execute(sql`
        SELECT count(*)::int AS total,
               (count(*) FILTER (WHERE participant_id = ${author.id}))::int AS mine,
               (count(*) FILTER (WHERE participant_id = ${author.id} AND answered_at IS NULL AND hidden_at IS NULL))::int AS waiting
        FROM qna_questions WHERE event_id = ${eventId} AND slide_id = ${slideId}`),
    );
    if ((n?.waiting ?? 0) >= QNA_LIMITS.waitingPerParticipant)
      throw appError(
        Reason.QUESTIONS_WAITING,
        `You have ${QNA_LIMITS.waitingPerParticipant} questions waiting; ask again once one is answered`,
      );
    if ((n?.mine ?? 0) >= QNA_LIMITS.perParticipant)
      throw appError(Reason.QUESTIONS_MAX, `You asked ${QNA_LIMITS.perParticipant} questions in this Q&A`);
    if ((n?.total ?? 0) >= QNA_LIMITS.perQna) throw appError(Reason.QNA_FULL, 'This Q&A holds as many questions as it can');
    const [row] = rowsOf<{ seq: string | number }>(
      await tx.execute(sql`
        INSERT INTO qna_questions (event_id, slide_id, participant_id, text, show_name, asked_at)
        VALUES (${eventId}, ${slideId}, ${author.id}, ${text}, ${input.showName}, ${d.clock.now()})
        RETURNING seq`),
    );
    return Number(row!.seq);
  });
  await d.changed(eventId);
  return { questionId: String(seq), slideId };
}

interface QuestionFacts {
  id: string;
  slide_id: string;
  participant_id: string;
  answered: boolean;
  hidden: boolean;
  author_removed: boolean;
}

async function questionFacts(db: Db, eventId: string, seq: number): Promise<QuestionFacts | undefined> {
  const [q] = rowsOf<QuestionFacts>(
    await db.execute(sql`
      SELECT q.id, q.slide_id, q.participant_id, q.answered_at IS NOT NULL AS answered, q.hidden_at IS NOT NULL AS hidden,
             p.removed_at IS NOT NULL AS author_removed
      FROM qna_questions q JOIN participants p ON p.id = q.participant_id
      WHERE q.event_id = ${eventId} AND q.seq = ${seq}`),
  );
  return q;
}

/**
 * R15.4: a participant upvotes another's question in the open Q&A (`on`), or takes their vote
 * back. One vote per participant per question, never for their own, stored before it is
 * acknowledged; voting again returns the same receipt.
 */
export async function voteQuestion(
  d: QnaDeps,
  claims: ParticipantClaims | null,
  eventId: string,
  questionId: string,
  on: boolean,
): Promise<VoteReceipt> {
  const voter = await d.seat(claims, eventId);
  const seq = seqOf(questionId);
  const event = await liveEvent(d.db, eventId);
  await d.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const q = await questionFacts(tx, eventId, seq);
    // Hidden questions and those of removed participants are gone for the audience (R15.5, R15.8).
    if (!q || q.hidden || q.author_removed) throw appError(Reason.QUESTION_NOT_FOUND, 'This question does not exist');
    const slide = qnaSlideOf(event, q.slide_id);
    await assertQnaOpen(tx, eventId, q.slide_id);
    if (!slide.upvotes) throw appError(Reason.UPVOTES_OFF, 'Upvotes are off for this Q&A');
    if (q.participant_id === voter.id) throw appError(Reason.OWN_QUESTION, 'You cannot upvote your own question');
    if (!on) {
      await tx.execute(sql`DELETE FROM qna_votes WHERE question_id = ${q.id} AND voter_id = ${voter.id}`);
      return;
    }
    if (q.answered) throw appError(Reason.QUESTION_ANSWERED, 'This question is answered already');
    await tx.execute(sql`
      INSERT INTO qna_votes (question_id, voter_id, event_id, slide_id) VALUES (${q.id}, ${voter.id}, ${eventId}, ${q.slide_id})
      ON CONFLICT DO NOTHING`);
  });
  await d.changed(eventId);
  return { questionId: String(seq), upvoted: on };
}

/**
 * R15.5: the host marks a question answered, hides it, or puts it on the big screen (one
 * question of a Q&A at a time; hiding a featured question takes it off). Works on any Q&A of
 * the event until it ends, open or closed. Anyone but the host is told the event does not exist.
 */
export async function moderateQuestion(
  d: Pick<QnaDeps, 'db' | 'clock' | 'changed'>,
  hostId: string,
  eventId: string,
  questionId: string,
  mark: QnaMark,
  on: boolean,
): Promise<ModerationReceipt> {
  const event = assertCanModerateQna(asUser(hostId), await findEvent(d.db, eventId));
  if (event.status === 'ended') throw appError(Reason.EVENT_ENDED, 'This event has ended');
  const seq = seqOf(questionId);
  const q = await questionFacts(d.db, eventId, seq);
  if (!q || q.author_removed) throw appError(Reason.QUESTION_NOT_FOUND, 'This question does not exist');
  const now = d.clock.now();
  if (mark === 'answered') await d.db.execute(sql`UPDATE qna_questions SET answered_at = ${on ? now : null} WHERE id = ${q.id}`);
  else if (mark === 'hidden')
    await d.db.execute(sql`
      UPDATE qna_questions SET hidden_at = ${on ? now : null}, featured_at = ${on ? null : sql`featured_at`} WHERE id = ${q.id}`);
  else if (!on) await d.db.execute(sql`UPDATE qna_questions SET featured_at = NULL WHERE id = ${q.id}`);
  else {
    if (q.hidden) throw appError(Reason.QUESTION_HIDDEN, 'Show this question before putting it on the big screen');
    // One statement: the one featured before is taken off as this one goes on.
    await d.db.execute(sql`
      UPDATE qna_questions SET featured_at = CASE WHEN id = ${q.id} THEN ${now}::bigint END
      WHERE event_id = ${eventId} AND slide_id = ${q.slide_id} AND (featured_at IS NOT NULL OR id = ${q.id})`);
  }
  const [after] = rowsOf<{ answered: boolean; hidden: boolean; featured: boolean }>(
    await d.db.execute(sql`
      SELECT answered_at IS NOT NULL AS answered, hidden_at IS NOT NULL AS hidden, featured_at IS NOT NULL AS featured
      FROM qna_questions WHERE id = ${q.id}`),
  );
  await d.changed(eventId);
  return { questionId: String(seq), answered: after!.answered, hidden: after!.hidden, featured: after!.featured };
}

/**
 * What a phone needs to draw a Q&A after a reload, or over another slide (R15.7): its own
 * visible questions, the questions it upvoted, and the audience's list (from this process's
 * room when it shows that Q&A, else read).
 */
export async function myQna(d: QnaDeps, claims: ParticipantClaims | null, eventId: string, slideId: string): Promise<MyQna> {
  const me = await d.seat(claims, eventId);
  qnaSlideOf(await liveEvent(d.db, eventId), slideId);
  const shown = d.shownBoard(eventId);
  const [mine, voted, board] = await Promise.all([
    d.db.execute(sql`
      SELECT q.seq, q.text, q.asked_at, q.answered_at IS NOT NULL AS answered,
             CASE WHEN q.show_name THEN ${me.nickname} END AS author,
             (SELECT count(*)::int FROM qna_votes v JOIN participants vp ON vp.id = v.voter_id AND vp.removed_at IS NULL
              WHERE v.question_id = q.id) AS votes
      FROM qna_questions q
      WHERE q.event_id = ${eventId} AND q.slide_id = ${slideId} AND q.participant_id = ${me.id} AND q.hidden_at IS NULL
      ORDER BY q.seq DESC`),
    d.db.execute(sql`
      SELECT q.seq FROM qna_votes v JOIN qna_questions q ON q.id = v.question_id
      WHERE v.event_id = ${eventId} AND v.slide_id = ${slideId} AND v.voter_id = ${me.id}`),
    shown?.slideId === slideId ? Promise.resolve(shown) : readQnaBoard(d.db, eventId, slideId),
  ]);
  type Mine = { seq: string | number; text: string; asked_at: string | number; answered: boolean; author: string | null; votes: number };
  return {
    slideId,
    mine: rowsOf<Mine>(mine).map((q) => ({
      id: String(q.seq),
      text: q.text,
      votes: Number(q.votes),
      answered: q.answered,
      author: q.author,
      askedAt: Number(q.asked_at),
    })),
    upvoted: rowsOf<{ seq: string | number }>(voted)
      .map((v) => String(v.seq))
      .sort(),
    questions: board.shown,
  };
}
