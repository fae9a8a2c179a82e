import { z } from 'zod';
import type { Resolvers } from '../resolvers.generated';
import { parseInput } from '../../lib/validation';
import { assertSignedIn } from '../../policies/user';
import { listRecaps, loadRecap, setRecapEnabled, type RecapListItem } from '../../recaps/recaps';
import { actorOf } from '../guards';

const recapArgs = z.object({ id: z.string().max(64) });
const pageArgs = z.object({
  page: z.number().int().min(1, { error: 'at least 1' }).max(10_000, { error: 'at most 10000' }).default(1),
  pageSize: z.number().int().min(1, { error: 'at least 1' }).max(100, { error: 'at most 100' }).default(20),
});
const toggleArgs = z.object({ eventId: z.string().max(64), enabled: z.boolean() });

const iso = (d: Date | null) => d?.toISOString() ?? null;
const itemView = (r: RecapListItem) => ({ ...r, startedAt: iso(r.startedAt), endedAt: iso(r.endedAt) });

export const recapsResolvers: Resolvers = {
  Query: {
    // Public: no account, no seat (ADR 43), limited per address for callers without an account. What it holds is chosen in recaps/recapView.ts.
    async recap(_root, args, ctx) {
      const { id } = parseInput(recapArgs, args);
      // Counted before the id is checked: guessing ids costs the same as reading one.
      if (!ctx.viewer) await ctx.services.recapReads.admit(ctx.ip);
      const recap = await loadRecap(ctx.services.database.db, id, ctx.services.clock.now());
      return { ...recap, startedAt: iso(recap.startedAt), endedAt: iso(recap.endedAt) };
    },
    async recaps(_root, args, ctx) {
      const user = assertSignedIn(actorOf(ctx));
      const q = parseInput(pageArgs, args);
      const page = await listRecaps(ctx.services.database.db, user.id, q.page, q.pageSize);
      return {
        items: page.items.map(itemView),
        total: page.total,
        page: q.page,
        pageSize: q.pageSize,
        pageCount: Math.ceil(page.total / q.pageSize),
      };
    },
  },
  Mutation: {
    async setRecapEnabled(_root, args, ctx) {
      const actor = actorOf(ctx);
      assertSignedIn(actor);
      const { eventId, enabled } = parseInput(toggleArgs, args);
      return itemView(await setRecapEnabled(ctx.services.database.db, actor, eventId, enabled));
    },
  },
};
