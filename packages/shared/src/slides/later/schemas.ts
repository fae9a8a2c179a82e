import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { points, requiredText, slideBase, text, timeLimit } from '../../deck/fields';

/*
 * Schemas of the slide types whose editor and play screens arrive in later issues. They
 * live here so that decks using them import, validate and export today; each moves to its
 * own folder, beside content/ and quiz/, when its screens are built.
 */

const int = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `at least ${min}` })
    .max(max, { error: `at most ${max}` });

export const wouldYouRatherSlideSchema = z.object({
  type: z.literal('wouldyourather'),
  ...slideBase,
  optionA: requiredText(DECK_LIMITS.optionText),
  optionB: requiredText(DECK_LIMITS.optionText),
});

export const twoTruthsSlideSchema = z.object({
  type: z.literal('twotruths'),
  ...slideBase,
  /** Who the statements are about. */
  subject: requiredText(DECK_LIMITS.optionText),
  statements: z.array(requiredText(DECK_LIMITS.optionText), { error: 'must be a list' }).length(3, { error: 'exactly 3 statements' }),
  lieIndex: int(0, 2),
  timeLimit,
  points,
});

export const whoSaidSlideSchema = z.object({
  type: z.literal('whosaid'),
  ...slideBase,
  /** An earlier open-text slide whose answers are the quotes. */
  sourceSlideId: z.string({ error: 'must be the id of an earlier opentext slide' }).min(1, { error: 'is required' }),
  rounds: int(1, 10).default(3),
  timeLimit,
  points,
});

export const spinnerSlideSchema = z
  .object({
    type: z.literal('spinner'),
    ...slideBase,
    title: text(DECK_LIMITS.title).default(''),
    source: z.enum(['participants', 'items'], { error: 'must be participants or items' }).default('participants'),
    items: z.array(requiredText(DECK_LIMITS.optionText), { error: 'must be a list' }).max(50, { error: 'at most 50 items' }).default([]),
  })
  .superRefine((s, ctx) => {
    if (s.source === 'items' && s.items.length < 2) ctx.addIssue({ code: 'custom', path: ['items'], message: 'at least 2 items to spin' });
  });

/** Names for people of the types above, until each brings its own definition (and label). */
export const LATER_TYPE_LABELS: Readonly<Record<string, string>> = {
  wouldyourather: 'Would you rather',
  twotruths: 'Two truths and a lie',
  whosaid: 'Who said it?',
  spinner: 'Spinner',
};
