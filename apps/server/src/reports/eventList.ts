import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, participants } from '../db/schema';

/** What the analytics list (`/analytics`) asks for: one page of "my events". */
export interface EventListQuery {
  /** Part of the event's title (the deck's title when it was played) or its join code. */
  search?: string | undefined;
  deckId?: string | undefined;
  /** Created at or after this instant. */
  from?: Date | undefined;
  /** Created before this instant. */
  to?: Date | undefined;
  /** Only events in one of these states; absent: all of them. */
  statuses?: readonly EventListItem['status'][] | undefined;
  /** From 1. */
  page: number;
  pageSize: number;
}

/** One row of the list: the event as it was played, with its size and how long it ran. */
export interface EventListItem {
  id: string;
  deckId: string;
  title: string;
  code: string;
  status: 'lobby' | 'live' | 'ended';
  createdAt: Date;
  startedAt: Date | null;
  endedAt: Date | null;
  /** From the first slide to the end; null until it has ended (or if it ended from its lobby). */
  durationMs: number | null;
  /** Participants who joined and were not removed. */
  participantCount: number;
  /** The public recap's id once the event has ended (ADR 43). */
  recapId: string | null;
  recapEnabled: boolean;
}

export interface EventListPage {
  items: EventListItem[];
  total: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Milliseconds an event ran, from its first slide to its end. */
export function durationOf(row: { startedAt: Date | null; endedAt: Date | null }): number | null {
  if (!row.startedAt || !row.endedAt) return null;
  return Math.max(0, row.endedAt.getTime() - row.startedAt.getTime());
}

/**
 * The events of `scope` (the event policy's `eventsListedFor`) matching the query, newest
 * first (ties by id, so pages never overlap), with each one's participant count.
 */
export async function listEvents(db: Db, scope: SQL, q: EventListQuery): Promise<EventListPage> {
  const conditions: SQL[] = [scope];
  const term = q.search?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(or(ilike(events.title, pattern), ilike(events.code, pattern))!);
  }
  if (q.deckId) conditions.push(eq(events.deckId, q.deckId));
  if (q.from) conditions.push(gte(events.createdAt, q.from));
  if (q.to) conditions.push(lt(events.createdAt, q.to));
  if (q.statuses) conditions.push(inArray(events.status, [...q.statuses]));
  const where = and(...conditions);
  // Spelled with its table: drizzle leaves columns of a one-table query unqualified, and an
  // unqualified "id" inside the subquery would be the participant's.
  const participantCount = sql<number>`(SELECT count(*)::int FROM ${participants} p WHERE p.event_id = "events"."id" AND p.removed_at IS NULL)`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: events.id,
        deckId: events.deckId,
        title: events.title,
        code: events.code,
        status: events.status,
        createdAt: events.createdAt,
        startedAt: events.startedAt,
        endedAt: events.endedAt,
        recapId: events.recapId,
        recapEnabled: events.recapEnabled,
        participantCount,
      })
      .from(events)
      .where(where)
      .orderBy(desc(events.createdAt), desc(events.id))
      .offset((q.page - 1) * q.pageSize)
      .limit(q.pageSize),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, participantCount: Number(r.participantCount), durationMs: durationOf(r) })),
    total: totals[0]?.n ?? 0,
  };
}
