import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { generatedId, points, slideBase, text, timeLimit } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { emptyTextProblems, pickDistinct, repeatedTextProblems, timedPoints } from '../scoring';
import { picksInWords } from '../inWords';
import { publicFields } from '../publicContent';
import type { SlideTypeDefinition } from '../types';
import { orderAsShown, placesRight } from './shownOrder';

export const ORDER_ITEMS = { min: 3, max: 6 } as const;

export const orderSlideSchema = z.object({
  type: z.literal('order'),
  ...slideBase,
  question: text(DECK_LIMITS.question).default(''),
  /** In the correct order; shown shuffled, the same way for everyone (R11). */
  items: z
    .array(text(DECK_LIMITS.optionText), { error: 'must be a list' })
    .min(ORDER_ITEMS.min, { error: `at least ${ORDER_ITEMS.min} items` })
    .max(ORDER_ITEMS.max, { error: `at most ${ORDER_ITEMS.max} items` }),
  /**
   * What the shown order is drawn from (R11.2, ADR 30): random, kept with the host, never sent
   * to phones. Generated when absent, like the id.
   */
  shuffleKey: generatedId,
  timeLimit,
  points,
  explanation: text(DECK_LIMITS.explanation).optional(),
});
export type OrderSlide = z.infer<typeof orderSlideSchema>;

export const orderAnswerSchema = z.object({
  order: z
    .array(
      z.number({ error: 'must be an item number' }).int({ error: 'must be an item number' }).min(0, { error: 'must be an item number' }),
      {
        error: 'order must be a list of item numbers',
      },
    )
    .max(ORDER_ITEMS.max, { error: `order: at most ${ORDER_ITEMS.max} items` }),
});
export type OrderAnswer = z.infer<typeof orderAnswerSchema>;

/** R11.5: the whole order, each shown item exactly once. */
export function checkOrder(order: readonly number[], count: number): string | null {
  if (order.length !== count) return `order: put all ${count} items in order`;
  if (order.some((i) => i >= count)) return `order: items are numbered 0 to ${count - 1}`;
  if (new Set(order).size !== order.length) return 'order: an item is placed twice';
  return null;
}

export const orderType: SlideTypeDefinition<OrderSlide, OrderAnswer> = {
  type: 'order',
  label: 'Put in order',
  description: 'Items to put in the right order; only the whole order scores.',
  schema: orderSlideSchema,
  steps: ['question', 'answering', 'reveal', 'leaderboard'],
  scored: true,
  create: () => ({
    type: 'order',
    id: newSlideId(),
    question: '',
    items: ['', '', '', ''],
    shuffleKey: newSlideId(),
    timeLimit: 30,
    points: 'standard',
  }),
  // Two items with the same words would make the shown order look solved, or unsolvable.
  problems: (s) => [
    ...emptyTextProblems({ question: s.question, ...Object.fromEntries(s.items.map((item, i) => [`items[${i}]`, item])) }),
    ...repeatedTextProblems(s.items, 'item', (i) => `items[${i}]`),
  ],
  answerSchema: orderAnswerSchema,
  // The answer numbers the items as they were shown, shuffled (R11.2), not in the deck's order.
  answerInWords: (s, a) => picksInWords(orderAsShown(s).items, a.order, ' > '),
  checkAnswer: (s, a) => checkOrder(a.order, s.items.length),
  aggregate(s, answers) {
    const shown = orderAsShown(s).items;
    const inPlace = new Array<number>(s.items.length).fill(0);
    let allRight = 0;
    for (const a of answers) {
      const places = placesRight(s.items, shown, a.order);
      places.forEach((right, k) => {
        if (right) inPlace[k] = (inPlace[k] ?? 0) + 1;
      });
      if (places.every(Boolean)) allRight++;
    }
    return { kind: 'order', total: answers.length, allRight, inPlace };
  },
  // R11.6: all or nothing, the whole order right.
  score(s, a, timing) {
    const correct = placesRight(s.items, orderAsShown(s).items, a.order).every(Boolean);
    return { correct, points: correct ? timedPoints(s.points, timing.answerMs, timing.limitMs) : 0 };
  },
  // R11.4: the items only in the shown order before the reveal; the solution from it.
  publicContent(s, revealed) {
    const { items, solution } = orderAsShown(s);
    if (!revealed) return { ...publicFields(s, ['items', 'shuffleKey', 'explanation']), shownItems: items };
    return { ...publicFields(s, ['items', 'shuffleKey']), shownItems: items, solution };
  },
  simulate(s, count, random) {
    const solution = orderAsShown(s).solution ?? [];
    // About 45 % get the whole order, so the preview shows a believable spread.
    return Array.from({ length: count }, () => ({
      order: random() < 0.45 ? [...solution] : pickDistinct(s.items.length, s.items.length, random),
    }));
  },
};
