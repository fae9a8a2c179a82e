import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { isUuid, Reason, recapSlideImagePath, screencapResultStep } from '@mingle/shared';
import type { Db } from '../db/client';
import { events, participants } from '../db/schema';
import type { PageHead } from '../http/pageHead';
import { appError } from '../lib/errors';
import { findEvent, type EventRow } from '../live/store';
import type { Actor } from '../policies/actor';
import { assertCanManageRecap } from '../policies/event';
import { loadEventReport } from '../reports/loadReport';
import { recapView, type Recap } from './recapView';

/** Any recap we do not show: an unknown id, a turned-off one, alike (ADR 43). */
export const recapNotFound = () => appError(Reason.RECAP_NOT_FOUND, 'This recap does not exist or its host turned it off.');

/** The ended event a recap id names, while its host leaves the recap on. */
export async function findShownRecap(db: Db, recapId: string): Promise<EventRow | undefined> {
  if (!isUuid(recapId)) return undefined;
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.recapId, recapId), eq(events.recapEnabled, true), eq(events.status, 'ended')))
    .limit(1);
  return row;
}

/**
 * Computed recaps by recap id: an ended event's answers never change, and the link is public,
 * so a shared link opened by a crowd costs one computation a minute, not one per visitor. The
 * on/off switch is read from the database on every request (findShownRecap), never from here.
 */
const CACHE_MS = 60_000;
const CACHE_ENTRIES = 100;
const cache = new Map<string, { at: number; recap: Recap }>();

/** The public recap, or NOT_FOUND. */
export async function loadRecap(db: Db, recapId: string, now: number): Promise<Recap> {
  const event = await findShownRecap(db, recapId);
  if (!event?.recapId) throw recapNotFound();
  const known = cache.get(event.recapId);
  if (known && now - known.at < CACHE_MS) return known.recap;
  const recap = recapView(event.recapId, event, await loadEventReport(db, event));
  if (cache.size >= CACHE_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(event.recapId, { at: now, recap });
  return recap;
}

/** One recap in the host's list (`/recap`). */
export interface RecapListItem {
  id: string;
  eventId: string;
  title: string;
  startedAt: Date | null;
  endedAt: Date | null;
  participantCount: number;
  enabled: boolean;
}

/** The recaps of a host's ended events, the latest ended first. */
export async function listRecaps(
  db: Db,
  hostId: string,
  page: number,
  pageSize: number,
): Promise<{ items: RecapListItem[]; total: number }> {
  const where = and(eq(events.hostId, hostId), eq(events.status, 'ended'), isNotNull(events.recapId));
  const participantCount = sql<number>`(SELECT count(*)::int FROM ${participants} p WHERE p.event_id = "events"."id" AND p.removed_at IS NULL)`;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: events.recapId,
        eventId: events.id,
        title: events.title,
        startedAt: events.startedAt,
        endedAt: events.endedAt,
        participantCount,
        enabled: events.recapEnabled,
      })
      .from(events)
      .where(where)
      .orderBy(desc(events.endedAt), desc(events.id))
      .offset((page - 1) * pageSize)
      .limit(pageSize),
    db.select({ n: count() }).from(events).where(where),
  ]);
  return {
    items: rows.map((r) => ({ ...r, id: r.id!, participantCount: Number(r.participantCount) })),
    total: totals[0]?.n ?? 0,
  };
}

/** Turns an ended event's recap on or off; NOT_FOUND for anyone but its host. */
export async function setRecapEnabled(db: Db, actor: Actor, eventId: string, enabled: boolean): Promise<RecapListItem> {
  const event = assertCanManageRecap(actor, await findEvent(db, eventId));
  if (event.status !== 'ended' || !event.recapId)
    throw appError(Reason.INVALID_INPUT, 'The event has not ended: its recap is made when it ends', { field: 'eventId' });
  await db.update(events).set({ recapEnabled: enabled }).where(eq(events.id, event.id));
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(participants)
    .where(and(eq(participants.eventId, event.id), sql`${participants.removedAt} IS NULL`));
  return {
    id: event.recapId,
    eventId: event.id,
    title: event.title,
    startedAt: event.startedAt,
    endedAt: event.endedAt,
    participantCount: n,
    enabled,
  };
}

/**
 * The link preview of `/recap/{id}` (http/pageHead.ts): the event's title, when and by how
 * many it was played, and the picture of its first answered slide's results (ADR 45);
 * 'not-found' for a recap we do not show. The recap itself comes from the minute's cache.
 */
export async function recapPageHead(
  db: Db,
  publicUrl: string,
  recapId: string,
  now: number,
  /** Whether this server can draw slide images (a Chromium was found): else no picture is advertised. */
  imagesDrawn = true,
): Promise<PageHead | 'not-found'> {
  const event = await findShownRecap(db, recapId);
  if (!event?.recapId) return 'not-found';
  const first = (await loadRecap(db, event.recapId, now)).slides[0];
  const step = first ? screencapResultStep(first.type) : null;
  const [{ n } = { n: 0 }] = await db
    .select({ n: count() })
    .from(participants)
    .where(and(eq(participants.eventId, event.id), sql`${participants.removedAt} IS NULL`));
  const when = (event.startedAt ?? event.createdAt).toISOString().slice(0, 10);
  const title = event.title || 'Untitled deck';
  return {
    title: `${title}: the recap`,
    description: `Results of ${title}, played on ${when} by ${n} ${n === 1 ? 'person' : 'people'}: the podium and every answer.`,
    url: `${publicUrl}/recap/${event.recapId}`,
    ...(first && step && imagesDrawn
      ? {
          image: {
            url: `${publicUrl}${recapSlideImagePath(event.recapId, 1, step)}`,
            width: 1280,
            height: 720,
            alt: `${first.headline || title}: the results`,
          },
        }
      : {}),
  };
}
