import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { EventReport } from './computeReport';

/**
 * Reports of ended events, kept per database (ADR 64). The report of an event is read and
 * computed whole, so that ranks are the event's and not a page's (ADR 46): with 10,000
 * participants and 30,000 answers that took 1.4–3 s on PGlite, once for every page of the
 * participants tab, every export and the recap. An ended event's data no longer moves but
 * for the host removing someone, an erasure of personal data (ADR 44), which nulls at least
 * one email of the event, and the event's own row (its recap switch): the stamp below changes
 * with each, so a kept report is used only while the stamp is the same.
 */
interface Kept {
  stamp: string;
  report: Promise<EventReport>;
}

/** Ended events' reports a process keeps per database: the few a host is reading now. */
const KEPT_PER_DATABASE = 4;
const kept = new WeakMap<Db, Map<string, Kept>>();

/**
 * What an ended event's report is made of, counted: participants, those with an email (an
 * erasure nulls them), those removed (a host may still remove one after the end), answers and
 * Q&A questions (an erasure deletes the person's). One statement over the events' indexes,
 * milliseconds where the report takes seconds.
 */
async function stampOf(db: Db, eventId: string): Promise<string> {
  const { rows } = (await db.execute(sql`
    SELECT p.people, p.emails, p.removed,
           (SELECT count(*) FROM responses WHERE event_id = ${eventId}) AS answers,
           (SELECT count(*) FROM qna_questions WHERE event_id = ${eventId}) AS questions
    FROM (SELECT count(*) AS people, count(email) AS emails, count(removed_at) AS removed
          FROM participants WHERE event_id = ${eventId}) AS p`)) as unknown as { rows: Record<string, unknown>[] };
  const r = rows[0] ?? {};
  return [r.people, r.emails, r.removed, r.answers, r.questions].map(String).join(':');
}

/**
 * The report of an ended event from this process's memory when nothing in it changed, else
 * made by `make` (once, however many ask at the same time). Events still running are made
 * afresh every time: their answers keep coming.
 */
export async function keptReport(db: Db, event: { id: string; status: string }, make: () => Promise<EventReport>): Promise<EventReport> {
  if (event.status !== 'ended') return make();
  let reports = kept.get(db);
  if (!reports) kept.set(db, (reports = new Map()));
  // The event's own row, read afresh by every caller, is part of the report too (its recap
  // switch, which the host flips after the end): a fraction of a millisecond to write out.
  const stamp = `${await stampOf(db, event.id)}|${JSON.stringify(event)}`;
  const found = reports.get(event.id);
  // Most recently read last, so the first is the one to let go.
  reports.delete(event.id);
  if (found && found.stamp === stamp) {
    reports.set(event.id, found);
    return found.report;
  }
  const report = make();
  const entry: Kept = { stamp, report };
  reports.set(event.id, entry);
  while (reports.size > KEPT_PER_DATABASE) reports.delete(reports.keys().next().value!);
  // A failed read is not kept: the next request tries again.
  report.catch(() => reports.get(event.id) === entry && reports.delete(event.id));
  return report;
}
