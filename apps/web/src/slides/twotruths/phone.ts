import type { ChoicesAnswer, TwoTruthsSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { TwoTruthsPhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<TwoTruthsSlide, ChoicesAnswer> = {
  type: 'twotruths',
  PhoneView: TwoTruthsPhoneView,
};
