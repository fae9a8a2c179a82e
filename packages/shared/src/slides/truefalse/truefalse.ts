import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { points, slideBase, text, timeLimit } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { emptyTextProblems, timedPoints } from '../scoring';
import { publicFields } from '../publicContent';
import type { SlideTypeDefinition } from '../types';

export const trueFalseSlideSchema = z.object({
  type: z.literal('truefalse'),
  ...slideBase,
  question: text(DECK_LIMITS.question).default(''),
  answer: z.boolean({ error: 'must be true or false' }),
  timeLimit,
  points,
  explanation: text(DECK_LIMITS.explanation).optional(),
});
export type TrueFalseSlide = z.infer<typeof trueFalseSlideSchema>;

export const valueAnswerSchema = z.object({ value: z.boolean({ error: 'value must be true or false' }) });
export type TrueFalseAnswer = z.infer<typeof valueAnswerSchema>;

export const trueFalseType: SlideTypeDefinition<TrueFalseSlide, TrueFalseAnswer> = {
  type: 'truefalse',
  label: 'True or false',
  description: 'A statement people judge true or false, against the clock.',
  schema: trueFalseSlideSchema,
  steps: ['question', 'answering', 'reveal', 'leaderboard'],
  scored: true,
  create: () => ({ type: 'truefalse', id: newSlideId(), question: '', answer: true, timeLimit: 20, points: 'standard' }),
  problems: (s) => emptyTextProblems({ question: s.question }),
  answerSchema: valueAnswerSchema,
  answerInWords: (_s, a) => (a.value ? 'True' : 'False'),
  // Results are drawn as two options: 0 = True, 1 = False.
  aggregate: (s, answers) => ({
    kind: 'choices',
    total: answers.length,
    counts: [answers.filter((a) => a.value).length, answers.filter((a) => !a.value).length],
    correct: [s.answer ? 0 : 1],
  }),
  score(s, a, timing) {
    const correct = a.value === s.answer;
    return { correct, points: correct ? timedPoints(s.points, timing.answerMs, timing.limitMs) : 0 };
  },
  publicContent: (s, revealed) => publicFields(s, revealed ? [] : ['answer', 'explanation']),
  simulate: (s, count, random) => Array.from({ length: count }, () => ({ value: random() < 0.65 ? s.answer : !s.answer })),
};
