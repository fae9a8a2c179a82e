/**
 * The answers this process has checked and handed to its batcher but not yet committed, per
 * event. A change of state waits for them before it is written (ADR 62): an answer that reached
 * the server before the deadline or the host's click counts, however long its batch waited.
 *
 * Without this, an answer received in the last milliseconds before the deadline waited up to
 * the batcher's gathering delay, the deadline's close was written first, and the phone was told
 * "Time is up" (R5.4). Under load the same happened to thousands: on PGlite's single connection
 * the close's statement ran before the next queued batch, and on PostgreSQL whenever no batch
 * happened to be in flight.
 *
 * Only this process's answers: another process's batcher is not waited for (docs/SCALING.md).
 */
export class ReceivedAnswers {
  private readonly waiting = new Map<string, Set<Promise<unknown>>>();
  private commitNow: () => void = () => {};

  /** The batcher the answers wait in: told to commit at once when a change waits for them. */
  heldBy(commitNow: () => void): void {
    this.commitNow = commitNow;
  }

  /** One answer of `eventId`, handed to the batcher; `committed` settles once its batch did. */
  add(eventId: string, committed: Promise<unknown>): void {
    let pending = this.waiting.get(eventId);
    if (!pending) this.waiting.set(eventId, (pending = new Set()));
    pending.add(committed);
    const done = () => {
      pending.delete(committed);
      if (pending.size === 0 && this.waiting.get(eventId) === pending) this.waiting.delete(eventId);
    };
    committed.then(done, done);
  }

  /** How many of the event's answers are waiting (tests, logs). */
  count(eventId: string): number {
    return this.waiting.get(eventId)?.size ?? 0;
  }

  /**
   * Resolves once every answer of the event received so far has been committed or refused.
   * Answers received meanwhile are not waited for: a host acting during a burst waits for the
   * answers that came before the action, never for a stream that keeps coming.
   */
  async settle(eventId: string): Promise<void> {
    const pending = this.waiting.get(eventId);
    if (!pending) return;
    const before = [...pending];
    this.commitNow();
    await Promise.allSettled(before);
  }
}
