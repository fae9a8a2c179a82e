import { asc, eq } from 'drizzle-orm';
import { playKey, slideTypeOf, type Slide } from '@mingle/shared';
import type { Db } from '../db/client';
import { participants, responses } from '../db/schema';
import { readQnaBoard, type QnaRecord } from '../live/qnaBoard';
import { findEvent, type EventRow } from '../live/store';
import { readUpvotes, type UpvoteCounts } from '../live/upvoteCounts';
import type { Actor } from '../policies/actor';
import { assertCanReadEventReport } from '../policies/event';
import { computeReport, type EventReport } from './computeReport';
import { keptReport } from './reportCache';

/** An event whose report the actor may read, or NOT_FOUND (policies/event.ts): a bad id alike. */
export async function loadReportableEvent(db: Db, actor: Actor, eventId: string): Promise<EventRow> {
  return assertCanReadEventReport(actor, await findEvent(db, eventId));
}

/** The event's report: kept when the event has ended and nothing in it changed (reportCache.ts). */
export function loadEventReport(db: Db, event: EventRow): Promise<EventReport> {
  return keptReport(db, event, () => readEventReport(db, event));
}

/** Reads what the event stored and computes its report (computeReport.ts). */
async function readEventReport(db: Db, event: EventRow): Promise<EventReport> {
  const [people, answers] = await Promise.all([
    db.select().from(participants).where(eq(participants.eventId, event.id)).orderBy(asc(participants.joinedAt)),
    db.select().from(responses).where(eq(responses.eventId, event.id)).orderBy(asc(responses.seq)),
  ]);
  const upvotes = new Map<string, UpvoteCounts>();
  const roundsOfSlide = new Map<string, Set<number>>();
  for (const a of answers) roundsOfSlide.set(a.slideId, (roundsOfSlide.get(a.slideId) ?? new Set()).add(a.round));
  for (const slide of event.slides as Slide[])
    for (const round of roundsOfSlide.get(slide.id) ?? []) {
      const votes = await readUpvotes(db, event.id, slide, round);
      if (votes) upvotes.set(playKey(slide.id, round), votes);
    }
  // Each Q&A as the host console reads it (ADR 29): one grouped query per Q&A slide of the deck.
  const qna = new Map<string, readonly QnaRecord[]>();
  for (const slide of event.slides as Slide[])
    if (slideTypeOf(slide.type)?.staysOpen) qna.set(slide.id, (await readQnaBoard(db, event.id, slide.id)).all);
  return computeReport({ event, participants: people, responses: answers, upvotes, qna });
}
