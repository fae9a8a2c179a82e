import { z } from 'zod';
import type { MercuriusContext } from 'mercurius';
import type { Slide } from '@mingle/shared';
import type { Resolvers } from '../resolvers.generated';
import { communityDeckNotFound, copyCommunityDeck } from '../../commands/copyCommunityDeck';
import { publishDeck } from '../../commands/publishDeck';
import { communityTags, findCommunityDeck, listCommunityDecks, type CommunityRow } from '../../community/queries';
import { languageOf, toDeckView } from '../../decks/deckRow';
import { listOffset, parseInput } from '../../lib/validation';
import { actorOf } from '../guards';

const idArg = z.object({ id: z.string().min(1).max(64) });
const listArgs = z.object({
  search: z.string().max(200, { error: 'at most 200 characters' }).nullish(),
  tag: z.string().max(30, { error: 'at most 30 characters' }).nullish(),
  sort: z.enum(['NEWEST', 'MOST_COPIED']).default('NEWEST'),
  offset: listOffset,
  limit: z.number().int().min(1, { error: 'at least 1' }).max(48, { error: 'at most 48' }).default(24),
});
const tagsArgs = z.object({ limit: z.number().int().min(1, { error: 'at least 1' }).max(50, { error: 'at most 50' }).default(20) });
const publishArgs = idArg.extend({ published: z.boolean() });

const deps = (ctx: MercuriusContext) => ({ db: ctx.services.database.db, clock: ctx.services.clock });

/** A published deck as the schema's CommunityDeck shows it. */
function toCommunityDeck({ deck, author }: CommunityRow) {
  const slides = deck.slides as Slide[];
  return {
    id: deck.id,
    title: deck.title,
    description: deck.description,
    tags: deck.tags,
    language: languageOf(deck),
    coverImage: deck.coverImage,
    author,
    // Published rows always have the date (the query's condition); the fallback keeps types honest.
    publishedAt: (deck.publishedAt ?? deck.updatedAt).toISOString(),
    copyCount: deck.copyCount,
    slideCount: slides.length,
    slideTypes: [...new Set(slides.map((s) => s.type))],
    firstSlide: slides[0] ?? null,
    slides,
  };
}

export const communityResolvers: Resolvers = {
  Query: {
    async communityDecks(_root, args, ctx) {
      const q = parseInput(listArgs, args);
      const page = await listCommunityDecks(ctx.services.database.db, {
        search: q.search ?? undefined,
        tag: q.tag?.trim().toLowerCase() || undefined,
        sort: q.sort,
        offset: q.offset,
        limit: q.limit,
      });
      return { items: page.items.map(toCommunityDeck), total: page.total };
    },
    async communityTags(_root, args, ctx) {
      return communityTags(ctx.services.database.db, parseInput(tagsArgs, args).limit);
    },
    async communityDeck(_root, args, ctx) {
      const found = await findCommunityDeck(ctx.services.database.db, parseInput(idArg, args).id);
      if (!found) throw communityDeckNotFound();
      return toCommunityDeck(found);
    },
  },
  Mutation: {
    async publishDeck(_root, args, ctx) {
      const { id, published } = parseInput(publishArgs, args);
      return toDeckView(await publishDeck(deps(ctx), actorOf(ctx), id, published));
    },
    async copyCommunityDeck(_root, args, ctx) {
      return toDeckView(await copyCommunityDeck(deps(ctx), actorOf(ctx), parseInput(idArg, args).id));
    },
  },
};
