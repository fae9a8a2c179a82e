import { sql } from 'drizzle-orm';
import { playKey } from '@mingle/shared';
import type { Db } from '../db/client';

/** One scored answer, and where its submitter saw the event when it was checked. */
export interface ScoredAnswerRow {
  eventId: string;
  slideId: string;
  /** The slide index, step index and round the answer was checked against (R5.1). */
  slideIndex: number;
  stepIndex: number;
  round: number;
  /**
   * The round's play the answer was checked and scored against (R16.3; undefined when none was
   * decided): who sits out (R16.4) and what is right can depend on it.
   */
  play: unknown;
  participantId: string;
  answer: unknown;
  correct: boolean;
  points: number;
  answerMs: number;
  streakBefore: number;
  streakAfter: number;
  receivedAt: number;
}

/** Stored now; already stored (the same seat answered before); or refused: the event has moved. */
export type AnswerOutcome = 'stored' | 'exists' | 'closed';

export type AnswerKey = Pick<ScoredAnswerRow, 'eventId' | 'slideId' | 'round' | 'participantId'>;

export const keyOf = (r: AnswerKey) => `${r.eventId}|${r.slideId}|${r.round}|${r.participantId}`;

type OutcomeRow = {
  outcome: AnswerOutcome;
  event_id: string;
  slide_id: string;
  round: number;
  participant_id: string;
};

/**
 * Stores answers whose seats are distinct, in one statement, and tells which were stored, which
 * the event refused (`closed`), and which were already there (`exists`, or left out of the map).
 * A refused row whose seat answered before is `exists`: a phone resending an answer that was
 * stored learns so however late its resend arrives, with no query of its own.
 *
 * The statement is the only place a participant's score, streak and correct time move on
 * answering; live/standings.ts `standingOf` mirrors it (ADR 8) and answerStatement.test.ts
 * holds the two together. It reads each event's row, locked against a change of state until
 * it commits, and inserts only answers whose event is still live at the slide, step and round
 * they were checked against, with the same play for that round (R16.3: the host may choose a
 * two-truths subject while answering, R19.2, and the subject sits out), not paused, and before
 * its deadline (R5.1, R5.4, R5.6), from seats not removed (R3.8): another process may have moved
 * the event, or removed the seat, without this one hearing of it.
 */
export async function storeAnswers(db: Db, rows: readonly ScoredAnswerRow[]): Promise<Map<string, AnswerOutcome>> {
  // Each play once per statement, rows pointing at it: the answers of a batch were mostly
  // checked against the same snapshot, so against the same object.
  const plays: unknown[] = [];
  const refs = new Map<unknown, number>();
  const playRef = (play: unknown): number | null => {
    if (play === undefined) return null;
    let ref = refs.get(play);
    if (ref === undefined) refs.set(play, (ref = plays.push(play) - 1));
    return ref;
  };
  const input = rows.map((r) => ({
    event_id: r.eventId,
    slide_id: r.slideId,
    slide_index: r.slideIndex,
    step_index: r.stepIndex,
    round: r.round,
    play_key: playKey(r.slideId, r.round),
    play_ref: playRef(r.play),
    participant_id: r.participantId,
    answer: r.answer,
    correct: r.correct,
    points: r.points,
    answer_ms: Math.round(r.answerMs),
    streak_before: r.streakBefore,
    streak_after: r.streakAfter,
    received_at: r.receivedAt,
  }));
  const result = await db.execute<OutcomeRow>(sql`
    WITH input AS (
      SELECT * FROM json_to_recordset(${JSON.stringify(input)}::json) AS x(
        event_id uuid, slide_id text, slide_index int, step_index int, round int, play_key text, play_ref int, participant_id uuid,
        answer jsonb, correct boolean, points int, answer_ms int, streak_before int, streak_after int, received_at bigint)
    ), ev AS (
      -- FOR SHARE: a change of state committed meanwhile is seen, one under way waits for this batch.
      SELECT id, status, slide_index, step_index, round, plays, deadline, paused_remaining_ms
      FROM events WHERE id IN (SELECT event_id FROM input) FOR SHARE
    ), checked AS (
      SELECT i.*, COALESCE(ev.status = 'live' AND ev.slide_index = i.slide_index AND ev.step_index = i.step_index
        AND ev.round = i.round AND ev.paused_remaining_ms IS NULL
        AND (ev.plays -> i.play_key) IS NOT DISTINCT FROM (${JSON.stringify(plays)}::jsonb -> i.play_ref)
        AND (ev.deadline IS NULL OR i.received_at <= ev.deadline), false)
        -- A seat the host removed (on any process) is refused from the removal's commit on (R3.8).
        AND NOT EXISTS (SELECT 1 FROM participants gone WHERE gone.id = i.participant_id AND gone.removed_at IS NOT NULL) AS open
      FROM input i LEFT JOIN ev ON ev.id = i.event_id
    ), ins AS (
      INSERT INTO responses (event_id, slide_id, round, participant_id, answer, correct, points, answer_ms, streak_before, received_at)
      SELECT event_id, slide_id, round, participant_id, answer, correct, points, answer_ms, streak_before, received_at FROM checked WHERE open
      ON CONFLICT DO NOTHING
      RETURNING event_id, slide_id, round, participant_id
    ), upd AS (
      UPDATE participants p
      SET score = p.score + i.points,
          streak = i.streak_after,
          correct_time_ms = p.correct_time_ms + CASE WHEN i.correct THEN i.answer_ms ELSE 0 END
      FROM checked i JOIN ins ON ins.participant_id = i.participant_id AND ins.slide_id = i.slide_id AND ins.round = i.round AND ins.event_id = i.event_id
      WHERE p.id = i.participant_id
      RETURNING p.id
    )
    SELECT 'stored' AS outcome, event_id, slide_id, round, participant_id FROM ins
    UNION ALL
    SELECT CASE WHEN EXISTS (SELECT 1 FROM responses r WHERE r.event_id = c.event_id AND r.slide_id = c.slide_id
                               AND r.round = c.round AND r.participant_id = c.participant_id)
                THEN 'exists' ELSE 'closed' END,
           event_id, slide_id, round, participant_id
    FROM checked c WHERE NOT open`);
  const out = new Map<string, AnswerOutcome>();
  for (const r of (result as unknown as { rows: OutcomeRow[] }).rows) {
    out.set(keyOf({ eventId: r.event_id, slideId: r.slide_id, round: Number(r.round), participantId: r.participant_id }), r.outcome);
  }
  return out;
}
