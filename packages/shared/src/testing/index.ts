/**
 * Test factories shared by every package's tests: one way to build a slide, a deck or a
 * seeded random, instead of a copy per test file. Imported as `@mingle/shared/testing`;
 * the product code never imports it (it is not re-exported from the package's index).
 */
import type { z } from 'zod';
import { DECK_FORMAT_VERSION, type DeckInput } from '../deck/deck';
import type { Slide } from '../slides/registry';
import { contentSlideSchema } from '../slides/content/content';
import { openTextSlideSchema } from '../slides/opentext/opentext';
import { pollSlideSchema } from '../slides/poll/poll';
import { quizSlideSchema } from '../slides/quiz/quiz';
import { rankingSlideSchema } from '../slides/ranking/ranking';
import { scaleSlideSchema } from '../slides/scale/scale';
import { trueFalseSlideSchema } from '../slides/truefalse/truefalse';
import { typeAnswerSlideSchema } from '../slides/typeanswer/typeanswer';
import { wordCloudSlideSchema } from '../slides/wordcloud/wordcloud';
import { describeIssues } from '../validation';

/** The path-prefixed messages a person would see for `input`, or [] when it is valid. */
export function schemaIssues(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : describeIssues(result.error);
}

/** mulberry32: a small seeded random, so simulations repeat exactly. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Overrides = Record<string, unknown>;

/** A two-option quiz whose first option is right; `over` replaces any field. */
export const quizSlide = (id = 'q1', over: Overrides = {}): Slide =>
  quizSlideSchema.parse({
    type: 'quiz',
    id,
    question: `Question ${id}`,
    options: [{ text: 'right', correct: true }, { text: 'wrong' }],
    timeLimit: 20,
    ...over,
  }) as Slide;

/** The answers that score and miss on `quizSlide`. */
export const RIGHT_CHOICE = { choices: [0] };
export const WRONG_CHOICE = { choices: [1] };

export const pollSlide = (id = 'p1', over: Overrides = {}): Slide =>
  pollSlideSchema.parse({ type: 'poll', id, question: 'Tea or coffee?', options: [{ text: 'Tea' }, { text: 'Coffee' }], ...over }) as Slide;

export const trueFalseSlide = (id = 't1', over: Overrides = {}): Slide =>
  trueFalseSlideSchema.parse({ type: 'truefalse', id, question: 'The sky is blue.', answer: true, timeLimit: 20, ...over }) as Slide;

/** A type-answer question whose accepted answer is "Canberra"; `over` replaces any field. */
export const typeAnswerSlide = (id = 'ta1', over: Overrides = {}): Slide =>
  typeAnswerSlideSchema.parse({
    type: 'typeanswer',
    id,
    question: 'Capital of Australia?',
    accepted: ['Canberra'],
    timeLimit: 20,
    ...over,
  }) as Slide;

export const wordCloudSlide = (id = 'w1', over: Overrides = {}): Slide =>
  wordCloudSlideSchema.parse({ type: 'wordcloud', id, question: 'One word for today?', ...over }) as Slide;

export const openTextSlide = (id = 'o1', over: Overrides = {}): Slide =>
  openTextSlideSchema.parse({ type: 'opentext', id, question: 'What should we do next time?', ...over }) as Slide;

/** A ranking of three items, shown in this order: Speed, Quality, Cost. */
export const rankingSlide = (id = 'r1', over: Overrides = {}): Slide =>
  rankingSlideSchema.parse({ type: 'ranking', id, question: 'Rank our priorities', items: ['Speed', 'Quality', 'Cost'], ...over }) as Slide;

/** Two statements rated 1 to 5, with end labels. */
export const scaleSlide = (id = 's1', over: Overrides = {}): Slide =>
  scaleSlideSchema.parse({
    type: 'scale',
    id,
    question: 'How was the day?',
    statements: ['The talks', 'The food'],
    minLabel: 'Poor',
    maxLabel: 'Great',
    ...over,
  }) as Slide;

export const contentSlide = (id = 'c1', over: Overrides = {}): Slide =>
  contentSlideSchema.parse({ type: 'content', id, title: 'Welcome', ...over }) as Slide;

/** A deck document of the format holding `slides` (a single quiz when none are given). */
export const deckDocument = (slides: Slide[] = [quizSlide()], over: Partial<DeckInput> = {}): DeckInput => ({
  version: DECK_FORMAT_VERSION,
  title: 'Quiz night',
  slides,
  ...over,
});
