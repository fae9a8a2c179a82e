import { z } from 'zod';
import { DECK_LIMITS, POINTS } from '../../deck/limits';
import { points, slideBase, text, timeLimit } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { emptyTextProblems } from '../scoring';
import { publicFields } from '../publicContent';
import type { SlideTypeDefinition } from '../types';
import {
  bucketIndexOf,
  closeness,
  hasAtMostDecimals,
  isWithinTolerance,
  medianOf,
  NUMBER_MAX_DECIMALS,
  numberBuckets,
  numberDecimals,
  roundTo,
} from './numberMath';

const finite = z.number({ error: 'must be a number' }).finite();

/** "must be a whole number" for 0 places, else "at most N decimal places". */
const placesMessage = (decimals: number) =>
  decimals === 0 ? 'must be a whole number' : `at most ${decimals} decimal place${decimals === 1 ? '' : 's'}`;

export const numberSlideSchema = z
  .object({
    type: z.literal('number'),
    ...slideBase,
    question: text(DECK_LIMITS.question).default(''),
    answer: finite,
    min: finite,
    max: finite,
    /** How far from `answer` a guess may be and still count as right (R12.3). */
    tolerance: z.number({ error: 'must be a number' }).finite().min(0, { error: 'at least 0' }).default(0),
    /**
     * The decimal places a guess may have: 0 for whole numbers. Absent (decks made before it
     * existed), the most that min, max, answer and tolerance are written with (R12.2).
     */
    decimals: z
      .number({ error: 'must be a number' })
      .int({ error: 'must be a whole number' })
      .min(0, { error: 'at least 0' })
      .max(NUMBER_MAX_DECIMALS, { error: `at most ${NUMBER_MAX_DECIMALS}` })
      .optional(),
    timeLimit,
    points,
    explanation: text(DECK_LIMITS.explanation).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.min >= s.max) ctx.addIssue({ code: 'custom', path: ['max'], message: 'must be more than min' });
    else if (s.answer < s.min || s.answer > s.max)
      ctx.addIssue({ code: 'custom', path: ['answer'], message: 'must be between min and max' });
    // With `decimals` set, the range and the answer must be guesses a phone can send.
    // (Refinements run even when a field failed: each value is checked before it is used.)
    const { decimals } = s;
    if (Number.isInteger(decimals) && decimals! >= 0 && decimals! <= NUMBER_MAX_DECIMALS)
      for (const key of ['min', 'max', 'answer'] as const)
        if (Number.isFinite(s[key]) && !hasAtMostDecimals(s[key], decimals!))
          ctx.addIssue({ code: 'custom', path: [key], message: placesMessage(decimals!) });
  });
export type NumberSlide = z.infer<typeof numberSlideSchema>;

export const numberAnswerSchema = z.object({ value: z.number({ error: 'value must be a number' }).finite() });
export type NumberAnswer = z.infer<typeof numberAnswerSchema>;

/**
 * R12.5: a guess scores round(points × (1 − t / 2T) × closeness): the quiz's timed points
 * (R6.1), scaled by how close it is (R12.4), rounded once.
 */
export function numberPoints(s: NumberSlide, value: number, answerMs: number, limitMs: number): number {
  const full = POINTS[s.points];
  if (full === 0 || limitMs <= 0) return 0;
  const t = Math.min(Math.max(answerMs, 0), limitMs);
  return Math.round(full * (1 - t / (2 * limitMs)) * closeness(s, value));
}

/** A standard normal draw (Box–Muller), for guesses that bunch around the answer. */
function gaussian(random: () => number): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export const numberType: SlideTypeDefinition<NumberSlide, NumberAnswer> = {
  type: 'number',
  label: 'Guess the number',
  description: 'Everyone guesses a number on a slider; the closest guesses score most.',
  schema: numberSlideSchema,
  steps: ['question', 'answering', 'reveal', 'leaderboard'],
  scored: true,
  create: () => ({
    type: 'number',
    id: newSlideId(),
    question: '',
    answer: 50,
    min: 0,
    max: 100,
    tolerance: 0,
    decimals: 0,
    timeLimit: 20,
    points: 'standard',
  }),
  problems: (s) => emptyTextProblems({ question: s.question }),
  answerSchema: numberAnswerSchema,
  answerInWords: (_s, a) => String(a.value),
  // R12.1, R12.2: inside the range, with no more decimal places than the slide allows.
  checkAnswer(s, a) {
    if (a.value < s.min || a.value > s.max) return `value: must be between ${s.min} and ${s.max}`;
    const decimals = numberDecimals(s);
    if (!hasAtMostDecimals(a.value, decimals)) return `value: ${placesMessage(decimals)}`;
    return null;
  },
  // R12.6: the distribution over [min, max], its middle, and the answer with its band.
  aggregate(s, answers) {
    const buckets = numberBuckets(s);
    const values: number[] = [];
    let sum = 0;
    let inside = 0;
    for (const a of answers) {
      const v = a.value;
      values.push(v);
      sum += v;
      if (isWithinTolerance(s, v)) inside++;
      buckets[bucketIndexOf(s, v)]!.count++;
    }
    return {
      kind: 'numbers',
      total: answers.length,
      buckets,
      median: medianOf(values),
      mean: values.length ? sum / values.length : null,
      inside,
      answer: s.answer,
      tolerance: s.tolerance,
    };
  },
  // R12.3–R12.5: right within the tolerance; points for closeness either way.
  score(s, a, timing) {
    return { correct: isWithinTolerance(s, a.value), points: numberPoints(s, a.value, timing.answerMs, timing.limitMs) };
  },
  // R12.7: the answer and the explanation wait for the reveal; the tolerance and the range do
  // not give the answer away, and phones need the decimal places to build their slider.
  publicContent: (s, revealed) => ({
    ...publicFields(s, revealed ? [] : ['answer', 'explanation']),
    decimals: numberDecimals(s),
  }),
  // Guesses bunch around the answer (a sixth of the range either side), a few anywhere.
  simulate: (s, count, random) => {
    const decimals = numberDecimals(s);
    const spread = (s.max - s.min) / 6;
    return Array.from({ length: count }, () => {
      const raw = random() < 0.15 ? s.min + random() * (s.max - s.min) : s.answer + gaussian(random) * spread;
      return { value: roundTo(Math.min(s.max, Math.max(s.min, raw)), decimals) };
    });
  },
};
