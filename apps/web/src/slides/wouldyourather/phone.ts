import type { ChoicesAnswer, WouldYouRatherSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { WouldYouRatherPhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<WouldYouRatherSlide, ChoicesAnswer> = {
  type: 'wouldyourather',
  PhoneView: WouldYouRatherPhoneView,
};
