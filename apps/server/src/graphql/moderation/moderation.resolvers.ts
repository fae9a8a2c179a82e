import { z } from 'zod';
import { Reason } from '@mingle/shared';
import type { Resolvers } from '../resolvers.generated';
import { publicDeck, submitReport } from '../../commands/submitReport';
import { resolveReport } from '../../commands/resolveReport';
import { allowRepublishing, deckNotFound } from '../../commands/allowRepublishing';
import { appError } from '../../lib/errors';
import { listOffset, parseInput } from '../../lib/validation';
import { listReports, loadReportedDeck, loadReportItem, type ReportedDeck, type ReportListItem } from '../../moderation/contentReports';
import { assertReviewer } from '../../policies/contentReport';
import { actorOf } from '../guards';

const targetArgs = z.object({ deckId: z.string().max(100) });
const listArgs = z.object({
  status: z.enum(['OPEN', 'RESOLVED']).default('OPEN'),
  offset: listOffset,
  limit: z.number().int().min(1, { error: 'at least 1' }).max(100, { error: 'at most 100' }).default(20),
});

const upper = <T extends string>(s: T) => s.toUpperCase() as Uppercase<T>;

const deckView = (d: ReportedDeck) => ({
  ...d,
  visibility: upper(d.visibility),
  history: d.history.map((h) => ({
    action: upper(h.action),
    at: h.at.toISOString(),
    adminName: h.admin?.name ?? null,
    adminEmail: h.admin?.email ?? null,
  })),
});

/** A report as the schema's ContentReport shows it. */
function reportView(r: ReportListItem) {
  return {
    id: r.id,
    kind: upper(r.kind),
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    reporter: { signedIn: r.reporter.accountId !== null, name: r.reporter.name, email: r.reporter.email },
    deck: r.deck ? deckView(r.deck) : null,
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    resolution: r.resolution ? upper(r.resolution) : null,
  };
}

export const moderationResolvers: Resolvers = {
  Query: {
    // Open to everyone (ADR 52): only a public deck answers, and with no more than its title.
    async reportTarget(_root, args, ctx) {
      const { deckId } = parseInput(targetArgs, args);
      const deck = await publicDeck(ctx.services.database.db, deckId);
      return deck ? { deckId: deck.id, title: deck.title } : null;
    },
    async contentReports(_root, args, ctx) {
      assertReviewer(actorOf(ctx));
      const q = parseInput(listArgs, args);
      const page = await listReports(ctx.services.database.db, q.status === 'OPEN' ? 'open' : 'resolved', q);
      return { items: page.items.map(reportView), total: page.total };
    },
  },
  Mutation: {
    async submitReport(_root, args, ctx) {
      const deps = { db: ctx.services.database.db, clock: ctx.services.clock, limit: ctx.services.reports };
      return submitReport(deps, actorOf(ctx), ctx.ip, args.input);
    },
    async resolveReport(_root, args, ctx) {
      const db = ctx.services.database.db;
      const row = await resolveReport({ db, clock: ctx.services.clock }, actorOf(ctx), args);
      const item = await loadReportItem(db, row.id);
      if (!item) throw appError(Reason.REPORT_NOT_FOUND, 'There is no report with this id');
      return reportView(item);
    },
    async allowRepublishing(_root, args, ctx) {
      const db = ctx.services.database.db;
      const { id } = await allowRepublishing({ db, clock: ctx.services.clock }, actorOf(ctx), args);
      const deck = await loadReportedDeck(db, id);
      // Only if it was purged in between: the command found it.
      if (!deck) throw deckNotFound();
      return deckView(deck);
    },
  },
};
