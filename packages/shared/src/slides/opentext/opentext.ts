import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { slideBase, text } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { answerText } from '../answerText';
import { emptyTextProblems } from '../scoring';
import type { SlideTypeDefinition, TextResultItem } from '../types';
import { publicFields } from '../publicContent';

export const openTextSlideSchema = z.object({
  type: z.literal('opentext'),
  ...slideBase,
  question: text(DECK_LIMITS.question).default(''),
  maxLength: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(1, { error: 'at least 1' })
    .max(280, { error: 'at most 280' })
    .default(280),
  /** Whether participants can upvote each other's answers. */
  upvotes: z.boolean({ error: 'must be true or false' }).default(false),
});
export type OpenTextSlide = z.infer<typeof openTextSlideSchema>;

export const textAnswerSchema = z.object({ text: answerText('text', 2000) });
export type TextAnswer = z.infer<typeof textAnswerSchema>;

/**
 * The wall's order (SPEC R8.5): most upvoted first, then newest first. Items come in the order
 * they arrived, so a stable sort over the reversed list does it.
 */
function wallOrder(items: TextResultItem[]): TextResultItem[] {
  return items.reverse().sort((a, b) => b.upvotes - a.upvotes);
}

const SAMPLE_TEXTS = [
  'More time to talk with each other',
  'The quiz round was the best part',
  'Shorter breaks, please',
  'I learned two new names today',
  'Can we do this every month?',
  'Great energy in the room',
];

export const openTextType: SlideTypeDefinition<OpenTextSlide, TextAnswer> = {
  type: 'opentext',
  label: 'Open text',
  description: 'Free-text answers shown as a wall; optionally upvoted.',
  schema: openTextSlideSchema,
  steps: ['answering', 'results'],
  scored: false,
  create: () => ({ type: 'opentext', id: newSlideId(), question: '', maxLength: 280, upvotes: false }),
  problems: (s) => emptyTextProblems({ question: s.question }),
  answerSchema: textAnswerSchema,
  answerInWords: (_s, a) => a.text,
  checkAnswer(s, a) {
    const t = a.text.trim();
    if (!t) return 'text: write something first';
    if (t.length > s.maxLength) return `text: at most ${s.maxLength} characters`;
    return null;
  },
  answerMeta: true,
  aggregate: (_s, answers, meta) => ({
    kind: 'texts',
    total: answers.length,
    items: wallOrder(
      answers.map((a, i) => ({ ...(meta?.[i] ? { id: meta[i].id } : {}), text: a.text.trim(), upvotes: meta?.[i]?.upvotes ?? 0 })),
    ).filter((i) => i.text),
  }),
  simulate: (s, count, random) =>
    Array.from({ length: count }, () => ({ text: SAMPLE_TEXTS[Math.floor(random() * SAMPLE_TEXTS.length)]!.slice(0, s.maxLength) })),
  // Nothing here is a solution: everything but the host's notes.
  publicContent: (s) => publicFields(s),
  takesUpvotes: (s) => s.upvotes,
};
