/**
 * This process's writes to events' participants and answers, on record, so the hub can tell
 * without asking the database that a snapshot it read still holds every one of them: a change
 * of state then skips the query that counts the event's participants and answers (at 10,000
 * participants 5–15 ms on the server's thread with PGlite, before the first phone hears of the
 * change; ADR 11). Only the process that makes every write can know this: with other processes
 * on the same database (REDIS_URL) the hub asks the database, as before.
 */
export class RosterWrites {
  /** Writes under way, per event. */
  private readonly underWay = new Map<string, number>();
  /** When the last write per event ended (committed or not), on `now`'s clock. */
  private readonly lastEnded = new Map<string, number>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Runs `write`, which changes the participants or answers of `eventIds`, on record. */
  async track<T>(eventIds: Iterable<string>, write: () => Promise<T>): Promise<T> {
    const ids = [...new Set(eventIds)];
    for (const id of ids) this.underWay.set(id, (this.underWay.get(id) ?? 0) + 1);
    try {
      return await write();
    } finally {
      // A write that failed may still have changed something before it did: it counts too.
      const at = this.now();
      for (const id of ids) {
        const left = (this.underWay.get(id) ?? 1) - 1;
        if (left > 0) this.underWay.set(id, left);
        else this.underWay.delete(id);
        this.lastEnded.set(id, at);
      }
    }
  }

  /**
   * Whether a read of the event that started at `since` still holds all of this process's
   * writes: none is under way and none ended at or after it.
   */
  unchangedSince(eventId: string, since: number): boolean {
    return !this.underWay.has(eventId) && (this.lastEnded.get(eventId) ?? -Infinity) < since;
  }

  /** Forgets an event nobody here shows any more (the hub closed its room). */
  forget(eventId: string): void {
    if (!this.underWay.has(eventId)) this.lastEnded.delete(eventId);
  }
}
