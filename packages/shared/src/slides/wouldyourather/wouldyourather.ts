import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { imageUrl, slideBase, text } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { choicesAnswerSchema, type ChoicesAnswer } from '../quiz/quiz';
import { checkChoices, countChoices, emptyTextProblems } from '../scoring';
import { picksInWords } from '../inWords';
import { publicFields } from '../publicContent';
import type { AnswerMeta, SlideTypeDefinition, SidesResults } from '../types';

/** How many names each side shows at the results (SPEC R18.4): a few faces, not a roll call. */
export const WYR_NAMES_PER_SIDE = 5;

export const wouldYouRatherSlideSchema = z.object({
  type: z.literal('wouldyourather'),
  ...slideBase,
  /**
   * A prompt above the two options; empty, the screens say "Would you rather…". Optional so
   * decks written before it (options only) stay valid as they were.
   */
  question: text(DECK_LIMITS.question).default(''),
  /** Option A (answer 0) and option B (answer 1); a draft may leave them empty (problems). */
  optionA: text(DECK_LIMITS.optionText).default(''),
  optionB: text(DECK_LIMITS.optionText).default(''),
  imageA: imageUrl.optional(),
  imageB: imageUrl.optional(),
  /** The results name a few people on each side (R18.4); off, results never carry a name. */
  showNames: z.boolean({ error: 'must be true or false' }).default(true),
});
export type WouldYouRatherSlide = z.infer<typeof wouldYouRatherSlideSchema>;

/**
 * Counts per side and, when the slide shows names, the first few who picked each side
 * (R18.4). "First to answer" is the fair pick that does not move: every refresh names the
 * same people, and being quick is the only way onto the screen. `meta` runs parallel to
 * `answers` in arrival order; without it (previews) no one is named.
 */
export function aggregateSides(slide: WouldYouRatherSlide, answers: readonly ChoicesAnswer[], meta?: readonly AnswerMeta[]): SidesResults {
  const [a = 0, b = 0] = countChoices(2, answers);
  if (!slide.showNames) return { kind: 'sides', total: answers.length, counts: [a, b], names: null };
  const names: [string[], string[]] = [[], []];
  answers.forEach((answer, i) => {
    const side = answer.choices.length === 1 ? answer.choices[0] : undefined;
    const nickname = meta?.[i]?.nickname;
    if ((side === 0 || side === 1) && nickname && names[side].length < WYR_NAMES_PER_SIDE) names[side].push(nickname);
  });
  return { kind: 'sides', total: answers.length, counts: [a, b], names };
}

export const wouldYouRatherType: SlideTypeDefinition<WouldYouRatherSlide, ChoicesAnswer> = {
  type: 'wouldyourather',
  label: 'Would you rather',
  description: 'Two options, everyone picks a side; the screen splits live.',
  schema: wouldYouRatherSlideSchema,
  steps: ['answering', 'results'],
  scored: false,
  create: () => ({ type: 'wouldyourather', id: newSlideId(), question: '', optionA: '', optionB: '', showNames: true }),
  // The prompt may stay empty (the screens word it); the two options may not.
  problems: (s) => emptyTextProblems({ optionA: s.optionA, optionB: s.optionB }),
  answerSchema: choicesAnswerSchema,
  // Answer 0 is option A, 1 option B.
  answerInWords: (s, a) => picksInWords([s.optionA, s.optionB], a.choices, '; '),
  checkAnswer: (_s, a) => checkChoices(a.choices, 2, false),
  aggregate: (s, answers, meta) => aggregateSides(s, answers, meta),
  // Names of the aggregate: which nicknames answered (R16.5), only when the slide shows them.
  answerMeta: true,
  simulate: (_s, count, random) => {
    // A room leans one way, never all of it: a share for A between 25 % and 75 %.
    const shareA = 0.25 + random() * 0.5;
    return Array.from({ length: count }, () => ({ choices: [random() < shareA ? 0 : 1] }));
  },
  // Nothing here is a solution: everything but the host's notes.
  publicContent: (s) => publicFields(s),
};
