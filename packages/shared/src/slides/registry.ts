import { z } from 'zod';
import { contentSlideSchema, contentType } from './content/content';
import { leaderboardSlideSchema, leaderboardType } from './leaderboard/leaderboard';
import { numberSlideSchema, numberType } from './number/number';
import { openTextSlideSchema, openTextType } from './opentext/opentext';
import { orderSlideSchema, orderType } from './order/order';
import { pollSlideSchema, pollType } from './poll/poll';
import { qnaSlideSchema, qnaType } from './qna/qna';
import { quizSlideSchema, quizType } from './quiz/quiz';
import { rankingSlideSchema, rankingType } from './ranking/ranking';
import { scaleSlideSchema, scaleType } from './scale/scale';
import { spinnerSlideSchema, spinnerType } from './spinner/spinner';
import { trueFalseSlideSchema, trueFalseType } from './truefalse/truefalse';
import { typeAnswerSlideSchema, typeAnswerType } from './typeanswer/typeanswer';
import { whoSaidSlideSchema, whoSaidType } from './whosaid/whosaid';
import { twoTruthsSlideSchema, twoTruthsType } from './twotruths/twotruths';
import { wordCloudSlideSchema, wordCloudType } from './wordcloud/wordcloud';
import { wouldYouRatherSlideSchema, wouldYouRatherType } from './wouldyourather/wouldyourather';
import type { AnswerWordsContext, SlideTypeDefinition } from './types';

/** Every slide of deck format v1, told apart by `type`. */
export const slideSchema = z.discriminatedUnion(
  'type',
  [
    contentSlideSchema,
    quizSlideSchema,
    trueFalseSlideSchema,
    typeAnswerSlideSchema,
    orderSlideSchema,
    numberSlideSchema,
    pollSlideSchema,
    wordCloudSlideSchema,
    openTextSlideSchema,
    scaleSlideSchema,
    rankingSlideSchema,
    wouldYouRatherSlideSchema,
    twoTruthsSlideSchema,
    whoSaidSlideSchema,
    spinnerSlideSchema,
    qnaSlideSchema,
    leaderboardSlideSchema,
  ],
  { error: (issue) => (issue.input === undefined ? 'is required' : 'must be one of the slide types of deck format v1') },
);
export type Slide = z.infer<typeof slideSchema>;
export type SlideInput = z.input<typeof slideSchema>;
export type SlideType = Slide['type'];

export const SLIDE_TYPE_NAMES = slideSchema.options.map((o) => o.shape.type.value) as SlideType[];

/**
 * Slide types with everything built: editor, preview, print, results. The editor's type
 * picker offers these; other types of the format import and export unchanged.
 */
// Each entry is typed by its own slide; the registry is read through the narrow helpers below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous registry: callers narrow by `type`
export const SLIDE_TYPES: Record<string, SlideTypeDefinition<any, any>> = {
  content: contentType,
  quiz: quizType,
  truefalse: trueFalseType,
  typeanswer: typeAnswerType,
  order: orderType,
  number: numberType,
  poll: pollType,
  wordcloud: wordCloudType,
  opentext: openTextType,
  scale: scaleType,
  ranking: rankingType,
  spinner: spinnerType,
  wouldyourather: wouldYouRatherType,
  twotruths: twoTruthsType,
  whosaid: whoSaidType,
  qna: qnaType,
  leaderboard: leaderboardType,
};

export function slideTypeOf(type: string): SlideTypeDefinition<Slide, unknown> | undefined {
  return SLIDE_TYPES[type] as SlideTypeDefinition<Slide, unknown> | undefined;
}

/** The type's name for people ("Quiz", "Would you rather"), for every type of the format. */
export function slideTypeName(type: string): string {
  // A type this build does not know (a newer format's) is named by its key, capitalised.
  return slideTypeOf(type)?.label ?? type.charAt(0).toUpperCase() + type.slice(1);
}

export function isBuiltSlideType(type: string): boolean {
  return type in SLIDE_TYPES;
}

/**
 * Whether a slide can give points: a scored type (quiz, true/false, …) whose `points` is not
 * `none`. An event none of whose slides can is unscored: phones show no score in it.
 */
export function slideCanScore(slide: Slide): boolean {
  if (!slideTypeOf(slide.type)?.scored) return false;
  return !('points' in slide) || slide.points !== 'none';
}

/** How many rounds a slide is played in (SPEC R16.1): its type's count, or 1. */
export function roundsOf(slide: Slide): number {
  return slideTypeOf(slide.type)?.rounds?.(slide) ?? 1;
}

/**
 * An answer in words, for reports and exports, by its type's `answerInWords`. An answer its
 * type's schema refuses, or on a slide that takes none, is written as its JSON.
 */
export function answerInWordsOf(slide: Slide, answer: unknown, context: AnswerWordsContext): string {
  const type = slideTypeOf(slide.type);
  const parsed = type?.answerSchema?.safeParse(answer);
  if (!type?.answerInWords || !parsed?.success) return JSON.stringify(answer) ?? '';
  return type.answerInWords(slide, parsed.data, context);
}

/** The key of a round's play in an event's plays (R16.3): "slideId#round". */
export const playKey = (slideId: string, round: number) => `${slideId}#${round}`;
