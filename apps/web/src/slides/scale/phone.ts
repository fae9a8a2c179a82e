import type { ScaleAnswer, ScaleSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { ScalePhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<ScaleSlide, ScaleAnswer> = {
  type: 'scale',
  PhoneView: ScalePhoneView,
};
