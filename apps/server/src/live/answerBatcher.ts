import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Log } from '../lib/log';
import type { RosterWrites } from './rosterWrites';

export interface ScoredAnswerRow {
  eventId: string;
  slideId: string;
  round: number;
  participantId: string;
  answer: unknown;
  correct: boolean;
  points: number;
  answerMs: number;
  streakBefore: number;
  streakAfter: number;
  receivedAt: number;
}

interface Pending {
  row: ScoredAnswerRow;
  resolve: (inserted: boolean) => void;
  reject: (err: unknown) => void;
}

const keyOf = (r: Pick<ScoredAnswerRow, 'eventId' | 'slideId' | 'round' | 'participantId'>) => `${r.eventId}|${r.slideId}|${r.round}|${r.participantId}`;

/**
 * Commits answers in small batches: answers arrive in bursts (most in the first seconds of a
 * question), and one statement for a few hundred rows costs about what one row costs alone
 * (research/realtime-perf.md). Each answer is acknowledged only after its batch committed
 * (R5.7). One statement inserts the responses and adds the points of those inserted, so it
 * is atomic without an explicit transaction.
 */
export class AnswerBatcher {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly log: Log,
    private readonly writes: RosterWrites,
    /** Called after each committed batch with the answers it stored (not those already there). */
    private readonly onCommitted: (stored: ScoredAnswerRow[]) => void,
    /** Statements in flight at once: 1 on PGlite (one connection), a few on PostgreSQL. */
    private readonly concurrency = 1,
    private readonly maxBatch = 500,
    private readonly maxDelayMs = 5,
  ) {}

  /** Resolves true when this answer was stored, false when one was already there. */
  submit(row: ScoredAnswerRow): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (this.queue.length >= this.maxBatch) this.flushNow();
      else this.timer ??= setTimeout(() => this.flushNow(), this.maxDelayMs);
    });
  }

  private flushNow(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    // While every lane is busy, answers keep gathering into the next, bigger batch.
    while (this.queue.length > 0 && this.inFlight.size < this.concurrency) {
      const batch = this.queue.splice(0, this.maxBatch);
      const run: Promise<void> = this.commit(batch).finally(() => {
        this.inFlight.delete(run);
        if (this.queue.length > 0) this.flushNow();
      });
      this.inFlight.add(run);
    }
  }

  private async commit(batch: Pending[]): Promise<void> {
    // The same seat twice in one batch: only the first can be stored.
    const first = new Map<string, Pending>();
    for (const p of batch) if (!first.has(keyOf(p.row))) first.set(keyOf(p.row), p);
    const rows = [...first.values()].map(({ row: r }) => ({
      event_id: r.eventId,
      slide_id: r.slideId,
      round: r.round,
      participant_id: r.participantId,
      answer: r.answer,
      correct: r.correct,
      points: r.points,
      answer_ms: Math.round(r.answerMs),
      streak_before: r.streakBefore,
      streak_after: r.streakAfter,
      received_at: r.receivedAt,
    }));
    try {
      const eventIds = new Set(rows.map((r) => r.event_id));
      const result = await this.writes.track(eventIds, () => this.db.execute<{ event_id: string; slide_id: string; round: number; participant_id: string }>(sql`
        WITH input AS (
          SELECT * FROM json_to_recordset(${JSON.stringify(rows)}::json) AS x(
            event_id uuid, slide_id text, round int, participant_id uuid, answer jsonb, correct boolean,
            points int, answer_ms int, streak_before int, streak_after int, received_at bigint)
        ), ins AS (
          INSERT INTO responses (event_id, slide_id, round, participant_id, answer, correct, points, answer_ms, streak_before, received_at)
          SELECT event_id, slide_id, round, participant_id, answer, correct, points, answer_ms, streak_before, received_at FROM input
          ON CONFLICT DO NOTHING
          RETURNING event_id, slide_id, round, participant_id
        ), upd AS (
          UPDATE participants p
          SET score = p.score + i.points,
              streak = i.streak_after,
              correct_time_ms = p.correct_time_ms + CASE WHEN i.correct THEN i.answer_ms ELSE 0 END
          FROM input i JOIN ins ON ins.participant_id = i.participant_id AND ins.slide_id = i.slide_id AND ins.round = i.round AND ins.event_id = i.event_id
          WHERE p.id = i.participant_id
          RETURNING p.id
        )
        SELECT event_id, slide_id, round, participant_id FROM ins`));
      const inserted = new Set((result as unknown as { rows: { event_id: string; slide_id: string; round: number; participant_id: string }[] }).rows.map((r) => keyOf({ eventId: r.event_id, slideId: r.slide_id, round: Number(r.round), participantId: r.participant_id })));
      const stored: ScoredAnswerRow[] = [];
      for (const p of batch) {
        const isStored = first.get(keyOf(p.row)) === p && inserted.has(keyOf(p.row));
        if (isStored) stored.push(p.row);
        p.resolve(isStored);
      }
      this.onCommitted(stored);
    } catch (err) {
      this.log.error({ err, size: batch.length }, 'storing a batch of answers failed');
      for (const p of batch) p.reject(err);
    }
  }

  /** Waits for everything queued so far to be committed (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.inFlight.size > 0) {
      this.flushNow();
      await Promise.all(this.inFlight);
    }
  }
}
