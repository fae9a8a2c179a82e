import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { slideBase, text } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { emptyTextProblems } from '../scoring';
import { picksInWords } from '../inWords';
import { publicFields } from '../publicContent';
import type { SlideTypeDefinition } from '../types';
import { bordaCount, rankingOrderProblem } from './borda';

export const rankingSlideSchema = z.object({
  type: z.literal('ranking'),
  ...slideBase,
  question: text(DECK_LIMITS.question).default(''),
  /** Shown to everyone in this order; there is no right order (SPEC R14.1). */
  items: z
    .array(text(DECK_LIMITS.optionText), { error: 'must be a list' })
    .min(2, { error: 'at least 2 items' })
    .max(10, { error: 'at most 10 items' }),
});
export type RankingSlide = z.infer<typeof rankingSlideSchema>;

/** Item indices from the participant's first choice to their last (SPEC R14.2). */
export const rankingAnswerSchema = z.object({
  order: z.array(z.number().int().min(0), { error: 'order must be a list of item numbers' }).max(10, { error: 'order: at most 10 items' }),
});
export type RankingAnswer = z.infer<typeof rankingAnswerSchema>;

export const rankingType: SlideTypeDefinition<RankingSlide, RankingAnswer> = {
  type: 'ranking',
  label: 'Ranking',
  description: 'Everyone puts 2 to 10 items in their order; the room’s ranking builds live.',
  schema: rankingSlideSchema,
  steps: ['answering', 'results'],
  scored: false,
  create: () => ({ type: 'ranking', id: newSlideId(), question: '', items: ['', '', ''] }),
  problems: (s) => emptyTextProblems({ question: s.question, ...Object.fromEntries(s.items.map((item, i) => [`items[${i}]`, item])) }),
  answerSchema: rankingAnswerSchema,
  // First choice first; items are shown in the deck's order.
  answerInWords: (s, a) => picksInWords(s.items, a.order, ' > '),
  checkAnswer: (s, a) => rankingOrderProblem(a.order, s.items.length),
  aggregate: (s, answers) => ({ kind: 'ranking', ...bordaCount(s.items.length, answers) }),
  simulate: (s, count, random) =>
    Array.from({ length: count }, () => {
      // A shared taste with personal noise: a believable consensus, never unanimous.
      const keys = s.items.map((_, i) => i + random() * s.items.length * 0.9);
      return {
        order: keys
          .map((key, i) => ({ key, i }))
          .sort((a, b) => a.key - b.key)
          .map((k) => k.i),
      };
    }),
  // Nothing here is a solution: everything but the host's notes.
  publicContent: (s) => publicFields(s),
};
