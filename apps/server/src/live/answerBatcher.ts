import type { Db } from '../db/client';
import { driverError } from '../db/driverError';
import type { Log } from '../lib/log';
import type { ReceivedAnswers } from './receivedAnswers';
import type { RosterWrites } from './rosterWrites';
import { keyOf, storeAnswers, type AnswerOutcome, type ScoredAnswerRow } from './answerStatement';

export type { AnswerOutcome, ScoredAnswerRow } from './answerStatement';

type Settled = { outcome: AnswerOutcome } | { err: unknown };

interface Pending {
  row: ScoredAnswerRow;
  resolve: (outcome: AnswerOutcome) => void;
  reject: (err: unknown) => void;
}

/**
 * Whether a failed statement's error may belong to one of its rows: a SQLSTATE that is not a
 * lost connection (08), exhausted resources (53), a shutdown (57) or a system error (58).
 */
function rowsCanFailAlone(err: unknown): boolean {
  const code = err instanceof Error && 'code' in err ? err.code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !/^(08|53|57|58)/.test(code);
}

/**
 * Commits answers in small batches: answers arrive in bursts (most in the first seconds of a
 * question), and one statement for a few hundred rows costs about what one row costs alone
 * (research/realtime-perf.md). Each answer is acknowledged only after its batch committed
 * (R5.7). One statement inserts the responses and adds the points of those inserted
 * (`storeAnswers`), so it is atomic without an explicit transaction.
 */
export class AnswerBatcher {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly inFlight = new Set<Promise<void>>();
  private readonly concurrency: number;
  private readonly maxBatch: number;
  private readonly maxDelayMs: number;
  private readonly received: ReceivedAnswers | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: Log,
    private readonly writes: RosterWrites,
    /** Called after each committed batch with the answers it stored (not those already there). */
    private readonly onCommitted: (stored: ScoredAnswerRow[]) => void,
    opts: {
      /** Statements in flight at once: 1 on PGlite (one connection), a few on PostgreSQL. */
      concurrency?: number;
      maxBatch?: number;
      maxDelayMs?: number;
      /** Where a change of state finds the answers it must wait for (ADR 62). */
      received?: ReceivedAnswers;
    } = {},
  ) {
    this.concurrency = opts.concurrency ?? 1;
    this.maxBatch = opts.maxBatch ?? 500;
    this.maxDelayMs = opts.maxDelayMs ?? 5;
    this.received = opts.received;
    this.received?.heldBy(() => this.flushNow());
  }

  /**
   * Resolves once the answer's batch committed: `stored`, `exists` when one was already there,
   * `closed` when its event had moved from where the row says it was checked.
   */
  submit(row: ScoredAnswerRow): Promise<AnswerOutcome> {
    const committed = new Promise<AnswerOutcome>((resolve, reject) => {
      this.queue.push({ row, resolve, reject });
      if (this.queue.length >= this.maxBatch) this.flushNow();
      else this.timer ??= setTimeout(() => this.flushNow(), this.maxDelayMs);
    });
    this.received?.add(row.eventId, committed);
    return committed;
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
    const seats = [...first.values()];
    const settled = new Map<Pending, Settled>();
    try {
      const outcomes = await this.store(seats.map((p) => p.row));
      for (const p of seats) settled.set(p, { outcome: outcomes.get(keyOf(p.row)) ?? 'exists' });
    } catch (batchErr) {
      const err = driverError(batchErr);
      // One bad row must not fail the others (events share batches): each row alone. Not when
      // the database itself is unreachable: n more statements would only fail slower.
      const alone = rowsCanFailAlone(err);
      const failed = alone ? await this.storeAlone(seats, settled) : seats.length;
      for (const p of seats) if (!settled.has(p)) settled.set(p, { err });
      this.log.error(
        { err, size: seats.length, failed },
        alone ? 'storing a batch of answers failed; its rows were stored one by one' : 'storing a batch of answers failed',
      );
    }
    const stored: ScoredAnswerRow[] = [];
    for (const p of batch) {
      const own = settled.get(p);
      const firstOfSeat = settled.get(first.get(keyOf(p.row))!);
      const result =
        own ??
        (firstOfSeat && 'outcome' in firstOfSeat && firstOfSeat.outcome === 'stored' ? { outcome: 'exists' as const } : firstOfSeat!);
      if ('err' in result) p.reject(result.err);
      else {
        if (result.outcome === 'stored' && own) stored.push(p.row);
        p.resolve(result.outcome);
      }
    }
    if (stored.length > 0) this.onCommitted(stored);
  }

  /** Stores each row in its own statement; returns how many failed. */
  private async storeAlone(seats: readonly Pending[], settled: Map<Pending, Settled>): Promise<number> {
    let failed = 0;
    for (const p of seats) {
      try {
        settled.set(p, { outcome: (await this.store([p.row])).get(keyOf(p.row)) ?? 'exists' });
      } catch (err) {
        failed++;
        settled.set(p, { err: driverError(err) });
      }
    }
    return failed;
  }

  private store(rows: ScoredAnswerRow[]): Promise<Map<string, AnswerOutcome>> {
    return this.writes.track(new Set(rows.map((r) => r.eventId)), () => storeAnswers(this.db, rows));
  }

  /** Waits for everything queued so far to be committed (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.queue.length > 0 || this.inFlight.size > 0) {
      this.flushNow();
      await Promise.all(this.inFlight);
    }
  }
}
