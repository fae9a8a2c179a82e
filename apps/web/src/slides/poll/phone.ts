import type { ChoicesAnswer, PollSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { PollPhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<PollSlide, ChoicesAnswer> = {
  type: 'poll',
  PhoneView: PollPhoneView,
};
