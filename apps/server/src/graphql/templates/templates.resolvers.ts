import { z } from 'zod';
import { DECK_LIMITS, TEMPLATE_SLUG, TEMPLATE_TAGS } from '@mingle/shared';
import type { Resolvers } from '../resolvers.generated';
import { addTemplate, removeTemplate, setTemplateHidden } from '../../commands/curateTemplates';
import { templateNotFound, useTemplate } from '../../commands/useTemplate';
import { toDeckView } from '../../decks/deckRow';
import { parseInput } from '../../lib/validation';
import { isAdmin } from '../../policies/user';
import { templateImagesStored } from '../../templates/storeTemplateImages';
import { findLibraryTemplate, listLibrary, type LibraryTemplate } from '../../templates/library';
import { actorOf } from '../guards';

const slugArg = z.object({ slug: z.string().min(1).max(100) });
const listArgs = z.object({ tag: z.string().max(30).nullish(), search: z.string().max(200).nullish() });
const addArgs = z.object({
  deckId: z.string().min(1).max(100),
  slug: z.string().trim().min(3).max(60).regex(TEMPLATE_SLUG, 'must be lower-case letters and digits in words joined by -').nullish(),
  tags: z
    .array(z.enum(TEMPLATE_TAGS, { message: `each tag must be one of ${TEMPLATE_TAGS.join(', ')}` }))
    .min(1, 'choose at least one tag')
    .max(4, 'at most 4 tags'),
  description: z.string().trim().min(1, 'is required').max(DECK_LIMITS.description),
});
const hideArgs = slugArg.extend({ hidden: z.boolean() });

/** A template as the schema's Template type shows it. */
function toTemplateView(t: LibraryTemplate) {
  const { deck } = t;
  return {
    slug: t.slug,
    title: deck.title,
    description: deck.description,
    tags: deck.tags,
    language: deck.language,
    slideCount: deck.slides.length,
    slideTypes: [...new Set(deck.slides.map((s) => s.type))],
    slides: deck.slides,
    hidden: t.hidden,
    added: t.added,
  };
}

export const templatesResolvers: Resolvers = {
  Query: {
    async templates(_root, args, ctx) {
      const q = parseInput(listArgs, args);
      const { database, templates } = ctx.services;
      await templateImagesStored(ctx.services);
      const found = await listLibrary(
        database.db,
        templates,
        { tag: q.tag ?? undefined, search: q.search ?? undefined },
        isAdmin(actorOf(ctx)),
      );
      return found.map(toTemplateView);
    },
    templateTags: () => [...TEMPLATE_TAGS],
    async template(_root, args, ctx) {
      const { slug } = parseInput(slugArg, args);
      await templateImagesStored(ctx.services);
      const template = await findLibraryTemplate(ctx.services.database.db, ctx.services.templates, slug, isAdmin(actorOf(ctx)));
      if (!template) throw templateNotFound(slug);
      return toTemplateView(template);
    },
  },
  Mutation: {
    async useTemplate(_root, args, ctx) {
      const { slug } = parseInput(slugArg, args);
      await templateImagesStored(ctx.services);
      const deps = { db: ctx.services.database.db, clock: ctx.services.clock, templates: ctx.services.templates };
      return toDeckView(await useTemplate(deps, actorOf(ctx), slug));
    },
    async addTemplate(_root, args, ctx) {
      const input = parseInput(addArgs, args);
      const deps = { db: ctx.services.database.db, clock: ctx.services.clock, templates: ctx.services.templates };
      const template = await addTemplate(deps, actorOf(ctx), {
        deckId: input.deckId,
        slug: input.slug ?? undefined,
        tags: [...new Set(input.tags)],
        description: input.description,
      });
      return toTemplateView(template);
    },
    async setTemplateHidden(_root, args, ctx) {
      const { slug, hidden } = parseInput(hideArgs, args);
      const deps = { db: ctx.services.database.db, clock: ctx.services.clock, templates: ctx.services.templates };
      return toTemplateView(await setTemplateHidden(deps, actorOf(ctx), slug, hidden));
    },
    async removeTemplate(_root, args, ctx) {
      const { slug } = parseInput(slugArg, args);
      const deps = { db: ctx.services.database.db, clock: ctx.services.clock, templates: ctx.services.templates };
      return removeTemplate(deps, actorOf(ctx), slug);
    },
  },
};
