import type { SlideType } from '@mingle/shared';
import type { ComponentType } from 'react';
import { TwoTruthsPicture, SpinnerPicture, WhoSaidPicture, WouldYouRatherPicture } from './icebreaker';
import { OpenTextPicture, PollPicture, QnaPicture, RankingPicture, ScalePicture, WordCloudPicture } from './opinion';
import { ContentPicture, LeaderboardPicture } from './presentation';
import { NumberPicture, OrderPicture, QuizPicture, TrueFalsePicture, TypeAnswerPicture } from './quiz';

/** A picture for every slide type of the format, built or not: a type shows it as soon as it is registered. */
export const TYPE_PICTURES: Readonly<Record<SlideType, ComponentType>> = {
  content: ContentPicture,
  quiz: QuizPicture,
  truefalse: TrueFalsePicture,
  typeanswer: TypeAnswerPicture,
  order: OrderPicture,
  number: NumberPicture,
  poll: PollPicture,
  wordcloud: WordCloudPicture,
  opentext: OpenTextPicture,
  scale: ScalePicture,
  ranking: RankingPicture,
  wouldyourather: WouldYouRatherPicture,
  twotruths: TwoTruthsPicture,
  whosaid: WhoSaidPicture,
  spinner: SpinnerPicture,
  qna: QnaPicture,
  leaderboard: LeaderboardPicture,
};
