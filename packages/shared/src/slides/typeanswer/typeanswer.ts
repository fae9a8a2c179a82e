import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { points, slideBase, text, timeLimit } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { answerText } from '../answerText';
import { emptyTextProblems, timedPoints } from '../scoring';
import { publicFields } from '../publicContent';
import type { Random, SlideProblem, SlideTypeDefinition, TypedAnswerGroup, TypedResults } from '../types';
import { displayTyped, normaliseTyped, TYPED_ANSWER_MAX, TYPED_RESULTS_TOP, typedAnswerMatches, typedFormMatches } from './match';

export const typeAnswerSlideSchema = z.object({
  type: z.literal('typeanswer'),
  ...slideBase,
  question: text(DECK_LIMITS.question).default(''),
  /** What counts as right; compared ignoring case, spacing and accents (SPEC R10). */
  accepted: z
    .array(text(DECK_LIMITS.optionText), { error: 'must be a list' })
    .min(1, { error: 'at least 1 accepted answer' })
    .max(10, { error: 'at most 10 accepted answers' }),
  /** Accept an answer one typo away from an accepted one (SPEC R10.5). */
  typoTolerance: z.boolean({ error: 'must be true or false' }).default(false),
  timeLimit,
  points,
  explanation: text(DECK_LIMITS.explanation).optional(),
});
export type TypeAnswerSlide = z.infer<typeof typeAnswerSlideSchema>;

export const typedAnswerSchema = z.object({ text: answerText('text', TYPED_ANSWER_MAX) });
export type TypedAnswer = z.infer<typeof typedAnswerSchema>;

interface Group {
  form: string;
  count: number;
  first: number;
  spellings: Map<string, number>;
}

/** The most common spelling of a group; on a tie, the one sent first (Map keeps arrival order). */
function spellingOf(group: Group): string {
  let best = '';
  let most = 0;
  for (const [spelling, count] of group.spellings) {
    if (count > most) {
      best = spelling;
      most = count;
    }
  }
  return best;
}

/**
 * Answers grouped by their compared form (R10.8): most given first, then first given; each
 * with its most common spelling and whether it counts. The top few are listed, the rest counted.
 */
export function aggregateTyped(slide: TypeAnswerSlide, answers: readonly TypedAnswer[]): TypedResults {
  const groups = new Map<string, Group>();
  answers.forEach((a, i) => {
    const form = normaliseTyped(a.text);
    if (!form) return;
    let group = groups.get(form);
    if (!group) {
      group = { form, count: 0, first: i, spellings: new Map() };
      groups.set(form, group);
    }
    group.count += 1;
    const spelling = displayTyped(a.text);
    group.spellings.set(spelling, (group.spellings.get(spelling) ?? 0) + 1);
  });
  const sorted = [...groups.values()].sort((x, y) => y.count - x.count || x.first - y.first);
  const listed: TypedAnswerGroup[] = sorted
    .slice(0, TYPED_RESULTS_TOP)
    .map((g) => ({ text: spellingOf(g), count: g.count, correct: typedFormMatches(slide, g.form) }));
  const correctCount = sorted.reduce((sum, g) => sum + (typedFormMatches(slide, g.form) ? g.count : 0), 0);
  const others = sorted.slice(TYPED_RESULTS_TOP).reduce((sum, g) => sum + g.count, 0);
  return { kind: 'typed', total: answers.length, correctCount, answers: listed, others };
}

const WRONG_GUESSES = ['No idea', 'Not sure', 'Pass'];

/**
 * One plausible typo on a letter: two neighbouring letters swapped, one left out or one
 * doubled. Spaces and punctuation are left alone: a typo there is no typo once compared (R10.2).
 */
function misspell(word: string, random: Random): string {
  const chars = Array.from(word);
  const letters = chars.flatMap((c, i) => (/\p{L}/u.test(c) ? [i] : []));
  if (letters.length < 2) return `${word}${word}`;
  const at = letters[Math.floor(random() * letters.length)]!;
  const kind = Math.floor(random() * 3);
  const next = at + 1;
  if (kind === 0 && next < chars.length && /\p{L}/u.test(chars[next]!) && chars[next] !== chars[at])
    [chars[at], chars[next]] = [chars[next]!, chars[at]!];
  else if (kind === 1) chars.splice(at, 1);
  else chars.splice(at, 0, chars[at]!);
  return chars.join('');
}

function simulateOne(slide: TypeAnswerSlide, random: Random): TypedAnswer {
  const filled = slide.accepted.filter((a) => a.trim());
  // Most people type the main answer; a few the other accepted forms.
  const pick = filled.length > 1 && random() < 0.25 ? 1 + Math.floor(random() * (filled.length - 1)) : 0;
  const right = filled[pick] ?? 'Answer';
  const roll = random();
  let text: string;
  // About half exact (some in lower case), one in five one typo away, the rest wrong.
  if (roll < 0.35) text = right;
  else if (roll < 0.5) text = right.toLowerCase();
  else if (roll < 0.7) text = misspell(right, random);
  else if (roll < 0.85) text = misspell(misspell(right, random), random);
  else text = WRONG_GUESSES[Math.floor(random() * WRONG_GUESSES.length)]!;
  return { text: text.slice(0, TYPED_ANSWER_MAX) };
}

export const typeAnswerType: SlideTypeDefinition<TypeAnswerSlide, TypedAnswer> = {
  type: 'typeanswer',
  label: 'Type answer',
  description: 'Players type the answer; case, spacing and accents do not matter.',
  schema: typeAnswerSlideSchema,
  steps: ['question', 'answering', 'reveal', 'leaderboard'],
  scored: true,
  create: () => ({
    type: 'typeanswer',
    id: newSlideId(),
    question: '',
    accepted: [''],
    typoTolerance: false,
    timeLimit: 20,
    points: 'standard',
  }),
  problems(s) {
    const out: SlideProblem[] = emptyTextProblems({ question: s.question });
    // An answer of accents or invisible characters alone would match nothing (R10.1).
    s.accepted.forEach((a, i) => {
      if (!normaliseTyped(a)) out.push({ path: `accepted[${i}]`, message: 'is required' });
    });
    return out;
  },
  answerSchema: typedAnswerSchema,
  // As typed, not in the form it is compared in.
  answerInWords: (_s, a) => a.text,
  checkAnswer: (_s, a) => (normaliseTyped(a.text) ? null : 'text: write an answer first'),
  aggregate: aggregateTyped,
  score(s, a, timing) {
    const correct = typedAnswerMatches(s, a.text);
    return { correct, points: correct ? timedPoints(s.points, timing.answerMs, timing.limitMs) : 0 };
  },
  // The accepted answers are the solution, and the explanation gives it away: both wait for the reveal (R10.9).
  publicContent: (s, revealed) => publicFields(s, revealed ? [] : ['accepted', 'explanation']),
  simulate: (s, count, random) => Array.from({ length: count }, () => simulateOne(s, random)),
};
