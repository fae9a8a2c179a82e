import type { NumberAnswer, NumberSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { NumberPhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<NumberSlide, NumberAnswer> = {
  type: 'number',
  PhoneView: NumberPhoneView,
};
