import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { slideBase, text } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { emptyTextProblems } from '../scoring';
import { publicFields } from '../publicContent';
import type { Random, ScaleStatementResult, SlideTypeDefinition } from '../types';
import { SCALE_LIMITS, scaleAverage } from './scaleRange';

const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(min, { error: `at least ${min}` })
    .max(max, { error: `at most ${max}` });

export const scaleSlideSchema = z
  .object({
    type: z.literal('scale'),
    ...slideBase,
    question: text(DECK_LIMITS.question).default(''),
    /** What each participant rates, in the order they are shown; empty texts are a draft's problems. */
    statements: z
      .array(text(DECK_LIMITS.optionText), { error: 'must be a list of statements' })
      .min(SCALE_LIMITS.statements.min, { error: `at least ${SCALE_LIMITS.statements.min} statement` })
      .max(SCALE_LIMITS.statements.max, { error: `at most ${SCALE_LIMITS.statements.max} statements` }),
    min: wholeNumber(SCALE_LIMITS.lowest, SCALE_LIMITS.highest - 1).default(1),
    max: wholeNumber(SCALE_LIMITS.lowest + 1, SCALE_LIMITS.highest).default(5),
    /** Words under the ends of the scale: "Not at all" … "Completely". */
    minLabel: text(SCALE_LIMITS.label).optional(),
    maxLabel: text(SCALE_LIMITS.label).optional(),
  })
  .superRefine((s, ctx) => {
    if (s.min >= s.max) ctx.addIssue({ code: 'custom', path: ['max'], message: 'must be more than min' });
  });
export type ScaleSlide = z.infer<typeof scaleSlideSchema>;

/**
 * One entry per statement, in the slide's order: a whole number on the scale, or null for a
 * statement the participant skipped (SPEC R13.2). The range is the slide's, checked by
 * `checkAnswer`; the schema bounds only the shape.
 */
export const scaleAnswerSchema = z.object({
  values: z
    .array(
      z.number({ error: 'values: each must be a whole number or null' }).int({ error: 'values: each must be a whole number' }).nullable(),
      { error: 'values must be a list' },
    )
    .max(SCALE_LIMITS.statements.max, { error: `values: at most ${SCALE_LIMITS.statements.max}` }),
});
export type ScaleAnswer = z.infer<typeof scaleAnswerSchema>;

/** Why an answer does not fit this slide (SPEC R13.2), or null. */
export function checkScaleAnswer(s: ScaleSlide, a: ScaleAnswer): string | null {
  const n = s.statements.length;
  if (a.values.length !== n) return n === 1 ? 'values: one value, for the one statement' : `values: one per statement, ${n} in all`;
  const outside = a.values.findIndex((v) => v !== null && (v < s.min || v > s.max));
  if (outside >= 0) return `values[${outside}]: must be between ${s.min} and ${s.max}`;
  if (a.values.every((v) => v === null)) return 'values: rate at least one statement';
  return null;
}

/**
 * Per statement, how many rated it, their average to one decimal and how many gave each value
 * from min to max (SPEC R13.3). A value off the scale is not counted (checkAnswer refuses it
 * before it is stored; a slide edited between events must not break old results).
 */
export function aggregateScale(s: ScaleSlide, answers: readonly ScaleAnswer[]): ScaleStatementResult[] {
  const width = s.max - s.min + 1;
  return s.statements.map((_, i) => {
    const distribution = new Array<number>(width).fill(0);
    let count = 0;
    let sum = 0;
    for (const a of answers) {
      const v = a.values[i];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < s.min || v > s.max) continue;
      distribution[v - s.min]! += 1;
      count += 1;
      sum += v;
    }
    return { count, average: scaleAverage(sum, count), distribution };
  });
}

/**
 * Plausible ratings for previews: each statement leans to its own part of the scale, as real
 * rooms agree more on some statements than others; now and then a statement is skipped.
 */
function simulateScale(s: ScaleSlide, count: number, random: Random): ScaleAnswer[] {
  const width = s.max - s.min;
  const centres = s.statements.map(() => s.min + random() * width);
  return Array.from({ length: count }, () => {
    const values = centres.map((c) => {
      if (random() < 0.05) return null;
      const spread = (random() + random() - 1) * width * 0.45;
      return Math.min(s.max, Math.max(s.min, Math.round(c + spread)));
    });
    // At least one statement is rated (R13.2).
    if (!values.some((v) => v !== null)) values[0] = Math.round(centres[0]!);
    return { values };
  });
}

export const scaleType: SlideTypeDefinition<ScaleSlide, ScaleAnswer> = {
  type: 'scale',
  label: 'Scale',
  description: 'Rate 1 to 8 statements on a scale; live averages and spread. No points.',
  schema: scaleSlideSchema,
  steps: ['answering', 'results'],
  scored: false,
  create: () => ({ type: 'scale', id: newSlideId(), question: '', statements: ['', ''], min: 1, max: 5 }),
  problems: (s) => emptyTextProblems({ question: s.question, ...Object.fromEntries(s.statements.map((t, i) => [`statements[${i}]`, t])) }),
  answerSchema: scaleAnswerSchema,
  // Each statement with its rating: "The food: 4; The talks: skipped".
  answerInWords: (s, a) => a.values.map((v, i) => `${s.statements[i] ?? `#${i + 1}`}: ${v === null ? 'skipped' : String(v)}`).join('; '),
  checkAnswer: checkScaleAnswer,
  aggregate: (s, answers) => ({ kind: 'scale', total: answers.length, statements: aggregateScale(s, answers) }),
  simulate: simulateScale,
  // Nothing here is a solution: everything but the host's notes.
  publicContent: (s) => publicFields(s),
};
