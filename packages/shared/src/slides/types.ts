import type { z } from 'zod';
import type { NumberBucket } from './number/numberMath';
import type { QnaQuestionView } from './qna/qnaRules';
import type { RankingResultItem } from './ranking/borda';

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
  | { kind: 'scale'; total: number; statements: ScaleStatementResult[] }
  /** Put in order: how many had the whole order right, and per item (correct place k) how many put it there. */
  | { kind: 'order'; total: number; allRight: number; inPlace: number[] };

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
   * What still has to be filled in before the slide can be played. A saved deck may be a
   * draft (an empty question is fine while editing); hosting needs no problems.
   */
  problems?(slide: Slide): SlideProblem[];
  /** What participants may submit; absent for slides nobody answers. */
  answerSchema?: z.ZodType<Answer>;
  /** Checks an answer against this slide's own limits (option count, word limits). */
  checkAnswer?(slide: Slide, answer: Answer): string | null;
  /**
   * Aggregates answers in the order they arrived. `meta`, when given, runs parallel to
   * `answers` (the live engine gives it to types with `answerMeta`).
   */
  aggregate?(slide: Slide, answers: readonly Answer[], meta?: readonly AnswerMeta[]): SlideResults;
  /** The aggregate wants each answer's id and upvotes (open text's wall); others are spared building them. */
  answerMeta?: boolean;
  score?(slide: Slide, answer: Answer, timing: ScoreInput): Score;
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
  /** Plausible answers for the preview, always labelled as simulated there. */
  simulate?(slide: Slide, count: number, random: Random): Answer[];
}
