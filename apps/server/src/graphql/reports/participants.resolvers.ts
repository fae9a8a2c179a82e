import { isUuid, Reason } from '@mingle/shared';
import { z } from 'zod';
import type { Resolvers } from '../resolvers.generated';
import { appError } from '../../lib/errors';
import { parseInput } from '../../lib/validation';
import { eventsListedFor } from '../../policies/event';
import { assertSignedIn } from '../../policies/user';
import { loadReportableEvent } from '../../reports/loadReport';
import { erasePersonalData, listParticipants, participantHistory } from '../../reports/participants';
import { actorOf } from '../guards';

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254, { error: 'at most 254 characters' })
  .pipe(z.email({ error: 'enter a valid email address' }));

const listArgs = z.object({
  search: z.string().max(200, { error: 'at most 200 characters' }).nullish(),
  page: z.number().int().min(1, { error: 'at least 1' }).max(10_000, { error: 'at most 10000' }).default(1),
  pageSize: z.number().int().min(1, { error: 'at least 1' }).max(100, { error: 'at most 100' }).default(20),
});

const eraseArgs = z.object({
  email,
  eventId: z.string().refine(isUuid, { error: 'not an event id' }).nullish(),
});

export const participantsResolvers: Resolvers = {
  Query: {
    async participants(_root, args, ctx) {
      const user = assertSignedIn(actorOf(ctx));
      const q = parseInput(listArgs, args);
      const page = await listParticipants(ctx.services.database.db, eventsListedFor(user), {
        search: q.search ?? undefined,
        page: q.page,
        pageSize: q.pageSize,
      });
      return {
        items: page.items.map((p) => ({ ...p, lastSeen: p.lastSeen.toISOString() })),
        total: page.total,
        page: q.page,
        pageSize: q.pageSize,
        pageCount: Math.ceil(page.total / q.pageSize),
      };
    },
    async participant(_root, args, ctx) {
      const user = assertSignedIn(actorOf(ctx));
      const q = parseInput(z.object({ email }), args);
      const history = await participantHistory(ctx.services.database.db, eventsListedFor(user), q.email);
      // Another host's participant and nobody at all look the same.
      if (history.length === 0) throw appError(Reason.PARTICIPANT_NOT_FOUND, 'Nobody joined your events with this email');
      return {
        email: history[0]!.email,
        events: history.map((h) => ({
          ...h,
          playedAt: h.playedAt.toISOString(),
          status: h.status.toUpperCase() as Uppercase<typeof h.status>,
        })),
      };
    },
  },
  Mutation: {
    async erasePersonalData(_root, args, ctx) {
      const actor = actorOf(ctx);
      const user = assertSignedIn(actor);
      const q = parseInput(eraseArgs, args);
      const { db } = ctx.services.database;
      // One event: it must be one of mine (NOT_FOUND otherwise, as for its report).
      if (q.eventId) await loadReportableEvent(db, actor, q.eventId);
      return erasePersonalData(db, eventsListedFor(user), q.email, q.eventId ?? undefined);
    },
  },
};
