import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { imageUrl, slideBase, text } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { choicesAnswerSchema, type ChoicesAnswer } from '../quiz/quiz';
import { checkChoices, countChoices, emptyTextProblems, pickDistinct, repeatedTextProblems } from '../scoring';
import { picksInWords } from '../inWords';
import { publicFields } from '../publicContent';
import type { SlideTypeDefinition } from '../types';

export const pollSlideSchema = z.object({
  type: z.literal('poll'),
  ...slideBase,
  question: text(DECK_LIMITS.question).default(''),
  options: z
    .array(z.object({ text: text(DECK_LIMITS.optionText).default(''), image: imageUrl.optional() }), { error: 'must be a list of options' })
    .min(2, { error: 'at least 2 options' })
    .max(10, { error: 'at most 10 options' }),
  /** Whether a participant may pick several options. */
  multiple: z.boolean({ error: 'must be true or false' }).default(false),
});
export type PollSlide = z.infer<typeof pollSlideSchema>;

export const pollType: SlideTypeDefinition<PollSlide, ChoicesAnswer> = {
  type: 'poll',
  label: 'Poll',
  description: 'Ask the room; results appear live. No right answer, no points.',
  schema: pollSlideSchema,
  steps: ['answering', 'results'],
  scored: false,
  create: () => ({ type: 'poll', id: newSlideId(), question: '', options: [{ text: '' }, { text: '' }, { text: '' }], multiple: false }),
  problems: (s) => [
    ...emptyTextProblems({ question: s.question, ...Object.fromEntries(s.options.map((o, i) => [`options[${i}].text`, o.text])) }),
    ...repeatedTextProblems(
      s.options.map((o) => o.text),
      'option',
      (i) => `options[${i}].text`,
    ),
  ],
  answerSchema: choicesAnswerSchema,
  answerInWords(s, a) {
    const texts = s.options.map((o) => o.text);
    return picksInWords(texts, a.choices, '; ');
  },
  checkAnswer: (s, a) => checkChoices(a.choices, s.options.length, s.multiple),
  aggregate: (s, answers) => ({ kind: 'choices', total: answers.length, counts: countChoices(s.options.length, answers) }),
  simulate: (s, count, random) =>
    Array.from({ length: count }, () => ({
      // Skewed towards the first options, as real polls usually are.
      choices: s.multiple
        ? pickDistinct(1 + Math.floor(random() * 2), s.options.length, random)
        : [Math.floor(random() ** 1.6 * s.options.length)],
    })),
  // Nothing here is a solution: everything but the host's notes.
  publicContent: (s) => publicFields(s),
};
