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
import { trueFalseSlideSchema, trueFalseType } from './truefalse/truefalse';
import { typeAnswerSlideSchema, typeAnswerType } from './typeanswer/typeanswer';
import { wordCloudSlideSchema, wordCloudType } from './wordcloud/wordcloud';
import * as later from './later/schemas';
import type { SlideTypeDefinition } from './types';

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
    later.wouldYouRatherSlideSchema,
    later.twoTruthsSlideSchema,
    later.whoSaidSlideSchema,
    later.spinnerSlideSchema,
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
  qna: qnaType,
  leaderboard: leaderboardType,
};

export function slideTypeOf(type: string): SlideTypeDefinition<Slide, unknown> | undefined {
  return SLIDE_TYPES[type] as SlideTypeDefinition<Slide, unknown> | undefined;
}

/** The type's name for people ("Quiz", "Would you rather"), for every type of the format. */
export function slideTypeName(type: string): string {
  return slideTypeOf(type)?.label ?? later.LATER_TYPE_LABELS[type] ?? type;
}

export function isBuiltSlideType(type: string): boolean {
  return type in SLIDE_TYPES;
}
