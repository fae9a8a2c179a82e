import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { imageUrl, points, slideBase, text, timeLimit } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { checkChoices, countChoices, emptyTextProblems, pickDistinct, repeatedTextProblems, timedPoints } from '../scoring';
import { picksInWords } from '../inWords';
import { publicFields } from '../publicContent';
import type { SlideTypeDefinition } from '../types';

export const quizOptionSchema = z.object({
  text: text(DECK_LIMITS.optionText).default(''),
  image: imageUrl.optional(),
  correct: z.boolean({ error: 'must be true or false' }).default(false),
});

export const quizSlideSchema = z.object({
  type: z.literal('quiz'),
  ...slideBase,
  question: text(DECK_LIMITS.question).default(''),
  options: z
    .array(quizOptionSchema, { error: 'must be a list of options' })
    .min(2, { error: 'at least 2 options' })
    .max(6, { error: 'at most 6 options' }),
  multiSelect: z.boolean({ error: 'must be true or false' }).default(false),
  timeLimit,
  points,
  explanation: text(DECK_LIMITS.explanation).optional(),
});
export type QuizSlide = z.infer<typeof quizSlideSchema>;

export const choicesAnswerSchema = z.object({
  choices: z.array(z.number().int().min(0), { error: 'choices must be a list of option numbers' }).max(10),
});
export type ChoicesAnswer = z.infer<typeof choicesAnswerSchema>;

const correctIndexes = (s: QuizSlide) => s.options.flatMap((o, i) => (o.correct ? [i] : []));

export const quizType: SlideTypeDefinition<QuizSlide, ChoicesAnswer> = {
  type: 'quiz',
  label: 'Quiz',
  description: 'A question with 2 to 6 options; fast correct answers score most.',
  schema: quizSlideSchema,
  steps: ['question', 'answering', 'reveal', 'leaderboard'],
  scored: true,
  create: () => ({
    type: 'quiz',
    id: newSlideId(),
    question: '',
    options: [
      { text: '', correct: true },
      { text: '', correct: false },
      { text: '', correct: false },
      { text: '', correct: false },
    ],
    multiSelect: false,
    timeLimit: 20,
    points: 'standard',
  }),
  problems(s) {
    const out = [
      ...emptyTextProblems({ question: s.question, ...Object.fromEntries(s.options.map((o, i) => [`options[${i}].text`, o.text])) }),
      ...repeatedTextProblems(
        s.options.map((o) => o.text),
        'option',
        (i) => `options[${i}].text`,
      ),
    ];
    const correct = s.options.filter((o) => o.correct).length;
    if (correct === 0) out.push({ path: 'options', message: 'mark at least one option correct' });
    if (!s.multiSelect && correct > 1)
      out.push({ path: 'options', message: 'only one option can be correct unless several answers are allowed' });
    return out;
  },
  answerSchema: choicesAnswerSchema,
  // The chosen options by their text (reports, exports).
  answerInWords(s, a) {
    const texts = s.options.map((o) => o.text);
    return picksInWords(texts, a.choices, '; ');
  },
  checkAnswer: (s, a) => checkChoices(a.choices, s.options.length, s.multiSelect),
  aggregate: (s, answers) => ({
    kind: 'choices',
    total: answers.length,
    counts: countChoices(s.options.length, answers),
    correct: correctIndexes(s),
  }),
  // All or nothing: exactly the correct set of options.
  score(s, a, timing) {
    const want = correctIndexes(s);
    const got = [...new Set(a.choices)].sort((x, y) => x - y);
    const correct = got.length === want.length && got.every((c, i) => c === want[i]);
    return { correct, points: correct ? timedPoints(s.points, timing.answerMs, timing.limitMs) : 0 };
  },
  // Which options are correct, and the explanation, wait for the reveal.
  publicContent: (s, revealed) =>
    revealed ? publicFields(s) : { ...publicFields(s, ['explanation']), options: s.options.map((o) => publicFields(o, ['correct'])) },
  simulate: (s, count, random) =>
    Array.from({ length: count }, () => {
      const want = correctIndexes(s);
      // About 60 % pick the right answer, so the preview shows a believable spread.
      if (random() < 0.6) return { choices: s.multiSelect ? want : want.slice(0, 1) };
      return { choices: pickDistinct(s.multiSelect ? 1 + Math.floor(random() * 2) : 1, s.options.length, random) };
    }),
};
