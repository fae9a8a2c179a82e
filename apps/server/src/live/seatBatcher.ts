import { and, count, eq, isNull, sql } from 'drizzle-orm';
import { smallestTeam } from '@mingle/shared';
import type { Db } from '../db/client';
import { participants } from '../db/schema';
import type { RosterWrites } from './rosterWrites';
import { teamSettingsOf, type EventRow, type ParticipantRow } from './store';

/** One joiner's request for a seat, checked and normalised by the caller. */
export interface SeatRequest {
  nickname: string;
  /** Look-alike key of the nickname: unique in the event (R3.1, R3.10). */
  nicknameKey: string;
  email: string | null;
  /** The team chosen (choose mode, in the lobby), or null to be placed in the smallest. */
  chosenTeam: number | null;
  /** When the request arrived: the seat's join time, so the roster keeps arrival order. */
  joinedAt: number;
}

/** A seat, or why there is none: the nickname (by look-alike key) is taken, or the event is full. */
export type SeatOutcome = { row: ParticipantRow } | 'taken' | 'full';

interface Pending {
  request: SeatRequest;
  resolve: (outcome: SeatOutcome) => void;
  reject: (err: unknown) => void;
}

interface EventQueue {
  /** The newest row of the event its joiners looked up: its team settings place them. */
  event: EventRow;
  waiting: Pending[];
  /** The batches under way, until the queue is empty. */
  done: Promise<void> | null;
}

/**
 * Seats joiners in batches, one transaction per batch (issue 21, docs/BENCHMARKS.md "Where a
 * join's time goes"): a seat is counted and inserted under the event's lock (R3.3), and with
 * one transaction per joiner the lock made every join wait for the one before it — count,
 * insert, commit: ~7 ms each, so ~150 joins a second however many cores or connections, and
 * the waiting transactions held the pool's connections from every other query. A batch takes
 * the lock, counts once and inserts everyone waiting in one statement; joins that arrive while
 * it runs form the next batch. A lone joiner is not delayed: its batch starts at once.
 */
export class SeatBatcher {
  private readonly queues = new Map<string, EventQueue>();
  /** Batches committed, for tests and the bench's per-join figures. */
  batches = 0;

  constructor(
    private readonly db: Db,
    private readonly writes: RosterWrites,
    private readonly maxParticipants: () => number,
    /** Called after each committed batch that seated someone. */
    private readonly onSeated: (eventId: string) => void,
    private readonly maxBatch = 500,
  ) {}

  /** Resolves once the request's batch committed, with its seat or the reason it has none. */
  take(event: EventRow, request: SeatRequest): Promise<SeatOutcome> {
    return new Promise((resolve, reject) => {
      let queue = this.queues.get(event.id);
      if (!queue) {
        queue = { event, waiting: [], done: null };
        this.queues.set(event.id, queue);
      }
      queue.event = event;
      queue.waiting.push({ request, resolve, reject });
      queue.done ??= this.run(event.id, queue);
    });
  }

  private async run(eventId: string, queue: EventQueue): Promise<void> {
    // Everything read from the network in this turn of the event loop goes in the first batch.
    // Not just this turn's microtasks: the embedded database answers within them, so each
    // request would be a batch of its own (every request comes in a callback of its own).
    await new Promise((r) => setImmediate(r));
    while (queue.waiting.length > 0) {
      const batch = queue.waiting.splice(0, this.maxBatch);
      try {
        const outcomes = await this.writes.track([eventId], () => this.seat(queue.event, batch));
        this.batches++;
        batch.forEach((p, i) => p.resolve(outcomes[i]!));
        if (outcomes.some((o) => typeof o === 'object')) this.onSeated(eventId);
      } catch (err) {
        for (const p of batch) p.reject(err);
      }
    }
    this.queues.delete(eventId);
  }

  /** One transaction: the event's lock, one count, and inserts until everyone is placed or the event is full. */
  private seat(event: EventRow, batch: readonly Pending[]): Promise<SeatOutcome[]> {
    return this.db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${event.id}))`);
      const seats = await seatCounts(tx, event);
      const max = this.maxParticipants();
      const outcomes = new Array<SeatOutcome>(batch.length);
      // The same look-alike key twice in one batch: the first asked first.
      const firstOfKey = new Map<string, number>();
      const waiting: number[] = [];
      batch.forEach((p, i) => {
        if (firstOfKey.has(p.request.nicknameKey)) outcomes[i] = 'taken';
        else {
          firstOfKey.set(p.request.nicknameKey, i);
          waiting.push(i);
        }
      });
      // A taken nickname leaves its seat free for the next in line: insert again until none is left.
      while (waiting.length > 0 && seats.active < max) {
        const now = waiting.splice(0, max - seats.active);
        const teams = now.map((i) => seats.place(batch[i]!.request.chosenTeam));
        const inserted = await tx
          .insert(participants)
          .values(
            now.map((i, k) => {
              const r = batch[i]!.request;
              return {
                eventId: event.id,
                nickname: r.nickname,
                nicknameKey: r.nicknameKey,
                email: r.email,
                team: teams[k],
                joinedAt: r.joinedAt,
              };
            }),
          )
          .onConflictDoNothing({ target: [participants.eventId, participants.nicknameKey] })
          .returning();
        const byKey = new Map(inserted.map((row) => [row.nicknameKey, row]));
        now.forEach((i, k) => {
          const row = byKey.get(batch[i]!.request.nicknameKey);
          if (row) outcomes[i] = { row };
          else {
            outcomes[i] = 'taken';
            seats.unplace(teams[k] ?? null);
          }
        });
      }
      for (const i of waiting) outcomes[i] = 'full';
      return outcomes;
    });
  }

  /** Waits until every batch queued so far has committed (shutdown, tests). */
  async drain(): Promise<void> {
    while (this.queues.size > 0) await Promise.all([...this.queues.values()].map((q) => q.done));
  }
}

/**
 * Under the join's lock (R3.3, R17.2): the seats taken, and a placer that puts each joiner in
 * the team chosen or the smallest by active members (lowest index on a tie), so a batch
 * balances as simultaneous joins one by one would. One grouped count serves both.
 */
async function seatCounts(db: Db, event: EventRow) {
  const { teamMode, teams } = teamSettingsOf(event);
  const counts = new Array<number>(teamMode === 'off' ? 0 : teams.length).fill(0);
  let active = 0;
  const activeHere = and(eq(participants.eventId, event.id), isNull(participants.removedAt));
  if (teamMode === 'off') {
    const [n] = await db.select({ n: count() }).from(participants).where(activeHere);
    active = n?.n ?? 0;
  } else {
    const rows = await db.select({ team: participants.team, n: count() }).from(participants).where(activeHere).groupBy(participants.team);
    for (const r of rows) {
      active += r.n;
      if (r.team !== null && r.team >= 0 && r.team < counts.length) counts[r.team] = r.n;
    }
  }
  return {
    get active() {
      return active;
    },
    place(chosen: number | null): number | null {
      active++;
      if (counts.length === 0) return null;
      const team = chosen !== null && chosen < counts.length ? chosen : smallestTeam(counts);
      counts[team]!++;
      return team;
    },
    unplace(team: number | null): void {
      active--;
      if (team !== null) counts[team]!--;
    },
  };
}
