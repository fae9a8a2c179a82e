import type { SpinnerSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { SpinnerPhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<SpinnerSlide> = {
  type: 'spinner',
  PhoneView: SpinnerPhoneView,
};
