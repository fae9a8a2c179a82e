import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { slideBase, text } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { publicFields } from '../publicContent';
import type { SlideProblem, SlideTypeDefinition, SpinsResults } from '../types';
import { isSpinnerPlay, spinsSoFar, type SpinnerPlay } from './wheel';

/** Items a wheel of items may hold (SPEC R21.1). */
export const SPINNER_MAX_ITEMS = 50;

/**
 * A wheel of the event's participants or of the slide's own items (SPEC R21). Drafts save:
 * an empty item or too few items is a problem that stops hosting, not a refusal to save.
 */
export const spinnerSlideSchema = z.object({
  type: z.literal('spinner'),
  ...slideBase,
  title: text(DECK_LIMITS.title).default(''),
  source: z.enum(['participants', 'items'], { error: 'must be participants or items' }).default('participants'),
  items: z
    .array(text(DECK_LIMITS.optionText), { error: 'must be a list' })
    .max(SPINNER_MAX_ITEMS, { error: `at most ${SPINNER_MAX_ITEMS} items` })
    .default([]),
  /** Winners are taken out for the next spin (R21.4); on unless the deck says otherwise. */
  removeWinners: z.boolean({ error: 'must be true or false' }).default(true),
});
export type SpinnerSlide = z.infer<typeof spinnerSlideSchema>;

function spinnerProblems(s: SpinnerSlide): SlideProblem[] {
  if (s.source !== 'items') return [];
  const problems: SlideProblem[] = s.items.flatMap((item, i) => (item.trim() ? [] : [{ path: `items[${i}]`, message: 'is required' }]));
  if (s.items.length < 2) problems.unshift({ path: 'items', message: 'at least 2 items to spin' });
  return problems;
}

/**
 * R21.5: phones and big screens see the wheel, who was handed the spin, the earlier winners,
 * and where it stops once spun. The play holds the stop only from the `result` step (the
 * decider draws it there and drops it when the host steps back), so nothing is held back here
 * but what is not the wheel's.
 */
export function publicSpinnerPlay(play: unknown): SpinnerPlay | null {
  if (!isSpinnerPlay(play)) return null;
  const { segments, pool, taken, spinnerId, spinnerNickname, winner, spunAt, landing } = play;
  return { segments, pool, taken, spinnerId, spinnerNickname, winner, spunAt, landing };
}

/**
 * R21.7: the spins so far, from the round's play (its `taken` holds the earlier rounds'
 * winners), since nobody answers. Without a play (before the first spin step): none.
 */
export function spinnerResults(play: unknown): SpinsResults {
  const winners = isSpinnerPlay(play) ? spinsSoFar(play).map((s) => s.label) : [];
  return { kind: 'spins', total: winners.length, winners };
}

export const spinnerType: SlideTypeDefinition<SpinnerSlide> = {
  type: 'spinner',
  label: 'Spinner',
  description: 'A wheel of the participants or of your items; spin it, and spin again.',
  schema: spinnerSlideSchema,
  steps: ['spin', 'result'],
  scored: false,
  moreRounds: true,
  create: () => ({ type: 'spinner', id: newSlideId(), title: '', source: 'participants', items: [], removeWinners: true }),
  problems: spinnerProblems,
  // No answers to aggregate: the results are the play's winners (the host's notes list them).
  aggregate: (_s, _answers, _meta, play) => spinnerResults(play),
  // Nothing on the slide is a solution: the stop is decided at the spin, in the play.
  publicContent: (s) => publicFields(s),
  publicPlay: (_s, play) => publicSpinnerPlay(play),
};
