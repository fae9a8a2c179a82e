import { slideTypeName, slideTypeOf, type Slide, type StepName } from '@mingle/shared';
import { contentWeb } from './content';
import { leaderboardWeb } from './leaderboard';
import { numberWeb } from './number';
import { openTextWeb } from './opentext';
import { orderWeb } from './order';
import { pollWeb } from './poll';
import { qnaWeb } from './qna';
import { quizWeb } from './quiz';
import { rankingWeb } from './ranking';
import { scaleWeb } from './scale';
import { spinnerWeb } from './spinner';
import { trueFalseWeb } from './truefalse';
import { twoTruthsWeb } from './twotruths';
import { typeAnswerWeb } from './typeanswer';
import type { WebSlideType } from './types';
import { describeSlide } from './unsupported/describe';
import { whoSaidWeb } from './whosaid';
import { wordCloudWeb } from './wordcloud';
import { wouldYouRatherWeb } from './wouldyourather';

/**
 * The web side of every built slide type, keyed by `type`. Each entry is typed by its own
 * slide; callers read it through webSlideTypeOf, which narrows nothing and so needs no cast.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous registry: each entry is checked against its own slide type
export const WEB_SLIDE_TYPES: Readonly<Record<string, WebSlideType<any, any>>> = {
  content: contentWeb,
  quiz: quizWeb,
  truefalse: trueFalseWeb,
  typeanswer: typeAnswerWeb,
  order: orderWeb,
  number: numberWeb,
  poll: pollWeb,
  wordcloud: wordCloudWeb,
  opentext: openTextWeb,
  scale: scaleWeb,
  ranking: rankingWeb,
  spinner: spinnerWeb,
  wouldyourather: wouldYouRatherWeb,
  twotruths: twoTruthsWeb,
  whosaid: whoSaidWeb,
  qna: qnaWeb,
  leaderboard: leaderboardWeb,
};

export function webSlideTypeOf(type: string): WebSlideType<Slide, unknown> | undefined {
  return WEB_SLIDE_TYPES[type] as WebSlideType<Slide, unknown> | undefined;
}

/** The type's name for people: "Quiz", "Word cloud", "Two truths and a lie". */
export function slideTypeLabel(type: string): string {
  return slideTypeName(type);
}

export function slideTypeIcon(type: string): string {
  return webSlideTypeOf(type)?.icon ?? describeSlide({ type }).icon;
}

/** One line for lists: the question or title, or the type's name when that is still empty. */
export function slideSummary(slide: Slide): string {
  const web = webSlideTypeOf(slide.type);
  const text = web ? web.summary(slide) : describeSlide(slide).main;
  return text.trim() || `Untitled ${slideTypeLabel(slide.type).toLowerCase()}`;
}

/**
 * A type's name and a slide's text on one line: "Quiz: Capital of Australia?". A name that
 * ends in its own punctuation ("Who said it?") takes no colon after it: "Who said it?
 * 3 rounds of quotes", never "Who said it?: …".
 */
export function typeAndText(typeLabel: string, text: string): string {
  return /[?!.:…]$/u.test(typeLabel.trim()) ? `${typeLabel} ${text}` : `${typeLabel}: ${text}`;
}

/** How lists and pictures name a slide: its type's name, then its summary. */
export function slideLine(slide: Slide): string {
  return typeAndText(slideTypeLabel(slide.type), slideSummary(slide));
}

/** The steps a slide is played in; types without a player here show as one step. */
export function slideSteps(slide: Slide): readonly StepName[] {
  return slideTypeOf(slide.type)?.steps ?? ['show'];
}

/** The step a live state names, when this slide's type plays it (the schema sends steps as text). */
export function stepOf(slide: Slide, step: string | null): StepName | null {
  return slideSteps(slide).find((s) => s === step) ?? null;
}

/** The step a thumbnail shows: the one with the options on screen, when there is one. */
export function thumbnailStep(slide: Slide): StepName {
  const steps = slideSteps(slide);
  return steps.includes('answering') ? 'answering' : (steps[0] ?? 'show');
}
