import { z } from 'zod';
import { points, slideBase, timeLimit } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { timedPoints } from '../scoring';
import { publicFields } from '../publicContent';
import type { SlideProblem, SlideTypeDefinition } from '../types';
import { quoteOf, publicWhoSaidPlay, SAMPLE_WHOSAID_PLAY, WHOSAID_NAMED_RIGHT, type WhoSaidResults } from './play';

export const WHOSAID_ROUNDS = { min: 1, max: 10, default: 3 } as const;

const SOURCE_MESSAGE = 'must be the id of an earlier opentext slide';

export const whoSaidSlideSchema = z.object({
  type: z.literal('whosaid'),
  ...slideBase,
  /**
   * An earlier open-text slide whose answers are the quotes. Empty in a draft (the editor
   * adds the slide before the host picks its question): a problem, not an error (SPEC R20.1).
   */
  sourceSlideId: z.string({ error: SOURCE_MESSAGE }).trim().max(64, { error: SOURCE_MESSAGE }).default(''),
  rounds: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(WHOSAID_ROUNDS.min, { error: `at least ${WHOSAID_ROUNDS.min}` })
    .max(WHOSAID_ROUNDS.max, { error: `at most ${WHOSAID_ROUNDS.max}` })
    .default(WHOSAID_ROUNDS.default),
  timeLimit,
  points,
});
export type WhoSaidSlide = z.infer<typeof whoSaidSlideSchema>;

export const whoSaidAnswerSchema = z.object({
  participantId: z.string({ error: 'participantId: pick one of the names shown' }).min(1).max(64),
});
export type WhoSaidAnswer = z.infer<typeof whoSaidAnswerSchema>;

/**
 * R20.1: the rule between this slide and the slides before it: its source is an earlier
 * open-text slide. An empty source is a draft's problem (see `problems`), not an error.
 */
function sourceProblems(s: WhoSaidSlide, before: readonly { id: string; type: string }[]): SlideProblem[] {
  if (!s.sourceSlideId) return [];
  const source = before.find((o) => o.id === s.sourceSlideId);
  return source?.type === 'opentext' ? [] : [{ path: 'sourceSlideId', message: SOURCE_MESSAGE }];
}

export const whoSaidType: SlideTypeDefinition<WhoSaidSlide, WhoSaidAnswer> = {
  type: 'whosaid',
  label: 'Who said it?',
  description: 'Quotes from an earlier open-text question; guess who wrote each one.',
  schema: whoSaidSlideSchema,
  steps: ['quote', 'answering', 'reveal'],
  scored: true,
  create: () => ({
    type: 'whosaid',
    id: newSlideId(),
    sourceSlideId: '',
    rounds: WHOSAID_ROUNDS.default,
    timeLimit: 20,
    points: 'standard',
  }),
  problems: (s) =>
    s.sourceSlideId ? [] : [{ path: 'sourceSlideId', message: 'choose the open-text question whose answers are the quotes' }],
  references: {
    check: sourceProblems,
    rename: (s, rename) => (s.sourceSlideId ? { ...s, sourceSlideId: rename(s.sourceSlideId) } : s),
  },
  rounds: (s) => s.rounds,
  answerSchema: whoSaidAnswerSchema,
  // The participant guessed, by nickname; one the event no longer knows is "someone who left".
  answerInWords: (_s, a, context) => context.nicknameOf(a.participantId) ?? 'someone who left',
  // R20.6: only a name shown this round; none while there is no quote.
  checkAnswer(_s, a, play) {
    const q = quoteOf(play);
    if (!q) return 'there is no quote to guess this round';
    return q.candidates.some((c) => c.participantId === a.participantId) ? null : 'participantId: pick one of the names shown';
  },
  // Results name who guessed right (R16.5, R20.8): the answers' authors' nicknames.
  answerMeta: true,
  aggregate(_s, answers, meta, play) {
    const q = quoteOf(play ?? SAMPLE_WHOSAID_PLAY);
    const votes = new Map<string, number>();
    const guessedRight: string[] = [];
    answers.forEach((a, i) => {
      votes.set(a.participantId, (votes.get(a.participantId) ?? 0) + 1);
      const name = meta?.[i]?.nickname;
      if (name && a.participantId === q?.author.participantId && guessedRight.length < WHOSAID_NAMED_RIGHT) guessedRight.push(name);
    });
    const results: WhoSaidResults = {
      kind: 'whosaid',
      total: answers.length,
      quote: q?.quote ?? null,
      candidates: (q?.candidates ?? []).map((c) => ({
        participantId: c.participantId,
        nickname: c.nickname,
        votes: votes.get(c.participantId) ?? 0,
        author: c.participantId === q?.author.participantId,
      })),
      guessedRight,
    };
    return results;
  },
  // R20.7: right when it names the author; scored as a quiz (R6.1).
  score(s, a, timing, play) {
    const correct = quoteOf(play)?.author.participantId === a.participantId;
    return { correct, points: correct ? timedPoints(s.points, timing.answerMs, timing.limitMs) : 0 };
  },
  // The slide holds no solution: the author is in the play, which has its own rule (R20.5).
  publicContent: (s) => publicFields(s),
  publicPlay: (_s, play, revealed) => publicWhoSaidPlay(play, revealed),
  sittingOut(_s, play) {
    const q = quoteOf(play);
    return q ? [{ participantId: q.author.participantId, why: 'author' }] : [];
  },
  simulate: (_s, count, random) =>
    Array.from({ length: count }, () => {
      const c = SAMPLE_WHOSAID_PLAY.candidates;
      // About half find the author, so the preview shows a believable spread.
      const p = random() < 0.5 ? SAMPLE_WHOSAID_PLAY.author : c[Math.floor(random() * c.length)]!;
      return { participantId: p.participantId };
    }),
};
