import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { events, participants, qnaQuestions, responses } from '../db/schema';
import { lookalikeKey } from '../lib/lookalike';
import type { EventRow } from '../live/store';
import { loadEventReport } from './loadReport';

/*
 * People who joined a host's events with an email (`/analytics/participants`), one person's
 * history, and erasing a person's personal data (ADR 44). `scope` is the event policy's
 * `eventsListedFor`: nothing here reads another host's events.
 */

export interface ParticipantListQuery {
  /** Part of the email or of a nickname the person used. */
  search?: string | undefined;
  page: number;
  pageSize: number;
}

export interface ParticipantListItem {
  email: string;
  /** The nickname of the person's latest join. */
  nickname: string;
  eventCount: number;
  /** When the person last joined one of the events. */
  lastSeen: Date;
  averageScore: number;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Removed participants are not listed (SPEC R3.8), as in the reports; erasure still reaches them. */
const listed = (scope: SQL) => sql`${scope} AND ${participants.email} IS NOT NULL AND ${participants.removedAt} IS NULL`;

/** People of `scope`'s events grouped by email ignoring case, most recently seen first. */
export async function listParticipants(
  db: Db,
  scope: SQL,
  q: ParticipantListQuery,
): Promise<{ items: ParticipantListItem[]; total: number }> {
  const term = q.search?.trim();
  const having = term
    ? sql`HAVING bool_or(${participants.email} ILIKE ${`%${escapeLike(term)}%`} OR ${participants.nickname} ILIKE ${`%${escapeLike(term)}%`})`
    : sql``;
  const grouped = sql`
    SELECT lower(${participants.email}) AS key,
      (array_agg(${participants.email} ORDER BY ${participants.joinedAt} DESC))[1] AS email,
      (array_agg(${participants.nickname} ORDER BY ${participants.joinedAt} DESC))[1] AS nickname,
      count(DISTINCT ${participants.eventId})::int AS event_count,
      max(${participants.joinedAt}) AS last_seen,
      avg(${participants.score})::float8 AS average_score
    FROM ${participants} JOIN ${events} ON ${events.id} = ${participants.eventId}
    WHERE ${listed(scope)}
    GROUP BY lower(${participants.email}) ${having}`;
  const [page, totals] = await Promise.all([
    db.execute(sql`${grouped} ORDER BY last_seen DESC, key LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`),
    db.execute(sql`SELECT count(*)::int AS n FROM (${grouped}) AS g`),
  ]);
  type Row = { email: string; nickname: string; event_count: number; last_seen: string | number; average_score: number };
  return {
    items: rowsOf<Row>(page).map((r) => ({
      email: r.email,
      nickname: r.nickname,
      eventCount: Number(r.event_count),
      lastSeen: new Date(Number(r.last_seen)),
      averageScore: Number(r.average_score),
    })),
    total: Number(rowsOf<{ n: number }>(totals)[0]?.n ?? 0),
  };
}

export interface ParticipationItem {
  eventId: string;
  title: string;
  /** When the event was played (its first slide), or created when it never started. */
  playedAt: Date;
  status: EventRow['status'];
  nickname: string;
  email: string;
  score: number;
  rank: number;
  correctCount: number;
  answered: number;
}

const sameEmail = (email: string) => sql`lower(${participants.email}) = lower(${email})`;

/** One person's events of `scope`, newest first, with rank and counts from each event's report. */
export async function participantHistory(db: Db, scope: SQL, email: string): Promise<ParticipationItem[]> {
  const rows = await db
    .select({ participant: participants, event: events })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.eventId))
    .where(sql`${listed(scope)} AND ${sameEmail(email)}`)
    .orderBy(sql`coalesce(${events.startedAt}, ${events.createdAt}) DESC`, asc(participants.joinedAt));
  const items: ParticipationItem[] = [];
  // A person joins a handful of events; each report is a few linear passes (ADR 42).
  for (const { participant, event } of rows) {
    const report = await loadEventReport(db, event as EventRow);
    const mine = report.participants.find((p) => p.participantId === participant.id);
    items.push({
      eventId: event.id,
      title: event.title,
      playedAt: event.startedAt ?? event.createdAt,
      status: event.status,
      nickname: participant.nickname,
      email: participant.email!,
      score: participant.score,
      rank: mine?.rank ?? 0,
      correctCount: mine?.correctCount ?? 0,
      answered: mine?.answered ?? 0,
    });
  }
  return items;
}

/** What an erasure changed; all 0 when there was nothing (left) to erase. */
export interface ErasureCounts {
  /** Participant rows whose email and nickname were erased. */
  participants: number;
  /** Answers whose free text was replaced. */
  answers: number;
  /** Audience Q&A questions deleted. */
  questions: number;
  /** Events not erased because they have not ended (a running event keeps its people live). */
  skippedRunningEvents: number;
}

/** What erased free text reads as in reports and exports. */
export const ERASED_TEXT = '(erased)';
export const erasedNickname = (n: number) => `Erased participant ${n}`;

/**
 * An answer with its free text replaced. Every string in an answer is text the person typed
 * (open text, typed answers, Q&A, word cloud words) except who-said-it's `participantId`,
 * which names someone else by id; choices, orders, numbers and ratings are not text.
 */
export function eraseAnswerText(answer: unknown, key?: string): { value: unknown; changed: boolean } {
  if (typeof answer === 'string')
    return key === 'participantId' || answer === ERASED_TEXT ? { value: answer, changed: false } : { value: ERASED_TEXT, changed: true };
  if (Array.isArray(answer)) {
    const parts = answer.map((a) => eraseAnswerText(a, key));
    return { value: parts.map((p) => p.value), changed: parts.some((p) => p.changed) };
  }
  if (answer && typeof answer === 'object') {
    let changed = false;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(answer)) {
      const part = eraseAnswerText(v, k);
      out[k] = part.value;
      changed ||= part.changed;
    }
    return { value: out, changed };
  }
  return { value: answer, changed: false };
}

/**
 * Erases a person's personal data from `scope`'s ended events (or the one `eventId`): email
 * gone, nickname "Erased participant N" (N the joining order in that event), free text of
 * answers replaced, Q&A questions deleted. Scores, points, choices and times stay. Idempotent:
 * erased rows no longer carry the email, so a second call finds nothing.
 */
export async function erasePersonalData(db: Db, scope: SQL, email: string, eventId?: string): Promise<ErasureCounts> {
  return db.transaction(async (tx) => {
    const where = and(scope, sameEmail(email), eventId ? eq(participants.eventId, eventId) : undefined);
    const found = await tx
      .select({ id: participants.id, eventId: participants.eventId, joinedAt: participants.joinedAt, status: events.status })
      .from(participants)
      .innerJoin(events, eq(events.id, participants.eventId))
      .where(where);
    const running = new Set(found.filter((p) => p.status !== 'ended').map((p) => p.eventId));
    const people = found.filter((p) => p.status === 'ended');
    if (people.length === 0) return { participants: 0, answers: 0, questions: 0, skippedRunningEvents: running.size };
    const ids = people.map((p) => p.id);
    for (const p of people) {
      const [order] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(participants)
        .where(and(eq(participants.eventId, p.eventId), sql`(${participants.joinedAt}, ${participants.id}) <= (${p.joinedAt}, ${p.id})`));
      let n = Number(order?.n ?? 1);
      // A real person may have called themselves "Erased participant 3": take the next free number.
      for (;;) {
        const nickname = erasedNickname(n);
        const key = lookalikeKey(nickname);
        const taken = await tx
          .select({ id: participants.id })
          .from(participants)
          .where(and(eq(participants.eventId, p.eventId), eq(participants.nicknameKey, key), ne(participants.id, p.id)));
        if (taken.length === 0) {
          await tx.update(participants).set({ email: null, nickname, nicknameKey: key }).where(eq(participants.id, p.id));
          break;
        }
        n += 1;
      }
    }
    let answers = 0;
    const stored = await tx
      .select({ id: responses.id, answer: responses.answer })
      .from(responses)
      .where(inArray(responses.participantId, ids));
    for (const r of stored) {
      const erased = eraseAnswerText(r.answer);
      if (!erased.changed) continue;
      await tx.update(responses).set({ answer: erased.value }).where(eq(responses.id, r.id));
      answers += 1;
    }
    const questions = await tx.delete(qnaQuestions).where(inArray(qnaQuestions.participantId, ids)).returning({ id: qnaQuestions.id });
    return { participants: people.length, answers, questions: questions.length, skippedRunningEvents: running.size };
  });
}
