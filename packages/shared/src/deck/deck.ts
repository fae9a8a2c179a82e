import { z } from 'zod';
import { slideSchema, slideTypeName, slideTypeOf, type Slide } from '../slides/registry';
import { DECK_LIMITS } from './limits';
import { eventLanguageSchema } from '../languages';
import { generatedId, requiredText, text } from './fields';
import { assetsJsonSchema } from './portable';

export const DECK_FORMAT_VERSION = 1;

export const tagSchema = z
  .string({ error: 'must be text' })
  .trim()
  .toLowerCase()
  .min(1, { error: 'is required' })
  .max(DECK_LIMITS.tag, { error: `at most ${DECK_LIMITS.tag} characters` });

/**
 * Deck format v1: the import/export format, the template format and what the editor saves.
 * Beyond each slide's own rules: slide ids are unique, and a slide that names others (a "who
 * said it?" slide's source question) names slides before it, as its type says.
 */
export const deckSchema = z
  .object({
    version: z.literal(DECK_FORMAT_VERSION, { error: 'must be 1 (deck format version 1)' }),
    title: requiredText(DECK_LIMITS.title),
    description: text(DECK_LIMITS.description).default(''),
    tags: z
      .array(tagSchema, { error: 'must be a list of tags' })
      .max(DECK_LIMITS.tags, { error: `at most ${DECK_LIMITS.tags} tags` })
      // "Team" and " team" normalise to one tag; keep it once, in first-seen order.
      .transform((tags) => [...new Set(tags)])
      .default([]),
    // The language the deck's events start in; null (or absent, in decks made before it): each screen its browser's.
    language: eventLanguageSchema.default(null),
    slides: z
      .array(slideSchema, { error: 'must be a list of slides' })
      .max(DECK_LIMITS.slides, { error: `at most ${DECK_LIMITS.slides} slides` }),
  })
  .superRefine((deck, ctx) => {
    checkSlideReferences(deck.slides, (index, field, message) => ctx.addIssue({ code: 'custom', path: ['slides', index, field], message }));
  });

export type Deck = z.infer<typeof deckSchema>;
export type DeckInput = z.input<typeof deckSchema>;

/**
 * The rules between slides, shared by the deck schema and single-slide edits: ids are unique,
 * and each type checks the slides it names (`references` in its registry entry, ADR 35).
 */
export function checkSlideReferences(slides: readonly Slide[], report: (index: number, field: string, message: string) => void): void {
  const seen = new Map<string, number>();
  slides.forEach((s, i) => {
    if (seen.has(s.id)) report(i, 'id', `the same id as slides[${seen.get(s.id)}]`);
    else seen.set(s.id, i);
    for (const p of slideTypeOf(s.type)?.references?.check(s, slides.slice(0, i)) ?? []) report(i, p.path, p.message);
  });
}

/** `slides` with each id they name of each other renamed by `rename` (a copied deck's fresh ids). */
export function renameSlideReferences(slides: readonly Slide[], rename: (slideId: string) => string): Slide[] {
  return slides.map((s) => slideTypeOf(s.type)?.references?.rename(s, rename) ?? s);
}

/** JSON Schema of deck format v1, for other tools (served by the API and printed in docs). */
export function deckJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(deckSchema, {
    io: 'input',
    unrepresentable: 'any',
    // A slide id's default (and an order slide's shuffle key's) is generated per slide;
    // without this the schema would carry one random id as every slide's "default".
    override: (ctx) => {
      if (ctx.zodSchema !== generatedId) return;
      delete ctx.jsonSchema.default;
      ctx.jsonSchema.description = 'Generated when absent.';
    },
  }) as Record<string, unknown> & { properties: Record<string, unknown> };
  // Not part of deckSchema (a saved deck has no assets); the import reads it beside (portable.ts).
  schema.properties.assets = assetsJsonSchema;
  return schema;
}

export interface DeckProblem {
  slideId: string;
  /** Position of the slide, from 0. */
  slideIndex: number;
  path: string;
  message: string;
}

/**
 * What is left to finish before the deck can be hosted: empty slides list, empty
 * questions, quizzes without a correct option. A deck with problems still saves.
 */
export function deckProblems(deck: Pick<Deck, 'slides'>): DeckProblem[] {
  if (deck.slides.length === 0) return [{ slideId: '', slideIndex: -1, path: 'slides', message: 'add at least one slide' }];
  return deck.slides.flatMap((slide, slideIndex) => {
    const type = slideTypeOf(slide.type);
    // A type the format knows but this version cannot play yet: hosting would fail at Start,
    // so the deck page says so before (issue 17).
    const problems = type
      ? (type.problems?.(slide) ?? [])
      : [{ path: 'type', message: `${slideTypeName(slide.type)} slides cannot be played in this version yet: remove this slide to host` }];
    return problems.map((p) => ({ slideId: slide.id, slideIndex, ...p }));
  });
}
