import { z } from 'zod';
import { deckJsonSchema } from '@mingle/shared';
import type { MercuriusContext } from 'mercurius';
import type { Resolvers } from '../resolvers.generated';
import { createDeck } from '../../commands/createDeck';
import { deleteDeck, restoreDeck } from '../../commands/deleteDeck';
import { duplicateDeck } from '../../commands/duplicateDeck';
import { importDeck } from '../../commands/importDeck';
import { importedImages } from '../../storage/importedImages';
import { saveDeck } from '../../commands/saveDeck';
import { updateDeck } from '../../commands/updateDeck';
import { toDeckView, toDocument, type DeckView } from '../../decks/deckRow';
import { listDeckTags, listDecks, loadDeckFor } from '../../decks/queries';
import { parseInput } from '../../lib/validation';
import { deckCan, decksListedFor } from '../../policies/deck';
import { assertSignedIn } from '../../policies/user';
import { actorOf } from '../guards';

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

export const decksResolvers: Resolvers = {
  Query: {
    async decks(_root, args, ctx) {
      const user = assertSignedIn(actorOf(ctx));
      const q = parseInput(listArgs, args);
      const page = await listDecks(ctx.services.database.db, decksListedFor(user), {
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
      const actor = actorOf(ctx);
      assertSignedIn(actor);
      const { id } = parseInput(idArg, args);
      return toDeckView(await loadDeckFor(ctx.services.database.db, actor, id, 'view', ctx.services.clock.now()));
    },
    async deckTags(_root, _args, ctx) {
      return listDeckTags(ctx.services.database.db, decksListedFor(assertSignedIn(actorOf(ctx))));
    },
    async exportDeck(_root, args, ctx) {
      const actor = actorOf(ctx);
      assertSignedIn(actor);
      const { id } = parseInput(idArg, args);
      return toDocument(await loadDeckFor(ctx.services.database.db, actor, id, 'export', ctx.services.clock.now()));
    },
    deckFormatSchema: () => (deckFormatSchema ??= deckJsonSchema()),
  },
  Mutation: {
    async createDeck(_root, args: { input?: unknown }, ctx) {
      return toDeckView(await createDeck(deps(ctx), actorOf(ctx), args.input));
    },
    async updateDeck(_root, args: { input?: unknown }, ctx) {
      const actor = actorOf(ctx);
      assertSignedIn(actor);
      const { id, baseRevision } = parseInput(revisionArgs, args);
      return toDeckView(await updateDeck(deps(ctx), actor, id, baseRevision, args.input));
    },
    async saveDeck(_root, args: { document?: unknown }, ctx) {
      const actor = actorOf(ctx);
      assertSignedIn(actor);
      const { id, baseRevision } = parseInput(revisionArgs, args);
      return toDeckView(await saveDeck(deps(ctx), actor, id, baseRevision, args.document));
    },
    async deleteDeck(_root, args, ctx) {
      const actor = actorOf(ctx);
      assertSignedIn(actor);
      return toDeckView(await deleteDeck(deps(ctx), actor, parseInput(idArg, args).id));
    },
    async restoreDeck(_root, args, ctx) {
      const actor = actorOf(ctx);
      assertSignedIn(actor);
      return toDeckView(await restoreDeck(deps(ctx), actor, parseInput(idArg, args).id));
    },
    async duplicateDeck(_root, args, ctx) {
      const actor = actorOf(ctx);
      assertSignedIn(actor);
      return toDeckView(await duplicateDeck(deps(ctx), actor, parseInput(idArg, args).id));
    },
    async importDeck(_root, args: { document?: unknown }, ctx) {
      const actor = actorOf(ctx);
      const images = actor.user ? importedImages(ctx.services, actor.user.id, ctx.ip) : undefined;
      return toDeckView(await importDeck(deps(ctx), actor, args.document, images));
    },
  },
  Deck: {
    // Every Deck this schema serves is made by toDeckView.
    can(source, _args, ctx) {
      const deck = source as DeckView;
      const facts = { ownerId: deck.ownerId, deletedAt: deck.deletedAt ? new Date(deck.deletedAt) : null };
      return deckCan(actorOf(ctx), facts, ctx.services.clock.now());
    },
  },
};
