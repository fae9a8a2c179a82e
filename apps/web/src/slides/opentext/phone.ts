import type { TextAnswer, OpenTextSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { OpenTextPhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<OpenTextSlide, TextAnswer> = {
  type: 'opentext',
  PhoneView: OpenTextPhoneView,
  // Votes are taken when the host turned them on (SPEC R8).
  takesUpvotes: (content) => content.upvotes === true,
};
