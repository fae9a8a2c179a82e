import { z } from 'zod';
import { TEMPLATE_TAGS } from '@mingle/shared';
import type { Resolvers } from '../resolvers.generated';
import { templateNotFound, useTemplate } from '../../commands/useTemplate';
import { toDeckView } from '../../decks/deckRow';
import { parseInput } from '../../lib/validation';
import type { Template } from '../../templates/catalog';
import { actorOf } from '../guards';

const slugArg = z.object({ slug: z.string().min(1).max(100) });
const listArgs = z.object({ tag: z.string().max(30).nullish(), search: z.string().max(200).nullish() });

/** A template as the schema's Template type shows it. */
function toTemplateView(t: Template) {
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
  };
}

export const templatesResolvers: Resolvers = {
  Query: {
    templates(_root, args, ctx) {
      const q = parseInput(listArgs, args);
      return ctx.services.templates.list({ tag: q.tag ?? undefined, search: q.search ?? undefined }).map(toTemplateView);
    },
    templateTags: () => [...TEMPLATE_TAGS],
    template(_root, args, ctx) {
      const { slug } = parseInput(slugArg, args);
      const template = ctx.services.templates.get(slug);
      if (!template) throw templateNotFound(slug);
      return toTemplateView(template);
    },
  },
  Mutation: {
    async useTemplate(_root, args, ctx) {
      const { slug } = parseInput(slugArg, args);
      const deps = { db: ctx.services.database.db, clock: ctx.services.clock, templates: ctx.services.templates };
      return toDeckView(await useTemplate(deps, actorOf(ctx), slug));
    },
  },
};
