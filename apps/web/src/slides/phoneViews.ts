import type { ComponentType } from 'react';
import type { Slide } from '@mingle/shared';
import { ContentPhoneView } from './content/PhoneView';
import { LeaderboardPhoneView } from './leaderboard/PhoneView';
import { OpenTextPhoneView } from './opentext/PhoneView';
import { PollPhoneView } from './poll/PhoneView';
import { QuizPhoneView } from './quiz/PhoneView';
import { TrueFalsePhoneView } from './truefalse/PhoneView';
import type { PhoneViewProps } from './types';
import { WordCloudPhoneView } from './wordcloud/PhoneView';

/**
 * The phone app's slide types (ADR 24): only their phone views, so the phone loads no
 * editor, big-screen view or component library. The same components are the editor's phone
 * previews (registry.ts). Each phone view is a few KB; they load with the app so a question
 * never waits on a chunk over a venue's network.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous map: each view is typed by its own slide
export const PHONE_VIEWS: Readonly<Record<string, ComponentType<PhoneViewProps<any, any>>>> = {
  content: ContentPhoneView,
  quiz: QuizPhoneView,
  truefalse: TrueFalsePhoneView,
  poll: PollPhoneView,
  wordcloud: WordCloudPhoneView,
  opentext: OpenTextPhoneView,
  leaderboard: LeaderboardPhoneView,
};

/** A type's phone view, as `{ PhoneView }` so callers render `<phone.PhoneView>`, a stable component. */
export function phoneSlideOf(type: string): { PhoneView: ComponentType<PhoneViewProps<Slide, unknown>> } | undefined {
  const PhoneView = PHONE_VIEWS[type] as ComponentType<PhoneViewProps<Slide, unknown>> | undefined;
  return PhoneView ? { PhoneView } : undefined;
}
