import type { RankingAnswer, RankingSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { RankingPhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<RankingSlide, RankingAnswer> = {
  type: 'ranking',
  PhoneView: RankingPhoneView,
};
