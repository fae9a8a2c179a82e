import { z } from 'zod';
import { DECK_LIMITS } from '../../deck/limits';
import { points, slideBase, text, timeLimit } from '../../deck/fields';
import { newSlideId } from '../../deck/ids';
import { choicesAnswerSchema, type ChoicesAnswer } from '../quiz/quiz';
import { checkChoices, countChoices, emptyTextProblems, repeatedTextProblems, timedPoints } from '../scoring';
import { picksInWords } from '../inWords';
import { publicFields } from '../publicContent';
import type { AnswerMeta, SittingOut, SlideTypeDefinition } from '../types';

/** Always three statements: two truths and a lie. */
export const TWO_TRUTHS_STATEMENTS = 3;
/** How many spotters the results name (the fastest first); the others are counted (SPEC R19.6). */
export const SPOTTER_NAMES = 5;

export const twoTruthsSlideSchema = z.object({
  type: z.literal('twotruths'),
  ...slideBase,
  /**
   * Who the statements are about, as words ("Sam", "our CEO"). With `subjectIsParticipant`,
   * the label shown until the host picks the participant, and the one used if nobody is picked.
   */
  subject: text(DECK_LIMITS.optionText).default(''),
  /** The subject is a participant the host picks in the console during the event (SPEC R19.2). */
  subjectIsParticipant: z.boolean({ error: 'must be true or false' }).default(false),
  statements: z
    .array(text(DECK_LIMITS.optionText), { error: 'must be a list' })
    .length(TWO_TRUTHS_STATEMENTS, { error: 'exactly 3 statements' }),
  lieIndex: z
    .number({ error: 'must be a number' })
    .int({ error: 'must be a whole number' })
    .min(0, { error: 'at least 0' })
    .max(TWO_TRUTHS_STATEMENTS - 1, { error: `at most ${TWO_TRUTHS_STATEMENTS - 1}` }),
  timeLimit,
  points,
});
export type TwoTruthsSlide = z.infer<typeof twoTruthsSlideSchema>;

/** The round's play (SPEC R16.3, R19.2): the participant the host chose as the subject. */
export interface TwoTruthsPlay {
  participantId: string;
  /** Their nickname when chosen, so screens need no roster to name them. */
  nickname: string;
}

/** What phones and big screens get of the play: the subject's name, never their id. */
export interface TwoTruthsPublicPlay {
  nickname: string;
}

/**
 * Results (SPEC R19.6): how many picked each statement, which one was the lie, how many spotted
 * it and the first few of them by name, fastest first.
 */
export interface TwoTruthsResults {
  kind: 'twotruths';
  total: number;
  counts: number[];
  lieIndex: number;
  spotted: number;
  spotters: string[];
}

/** The play of a two-truths round, when it is one (a play is stored as JSON). */
export function twoTruthsPlayOf(play: unknown): TwoTruthsPlay | null {
  if (!play || typeof play !== 'object') return null;
  const p = play as Partial<TwoTruthsPlay>;
  return typeof p.participantId === 'string' && typeof p.nickname === 'string'
    ? { participantId: p.participantId, nickname: p.nickname }
    : null;
}

/** Who the slide is about, in words: the chosen participant's nickname, else the slide's own label. */
export function subjectName(slide: Pick<TwoTruthsSlide, 'subject'>, play: unknown): string {
  const p = play && typeof play === 'object' ? (play as { nickname?: unknown }).nickname : undefined;
  return typeof p === 'string' && p ? p : slide.subject.trim();
}

export const twoTruthsType: SlideTypeDefinition<TwoTruthsSlide, ChoicesAnswer> = {
  type: 'twotruths',
  label: 'Two truths and a lie',
  description: 'Three statements about someone; the room spots the lie.',
  schema: twoTruthsSlideSchema,
  steps: ['answering', 'reveal'],
  scored: true,
  create: () => ({
    type: 'twotruths',
    id: newSlideId(),
    subject: '',
    subjectIsParticipant: false,
    statements: ['', '', ''],
    lieIndex: 2,
    timeLimit: 20,
    points: 'standard',
  }),
  problems(s) {
    // A subject picked live needs no words; one written in the deck does.
    const out = emptyTextProblems({
      ...(s.subjectIsParticipant ? {} : { subject: s.subject }),
      ...Object.fromEntries(s.statements.map((t, i) => [`statements[${i}]`, t])),
    });
    return [...out, ...repeatedTextProblems(s.statements, 'statement', (i) => `statements[${i}]`)];
  },
  answerSchema: choicesAnswerSchema,
  // The statement picked as the lie.
  answerInWords: (s, a) => picksInWords(s.statements, a.choices, '; '),
  // The subject alone ("Sam") reads as a person, not a question: say what the slide was. The
  // chosen participant by the event's nickname now (an erased one is no longer named).
  headline(s, play, { nicknameOf }) {
    const chosen = twoTruthsPlayOf(play);
    const name = (chosen && nicknameOf(chosen.participantId)) || s.subject.trim();
    return name ? `Two truths and a lie about ${name}` : 'Two truths and a lie';
  },
  // One statement: the one the participant thinks is the lie.
  checkAnswer: (s, a) => checkChoices(a.choices, s.statements.length, false),
  answerMeta: true,
  aggregate(s, answers, meta, play) {
    const subject = twoTruthsPlayOf(play)?.participantId;
    // The subject never answers (R19.4); should one answer have slipped in, it is not a vote.
    const kept = meta ? answers.filter((_, i) => meta[i]?.participantId !== subject) : answers;
    const keptMeta: readonly (AnswerMeta | undefined)[] = meta ? meta.filter((m) => m.participantId !== subject) : [];
    const spotters: string[] = [];
    let spotted = 0;
    kept.forEach((a, i) => {
      if (a.choices[0] !== s.lieIndex) return;
      spotted++;
      const name = keptMeta[i]?.nickname;
      if (name && spotters.length < SPOTTER_NAMES) spotters.push(name);
    });
    return {
      kind: 'twotruths',
      total: kept.length,
      counts: countChoices(s.statements.length, kept),
      lieIndex: s.lieIndex,
      spotted,
      spotters,
    };
  },
  // R19.5: scored like a quiz (R6.1): spotting the lie scores by time, anything else 0.
  score(s, a, timing) {
    const correct = a.choices.length === 1 && a.choices[0] === s.lieIndex;
    return { correct, points: correct ? timedPoints(s.points, timing.answerMs, timing.limitMs) : 0 };
  },
  // R19.3: which statement is the lie waits for the reveal.
  publicContent: (s, revealed) => (revealed ? publicFields(s) : publicFields(s, ['lieIndex'])),
  // The subject's name is no solution: phones say whom they are guessing about.
  publicPlay: (_s, play) => {
    const p = twoTruthsPlayOf(play);
    return p ? ({ nickname: p.nickname } satisfies TwoTruthsPublicPlay) : null;
  },
  sittingOut: (_s, play): SittingOut[] => {
    const p = twoTruthsPlayOf(play);
    return p ? [{ participantId: p.participantId, why: 'subject' }] : [];
  },
  simulate: (s, count, random) =>
    Array.from({ length: count }, () => {
      // About half spot the lie; the rest split over the truths.
      if (random() < 0.5) return { choices: [s.lieIndex] };
      const truths = [0, 1, 2].filter((i) => i !== s.lieIndex);
      return { choices: [truths[Math.floor(random() * truths.length)]!] };
    }),
};
