import { and, count, eq, gt, inArray, isNotNull, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { EventLanguage, Slide, TeamDef, TeamMode } from '@mingle/shared';
import { isEventLanguage } from '@mingle/shared';
import { isUuid } from '@mingle/shared';
import type { Db } from '../db/client';
import { driverError } from '../db/driverError';
import { MicroBatch, perOwner } from '../lib/microBatch';
import { events, participants, responses } from '../db/schema';
import type { EventState, Plays } from './state';

export type EventRow = typeof events.$inferSelect;
export type ParticipantRow = typeof participants.$inferSelect;

export interface EventSettings {
  lateJoin: boolean;
  closeWhenAllAnswered: boolean;
  askEmail: 'off' | 'optional' | 'required';
  /**
   * Seconds a participant who lost their connection still counts as "to answer" for closing
   * answering early (R5.3): a phone that drops off Wi-Fi for a moment is not left out.
   */
  dropGraceSeconds: number;
  /** The language phones and the big screen speak; null: each its browser's (ADR 25). */
  language: EventLanguage | null;
  /** The big screen plays its cues (countdown, reveal, podium); the host's mute (ADR 28). */
  sound: boolean;
  /** R17: team mode — off, auto (the server places joiners) or choose (phones pick a team). */
  teamMode: TeamMode;
  /** R17.1: the teams, in index order (`participants.team` is an index here); empty when off. */
  teams: TeamDef[];
}

/** R5.3: the grace period a host gets unless they choose another. */
export const DEFAULT_DROP_GRACE_SECONDS = 10;

export const stateOf = (row: EventRow): EventState => ({
  status: row.status,
  slideIndex: row.slideIndex,
  stepIndex: row.stepIndex,
  round: row.round,
  stepStartedAt: row.stepStartedAt,
  deadline: row.deadline,
  pausedRemainingMs: row.pausedRemainingMs,
  pausedAt: row.pausedAt,
  pausedMs: row.pausedMs,
  closedSlides: row.closedSlides,
  qnaSlideId: row.qnaSlideId,
  qnaClosed: row.qnaClosed,
  plays: row.plays as Plays,
  version: row.version,
});

export const slidesOf = (row: EventRow) => row.slides as Slide[];
/** The language the host fixed for the event (ADR 25); null for none, and for events from before it existed. */
export const eventLanguageOf = (row: Pick<EventRow, 'settings'>): EventLanguage | null => {
  const language = (row.settings as { language?: unknown } | null | undefined)?.language;
  return isEventLanguage(language) ? language : null;
};

/** The event's settings; events started before a setting existed get its default. */
export const settingsOf = (row: EventRow): EventSettings => {
  const s = row.settings as Partial<EventSettings>;
  return {
    lateJoin: s.lateJoin ?? true,
    closeWhenAllAnswered: s.closeWhenAllAnswered ?? true,
    askEmail: s.askEmail ?? 'off',
    dropGraceSeconds: s.dropGraceSeconds ?? DEFAULT_DROP_GRACE_SECONDS,
    language: eventLanguageOf(row),
    sound: soundOf(row),
    ...teamSettingsOf(row),
  };
};

/** R17: the event's team mode and teams alone (events from before team mode have none). */
export const teamSettingsOf = (row: Pick<EventRow, 'settings'>): Pick<EventSettings, 'teamMode' | 'teams'> => {
  const s = row.settings as { teamMode?: unknown; teams?: unknown } | null;
  const teams = Array.isArray(s?.teams) ? (s.teams as TeamDef[]) : [];
  const mode = s?.teamMode === 'auto' || s?.teamMode === 'choose' ? s.teamMode : 'off';
  return { teamMode: teams.length > 0 ? mode : 'off', teams: mode === 'off' ? [] : teams };
};

/**
 * The host's sound setting alone: read for every state frame, so without building the whole
 * settings object. On unless the host muted it (events started before the setting had none).
 */
export const soundOf = (row: EventRow): boolean => (row.settings as { sound?: unknown } | null)?.sound !== false;

export async function findEvent(db: Db, id: string): Promise<EventRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row;
}

/** A batch's statement, failing with the database's own error (`driverError`): a thousand ids are not for the log. */
async function batchStatement<T>(statement: () => Promise<T>): Promise<T> {
  try {
    return await statement();
  } catch (err) {
    throw driverError(err);
  }
}

/** Open events by code, one statement for every code asked at once (a room typing the code together). */
const openEventsByCode = perOwner(
  (db: Db) =>
    new MicroBatch<string, EventRow | undefined>(async (codes) => {
      const rows = await batchStatement(() =>
        db
          .select()
          .from(events)
          .where(and(inArray(events.code, [...new Set(codes)]), ne(events.status, 'ended'))),
      );
      const byCode = new Map(rows.map((r) => [r.code, r]));
      return codes.map((c) => byCode.get(c));
    }),
);

export function findOpenEventByCode(db: Db, code: string): Promise<EventRow | undefined> {
  return openEventsByCode(db).call(code);
}

/** The most recent event with this code, ended or not (to say "this event has ended"). */
export async function findLatestEventByCode(db: Db, code: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(eq(events.code, code))
    .orderBy(sql`${events.createdAt} DESC`)
    .limit(1);
  return row;
}

export async function findOpenEventOfDeck(db: Db, deckId: string): Promise<EventRow | undefined> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.deckId, deckId), ne(events.status, 'ended')))
    .limit(1);
  return row;
}

/**
 * Writes a new state only if the stored version is the one it was computed from (R4.7).
 * Returns the updated row, or undefined when someone else changed the event first.
 */
export async function compareAndSetState(
  db: Db,
  id: string,
  from: number,
  next: EventState,
  extra: Partial<EventRow> = {},
): Promise<EventRow | undefined> {
  const [row] = await db
    .update(events)
    .set({
      status: next.status,
      slideIndex: next.slideIndex,
      stepIndex: next.stepIndex,
      round: next.round,
      stepStartedAt: next.stepStartedAt,
      deadline: next.deadline,
      pausedRemainingMs: next.pausedRemainingMs,
      pausedAt: next.pausedAt,
      pausedMs: next.pausedMs,
      closedSlides: next.closedSlides,
      qnaSlideId: next.qnaSlideId,
      qnaClosed: next.qnaClosed,
      plays: next.plays,
      version: next.version,
      ...extra,
    })
    .where(and(eq(events.id, id), eq(events.version, from)))
    .returning();
  return row;
}

/** Events that are live with a countdown running, for timers after a restart (R5.8). */
export async function eventsWithDeadlines(db: Db): Promise<EventRow[]> {
  return db
    .select()
    .from(events)
    .where(and(eq(events.status, 'live'), isNotNull(events.deadline)));
}

export async function countActiveParticipants(db: Db, eventId: string): Promise<number> {
  const [r] = await db
    .select({ n: count() })
    .from(participants)
    .where(and(eq(participants.eventId, eventId), isNull(participants.removedAt)));
  return r?.n ?? 0;
}

/**
 * Batches of what each phone's socket asks for: phones of a room told "join now" subscribe
 * a few milliseconds apart (~2–3 ms at 400 joins a second), each in a turn of its own, so
 * these batches wait 10 ms for company. A phone waits 10 ms more to connect; in exchange a
 * statement, which on the embedded database costs ~0.7–1.3 ms of the server's only thread
 * however few rows it has, serves ~14 phones instead of ~3 (2 ms): 19,000 embedded joins went
 * from 1.8 statements per phone to 0.4 (docs/BENCHMARKS.md, ADR 58).
 */
const PER_SOCKET_GATHER_MS = 10;
const PER_SOCKET = [1000, PER_SOCKET_GATHER_MS] as const;

/** Participants by id, one statement for every seat asked at once (phones subscribing together). */
const participantsById = perOwner(
  (db: Db) =>
    new MicroBatch<string, ParticipantRow | undefined>(
      async (ids) => {
        const rows = await batchStatement(() =>
          db
            .select()
            .from(participants)
            .where(inArray(participants.id, [...new Set(ids)])),
        );
        const byId = new Map(rows.map((r) => [r.id, r]));
        return ids.map((id) => byId.get(id));
      },
      ...PER_SOCKET,
    ),
);

export async function findParticipant(db: Db, id: string): Promise<ParticipantRow | undefined> {
  return isUuid(id) ? participantsById(db).call(id) : undefined;
}

/**
 * Who a question still waits for, counted by the database (R5.3), for processes that share
 * the event with others (REDIS_URL) and so cannot know every socket themselves: participants
 * connected somewhere, and those in `droppedIds` (dropped less than the grace period ago) who
 * are still not connected; `waiting` counts those of them who have not answered this slide
 * and round. `connected` counts the connected ones, answered or not.
 */
export async function waitingToAnswer(
  db: Db,
  eventId: string,
  slideId: string,
  round: number,
  droppedIds: readonly string[],
  /** Who sits out this round (R16.4): never waited for. */
  sittingOutIds: readonly string[] = [],
): Promise<{ connected: number; waiting: number }> {
  const dropped = droppedIds.filter(isUuid);
  const excused = sittingOutIds.filter(isUuid);
  const r = await db.execute(sql`
    SELECT count(*) FILTER (WHERE p.connections > 0)::int AS connected,
           count(*) FILTER (WHERE NOT EXISTS (
             SELECT 1 FROM ${responses} r WHERE r.event_id = ${eventId} AND r.slide_id = ${slideId} AND r.round = ${round} AND r.participant_id = p.id)${
               excused.length > 0
                 ? sql` AND p.id NOT IN (${sql.join(
                     excused.map((id) => sql`${id}::uuid`),
                     sql`, `,
                   )})`
                 : sql``
             })::int AS waiting
    FROM ${participants} p
    WHERE p.event_id = ${eventId} AND p.removed_at IS NULL
      AND (p.connections > 0${
        dropped.length > 0
          ? sql` OR p.id IN (${sql.join(
              dropped.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})`
          : sql``
      })`);
  const row = (r as unknown as { rows: { connected: number; waiting: number }[] }).rows[0];
  return { connected: Number(row?.connected ?? 0), waiting: Number(row?.waiting ?? 0) };
}

/**
 * R6.3: when a scored slide closes, those who did not answer it lose their streak — except
 * those who sat it out (R16.4): they could not answer.
 */
export async function endStreaksOfNonAnswerers(
  db: Db,
  eventId: string,
  slideId: string,
  round: number,
  satOut: readonly string[] = [],
): Promise<void> {
  const spared = satOut.filter(isUuid);
  await db
    .update(participants)
    .set({ streak: 0 })
    .where(
      and(
        eq(participants.eventId, eventId),
        gt(participants.streak, 0),
        // NOT IN, not NOT EXISTS: right after an event's rows were written the planner has no
        // statistics and turned NOT EXISTS into a nested-loop anti-join, ~1 s at 10,000
        // participants on the reveal's path. NOT IN is a hashed subplan whatever the
        // statistics say (participant_id is NOT NULL, so NOT IN means what it says).
        sql`${participants.id} NOT IN (SELECT r.participant_id FROM ${responses} r WHERE r.event_id = ${eventId} AND r.slide_id = ${slideId} AND r.round = ${round})`,
        ...(spared.length > 0 ? [notInArray(participants.id, spared)] : []),
      ),
    );
}

/** Runs `statement` again when the database broke a deadlock by cancelling it (SQLSTATE 40P01), twice at most. */
async function retryDeadlock<T>(statement: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await statement();
    } catch (err) {
      const cause = driverError(err);
      const code = cause instanceof Error && 'code' in cause ? cause.code : undefined;
      if (code !== '40P01' || attempt >= 3) throw err;
    }
  }
}

/** An array literal of uuids (checked by the caller) or integers, passed as one parameter. */
function pgArray(values: readonly (string | number)[]): string {
  return `{${values.join(',')}}`;
}

interface ConnectionChange {
  participantId: string;
  delta: 1 | -1;
}

/**
 * Connection counts, one statement for every socket that came or went at once. The changes of
 * one participant in a batch apply in order, each clamped at 0 as a statement of its own would
 * (a count left stale by a crash must not go negative): v → max(v + d, 0) composed is
 * v → max(v + add, floor), so each participant's run folds to one (add, floor) pair.
 */
const connectionChanges = perOwner(
  (db: Db) =>
    new MicroBatch<ConnectionChange, number>(
      async (changes) => {
        const folded = new Map<string, { add: number; floor: number }>();
        for (const { participantId, delta } of changes) {
          const f = folded.get(participantId) ?? { add: 0, floor: 0 };
          folded.set(participantId, { add: f.add + delta, floor: Math.max(f.floor + delta, 0) });
        }
        // Sorted by id: batches that touch the same participants lock them in the same order.
        // Arrays, not JSON: the planner expects a few rows from unnest and takes the primary
        // key's index (from json_to_recordset it expects 100 and scans the table; 5× slower on
        // the embedded database with 5,000 participants).
        const sorted = [...folded].sort(([a], [b]) => (a < b ? -1 : 1));
        const result = await batchStatement(() =>
          retryDeadlock(() =>
            db.execute<{ id: string; connections: number }>(sql`
            UPDATE participants p SET connections = GREATEST(p.connections + c.add, c.floor)
            FROM unnest(${pgArray(sorted.map(([id]) => id))}::uuid[], ${pgArray(sorted.map(([, f]) => f.add))}::int[],
              ${pgArray(sorted.map(([, f]) => f.floor))}::int[]) AS c(id, add, floor)
            WHERE p.id = c.id
            RETURNING p.id, p.connections`),
          ),
        );
        const now = new Map(
          (result as unknown as { rows: { id: string; connections: number }[] }).rows.map((r) => [r.id, Number(r.connections)]),
        );
        return changes.map((c) => now.get(c.participantId) ?? 0);
      },
      ...PER_SOCKET,
    ),
);

/** Counts a socket of a participant opening (+1) or closing (-1); returns how many they hold now, anywhere. */
export async function changeConnections(db: Db, participantId: string, delta: 1 | -1): Promise<number> {
  return isUuid(participantId) ? connectionChanges(db).call({ participantId, delta }) : 0;
}

/** A single process owns every socket: connection counts left by a crash are stale. */
export async function resetConnections(db: Db): Promise<void> {
  await db.update(participants).set({ connections: 0 }).where(gt(participants.connections, 0));
}

/** One seat's answer to one slide and round: the key of `responses_one_per_slide_idx`. */
export function seatAnswerIs(eventId: string, slideId: string, round: number, participantId: string) {
  return and(
    eq(responses.eventId, eventId),
    eq(responses.slideId, slideId),
    eq(responses.round, round),
    eq(responses.participantId, participantId),
  );
}
