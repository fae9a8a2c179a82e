import { isUuid } from '@mingle/shared';
import { z } from 'zod';
import type { Resolvers } from '../resolvers.generated';
import { parseInput } from '../../lib/validation';
import { eventsListedFor } from '../../policies/event';
import { assertSignedIn } from '../../policies/user';
import { listEvents } from '../../reports/eventList';
import { loadEventReport, loadReportableEvent } from '../../reports/loadReport';
import { actorOf } from '../guards';
import { matchingParticipants } from '../../reports/participantSearch';
import { reportView } from './reportView';

const DAY_MS = 86_400_000;

/** An instant: a date-time with its offset, or a date (UTC midnight; `endOfDay` moves it to the next midnight). */
const instant = (endOfDay: boolean) =>
  z
    .union([z.iso.datetime({ offset: true }), z.iso.date()], {
      error: `an ISO 8601 date-time (2025-03-01T09:00:00Z) or date (2025-03-01)`,
    })
    .transform((text) => {
      const dateOnly = text.length === 10;
      const at = new Date(dateOnly ? `${text}T00:00:00Z` : text);
      return dateOnly && endOfDay ? new Date(at.getTime() + DAY_MS) : at;
    });

const listArgs = z
  .object({
    search: z.string().max(200, { error: 'at most 200 characters' }).nullish(),
    deckId: z.string().refine(isUuid, { error: 'not a deck id' }).nullish(),
    from: instant(false).nullish(),
    to: instant(true).nullish(),
    status: z
      .array(z.enum(['LOBBY', 'LIVE', 'ENDED']))
      .max(3, { error: 'at most 3 states' })
      .nullish(),
    page: z.number().int().min(1, { error: 'at least 1' }).max(10_000, { error: 'at most 10000' }).default(1),
    pageSize: z.number().int().min(1, { error: 'at least 1' }).max(100, { error: 'at most 100' }).default(20),
  })
  .refine((q) => !q.from || !q.to || q.from.getTime() < q.to.getTime(), { error: 'must be after from', path: ['to'] });

const eventIdArg = z.object({ eventId: z.string().max(64) });

const pageArgs = z.object({
  offset: z.number().int().min(0, { error: 'at least 0' }).default(0),
  limit: z.number().int().min(1, { error: 'at least 1' }).max(1000, { error: 'at most 1000' }).default(500),
});

const participantPageArgs = z.object({
  offset: z.number().int().min(0, { error: 'at least 0' }).default(0),
  limit: z.number().int().min(1, { error: 'at least 1' }).max(1000, { error: 'at most 1000' }).default(50),
  search: z.string().max(200, { error: 'at most 200 characters' }).nullish(),
});

const toIso = (d: Date | null) => d?.toISOString() ?? null;

export const reportsResolvers: Resolvers = {
  Query: {
    async events(_root, args, ctx) {
      const user = assertSignedIn(actorOf(ctx));
      const q = parseInput(listArgs, args);
      const page = await listEvents(ctx.services.database.db, eventsListedFor(user), {
        search: q.search ?? undefined,
        deckId: q.deckId ?? undefined,
        from: q.from ?? undefined,
        to: q.to ?? undefined,
        statuses: q.status?.map((st) => st.toLowerCase() as Lowercase<typeof st>),
        page: q.page,
        pageSize: q.pageSize,
      });
      return {
        items: page.items.map((e) => ({
          id: e.id,
          deckId: e.deckId,
          title: e.title,
          code: e.code,
          status: e.status.toUpperCase() as Uppercase<typeof e.status>,
          createdAt: e.createdAt.toISOString(),
          startedAt: toIso(e.startedAt),
          endedAt: toIso(e.endedAt),
          durationSeconds: e.durationMs === null ? null : Math.round(e.durationMs / 1000),
          participantCount: e.participantCount,
          recapId: e.recapId,
          recapEnabled: e.recapEnabled,
        })),
        total: page.total,
        page: q.page,
        pageSize: q.pageSize,
        pageCount: Math.ceil(page.total / q.pageSize),
      };
    },
    async eventReport(_root, args, ctx) {
      const actor = actorOf(ctx);
      assertSignedIn(actor);
      const { eventId } = parseInput(eventIdArg, args);
      const { db } = ctx.services.database;
      return reportView(await loadEventReport(db, await loadReportableEvent(db, actor, eventId)));
    },
    async eventReportParticipants(_root, args, ctx) {
      const actor = actorOf(ctx);
      assertSignedIn(actor);
      const { eventId, offset, limit, search } = parseInput(eventIdArg.extend(participantPageArgs.shape), args);
      const { db } = ctx.services.database;
      // The whole report, so ranks are the event's and not the page's (ADR 46).
      const report = reportView(await loadEventReport(db, await loadReportableEvent(db, actor, eventId)));
      const matching = matchingParticipants(report.participants, search ?? '');
      return { items: matching.slice(offset, offset + limit), total: matching.length, offset, limit };
    },
  },
  EventReport: {
    // Every EventReport this schema serves is made by reportView, whole: this pages its list.
    participants(source, args) {
      const { offset, limit } = parseInput(pageArgs, args);
      return (source as ReturnType<typeof reportView>).participants.slice(offset, offset + limit);
    },
  },
};
