import type { z } from 'zod';
import type { NumberBucket } from './number/numberMath';
import type { QnaQuestionView } from './qna/qnaRules';
import type { RankingResultItem } from './ranking/borda';
import type { WhoSaidResults } from './whosaid/play';
import type { TwoTruthsResults } from './twotruths/twotruths';

/** Step names a slide moves through when played (PRODUCT.md, deck format table). */
export type StepName = 'show' | 'question' | 'answering' | 'reveal' | 'leaderboard' | 'results' | 'quote' | 'spin' | 'result' | 'open';

/** Aggregated answers, in one of a few shapes the results views know how to draw. */
export type SlideResults =
  | { kind: 'choices'; total: number; counts: number[]; correct?: number[] }
  | { kind: 'words'; total: number; words: { text: string; count: number }[] }
  | { kind: 'texts'; total: number; items: TextResultItem[] }
  | { kind: 'questions'; total: number; items: QnaQuestionView[] }
  | { kind: 'ranking'; total: number; items: RankingResultItem[] }
  | TypedResults
  | NumberResults
  | TwoTruthsResults
  | { kind: 'scale'; total: number; statements: ScaleStatementResult[] }
  | WhoSaidResults
  /** Put in order: how many had the whole order right, and per item (correct place k) how many put it there. */
  | { kind: 'order'; total: number; allRight: number; inPlace: number[] }
  | SidesResults
  | SpinsResults;

/**
 * Every `kind` of SlideResults, for where the shapes are described in words (the GraphQL
 * scalar's description). The check below fails to compile when a kind is added to the union
 * and not here.
 */
export const SLIDE_RESULT_KINDS = [
  'choices',
  'words',
  'texts',
  'questions',
  'ranking',
  'typed',
  'numbers',
  'twotruths',
  'scale',
  'whosaid',
  'order',
  'sides',
  'spins',
] as const satisfies readonly SlideResults['kind'][];
type UnlistedResultKind = Exclude<SlideResults['kind'], (typeof SLIDE_RESULT_KINDS)[number]>;
export const EVERY_RESULT_KIND_LISTED: [UnlistedResultKind] extends [never] ? true : never = true;

/**
 * The spinner (SPEC R21.7), for the host: what the slide's spins landed on so far, first spin
 * first, by label (a nickname or an item); `total` is how many are listed. Nobody answers a
 * spinner: these come from the round's play, not from answers.
 */
export interface SpinsResults {
  kind: 'spins';
  total: number;
  winners: string[];
}

/**
 * Would you rather (SPEC R18.3): how many picked each side, `counts[0]` A and `counts[1]` B,
 * and, when the slide shows names, the first few nicknames on each side (at most
 * `WYR_NAMES_PER_SIDE`); `names` is null when it does not, so results then name nobody.
 */
export interface SidesResults {
  kind: 'sides';
  total: number;
  counts: [number, number];
  names: [string[], string[]] | null;
}

/**
 * Typed answers (typeanswer), grouped by the form they are compared in (SPEC R10.8): the
 * most given first, at most a few listed, the rest counted in `others`.
 */
export interface TypedResults {
  kind: 'typed';
  total: number;
  /** Answers that count as correct, listed or not. */
  correctCount: number;
  answers: TypedAnswerGroup[];
  /** Answers in groups beyond the listed ones. */
  others: number;
}

/** One group of typed answers: its most common spelling, how many gave it, whether it counts. */
export interface TypedAnswerGroup {
  text: string;
  count: number;
  correct: boolean;
}

/**
 * One statement of a scale slide (SPEC R13.3): how many rated it (skips left out), their
 * average to one decimal (null when nobody did), and `distribution[i]`, how many gave
 * `min + i`.
 */
export interface ScaleStatementResult {
  count: number;
  average: number | null;
  distribution: number[];
}

/**
 * Guesses of a number (SPEC R12.6): how many fell in each bucket over [min, max], their median
 * and mean (null without guesses), how many were within the tolerance, and the answer.
 */
export interface NumberResults {
  kind: 'numbers';
  total: number;
  buckets: NumberBucket[];
  median: number | null;
  mean: number | null;
  inside: number;
  answer: number;
  tolerance: number;
}

/**
 * One answer on an open-text wall. `id` names the answer for upvotes without naming its
 * author (live events only; previews have none).
 */
export interface TextResultItem {
  id?: string;
  text: string;
  upvotes: number;
}

/** What the live engine knows of an answer besides its content, for types that ask (answerMeta). */
export interface AnswerMeta {
  /** Stable, and tells other phones nothing about who wrote it. */
  id: string;
  upvotes: number;
  /** Who answered: for results that name people (who spotted the lie, a few names per side). */
  participantId: string;
  nickname: string;
}

/**
 * Why a participant sits out one round (SPEC R16.4): the two-truths subject, the author of
 * the quote. Their phone says so, and their answer is refused.
 */
export type SitOut = 'subject' | 'author';

export interface SittingOut {
  participantId: string;
  why: SitOut;
}

/**
 * What an answer may point at beyond its slide, for `answerInWords`: who a participant is
 * (who said it names one). Undefined for someone no longer known.
 */
export interface AnswerWordsContext {
  nicknameOf(participantId: string): string | undefined;
}

/** Something to finish on a slide, at a path inside it (`question`, `options[1].text`). */
export interface SlideProblem {
  path: string;
  message: string;
}

export interface ScoreInput {
  /** Server-measured answer time, ms, already corrected for latency. */
  answerMs: number;
  /** The slide's time limit, ms. */
  limitMs: number;
}

export interface Score {
  correct: boolean;
  points: number;
}

/** A source of randomness, injected so simulations are repeatable in tests. */
export type Random = () => number;

/**
 * What one slide type brings to the shared registry. The web app adds its editor form and
 * views per type (apps/web/src/slides/<type>/); the live engine uses steps, answer schema,
 * aggregation and scorer.
 */
export interface SlideTypeDefinition<Slide extends { type: string } = { type: string }, Answer = unknown> {
  type: Slide['type'];
  label: string;
  /** One line for the type picker. */
  description: string;
  /** The slide's schema in deck format v1 (input may omit defaults and id). */
  schema: z.ZodType<Slide>;
  steps: readonly StepName[];
  scored: boolean;
  /** A new slide of this type, as the editor adds it. */
  create(): Slide;
  /**
   * Other slides this slide names by id (who said it's source question): the deck's rule about
   * them, checked with the deck's schema, and the slide with those ids renamed when a copy of a
   * deck gets fresh slide ids.
   */
  references?: {
    /** What is wrong with the slides it names, given the slides before it in the deck. */
    check(slide: Slide, slidesBefore: readonly { id: string; type: string }[]): SlideProblem[];
    rename(slide: Slide, rename: (slideId: string) => string): Slide;
  };
  /**
   * What still has to be filled in before the slide can be played. A saved deck may be a
   * draft (an empty question is fine while editing); hosting needs no problems.
   */
  problems?(slide: Slide): SlideProblem[];
  /** What participants may submit; absent for slides nobody answers. */
  answerSchema?: z.ZodType<Answer>;
  /**
   * Checks an answer against this slide's own limits (option count, word limits) and, for
   * types played in rounds, against the round's `play` (who said it: one of the names shown).
   */
  checkAnswer?(slide: Slide, answer: Answer, play?: unknown): string | null;
  /**
   * An answer in words, for reports and exports: what a reader understands without the deck
   * open ("Jupiter", "A > B > C", not `{ "choices": [1] }`). Every type with `answerSchema`
   * brings it; the answer has passed that schema.
   */
  answerInWords?(slide: Slide, answer: Answer, context: AnswerWordsContext): string;
  /**
   * The slide's heading in reports, recaps and exports, for a type whose question or title does
   * not say what it is (two truths: whom the statements are about, "Two truths and a lie about
   * Sam"). `play` is the round's (R16.3). In English, as the report and recap pages are (ADR 25).
   * Absent: the slide's question or title, else the type's label.
   */
  headline?(slide: Slide, play: unknown, context: AnswerWordsContext): string;
  /**
   * Aggregates answers in the order they arrived. `meta`, when given, runs parallel to
   * `answers` (the live engine gives it to types with `answerMeta`).
   */
  aggregate?(slide: Slide, answers: readonly Answer[], meta?: readonly AnswerMeta[], play?: unknown): SlideResults;
  /** The aggregate wants each answer's id and upvotes (open text's wall); others are spared building them. */
  answerMeta?: boolean;
  /** `play` is what the server decided for this round (R16.3), for types that have one. */
  score?(slide: Slide, answer: Answer, timing: ScoreInput, play?: unknown): Score;
  /**
   * The slide as phones and big screens may see it, host notes already removed: before the
   * reveal (`revealed` false) nothing that gives the solution away (R6.5). Every type says
   * what that is for itself; there is no generic deny-list to forget a field in.
   */
  publicContent(slide: Slide, revealed: boolean): Record<string, unknown>;
  /** Whether participants may upvote each other's answers on this slide (SPEC R8). */
  takesUpvotes?(slide: Slide): boolean;
  /**
   * The slide keeps taking part after the host moves on, until the host closes it (Q&A,
   * SPEC R15.1): arriving at it opens it.
   */
  staysOpen?: boolean;
  /** Slides that show the standings (the leaderboard): how many rows, and whether as a podium. */
  standings?(slide: Slide): { top: number; podium: boolean };
  /**
   * How many rounds the slide is played in, each through all of `steps` with its own answers
   * (SPEC R16.1); 1 when absent.
   */
  rounds?(slide: Slide): number;
  /** The host may start one more round from the last step, as often as they like (the spinner, R16.2). */
  moreRounds?: boolean;
  /**
   * What phones and big screens may see of the round's play (R16.3): before the reveal
   * (`revealed` false) nothing that gives the answer away (the quote's author). Absent: nothing.
   */
  publicPlay?(slide: Slide, play: unknown, revealed: boolean): unknown;
  /** Who sits out the round, and why (R16.4): usually one person, or nobody. */
  sittingOut?(slide: Slide, play: unknown): readonly SittingOut[];
  /** Plausible answers for the preview, always labelled as simulated there. */
  simulate?(slide: Slide, count: number, random: Random): Answer[];
}
