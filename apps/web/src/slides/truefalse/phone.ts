import type { TrueFalseAnswer, TrueFalseSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { TrueFalsePhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<TrueFalseSlide, TrueFalseAnswer> = {
  type: 'truefalse',
  PhoneView: TrueFalsePhoneView,
};
