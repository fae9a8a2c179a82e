import { z } from 'zod';
import { deckJsonSchema } from '@mingle/shared';
import type { IResolvers, MercuriusContext } from 'mercurius';
import { createDeck } from '../../commands/createDeck';
import { deleteDeck, restoreDeck } from '../../commands/deleteDeck';
import { duplicateDeck } from '../../commands/duplicateDeck';
import { importDeck } from '../../commands/importDeck';
import { saveDeck } from '../../commands/saveDeck';
import { updateDeck } from '../../commands/updateDeck';
import { toDeckView, toDocument } from '../../decks/deckRow';
import { listDeckTags, listDecks, loadEditableDeck } from '../../decks/queries';
import { parseInput } from '../../lib/validation';
import { requireViewer } from '../guards';

/** The deck format's JSON Schema never changes while the process runs: built once, not per request. */
let deckFormatSchema: Record<string, unknown> | undefined;

const idArg = z.object({ id: z.string().min(1).max(64) });
const revisionArgs = idArg.extend({ baseRevision: z.number().int().min(1) });
const listArgs = z.object({
  search: z.string().max(200).nullish(),
  tags: z.array(z.string().max(30)).max(10).nullish(),
  sort: z.enum(['UPDATED_DESC', 'CREATED_DESC', 'TITLE_ASC']).default('UPDATED_DESC'),
  offset: z.number().int().min(0, { error: 'at least 0' }).default(0),
  limit: z.number().int().min(1, { error: 'at least 1' }).max(100, { error: 'at most 100' }).default(20),
  deleted: z.boolean().default(false),
});

const deps = (ctx: MercuriusContext) => ({ db: ctx.services.database.db, clock: ctx.services.clock });

export const decksResolvers: IResolvers<unknown, MercuriusContext> = {
  Query: {
    async decks(_root, args, ctx) {
      const viewer = requireViewer(ctx);
      const q = parseInput(listArgs, args);
      const page = await listDecks(ctx.services.database.db, viewer.id, {
        search: q.search ?? undefined,
        tags: q.tags ?? undefined,
        sort: q.sort,
        offset: q.offset,
        limit: q.limit,
        deleted: q.deleted,
      });
      return { items: page.items.map(toDeckView), total: page.total };
    },
    async deck(_root, args, ctx) {
      const viewer = requireViewer(ctx);
      return toDeckView(await loadEditableDeck(ctx.services.database.db, viewer.id, parseInput(idArg, args).id));
    },
    async deckTags(_root, _args, ctx) {
      return listDeckTags(ctx.services.database.db, requireViewer(ctx).id);
    },
    async exportDeck(_root, args, ctx) {
      const viewer = requireViewer(ctx);
      return toDocument(await loadEditableDeck(ctx.services.database.db, viewer.id, parseInput(idArg, args).id));
    },
    deckFormatSchema: () => (deckFormatSchema ??= deckJsonSchema()),
  },
  Mutation: {
    async createDeck(_root, args: { input?: unknown }, ctx) {
      return toDeckView(await createDeck(deps(ctx), requireViewer(ctx).id, args.input));
    },
    async updateDeck(_root, args: { input?: unknown }, ctx) {
      const viewer = requireViewer(ctx);
      const { id, baseRevision } = parseInput(revisionArgs, args);
      return toDeckView(await updateDeck(deps(ctx), viewer.id, id, baseRevision, args.input));
    },
    async saveDeck(_root, args: { document?: unknown }, ctx) {
      const viewer = requireViewer(ctx);
      const { id, baseRevision } = parseInput(revisionArgs, args);
      return toDeckView(await saveDeck(deps(ctx), viewer.id, id, baseRevision, args.document));
    },
    async deleteDeck(_root, args, ctx) {
      return toDeckView(await deleteDeck(deps(ctx), requireViewer(ctx).id, parseInput(idArg, args).id));
    },
    async restoreDeck(_root, args, ctx) {
      return toDeckView(await restoreDeck(deps(ctx), requireViewer(ctx).id, parseInput(idArg, args).id));
    },
    async duplicateDeck(_root, args, ctx) {
      return toDeckView(await duplicateDeck(deps(ctx), requireViewer(ctx).id, parseInput(idArg, args).id));
    },
    async importDeck(_root, args: { document?: unknown }, ctx) {
      return toDeckView(await importDeck(deps(ctx), requireViewer(ctx).id, args.document));
    },
  },
};
