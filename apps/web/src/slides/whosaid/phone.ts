import type { WhoSaidAnswer, WhoSaidSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { WhoSaidPhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<WhoSaidSlide, WhoSaidAnswer> = {
  type: 'whosaid',
  PhoneView: WhoSaidPhoneView,
};
