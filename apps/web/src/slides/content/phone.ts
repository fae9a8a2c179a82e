import type { ContentSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { ContentPhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<ContentSlide> = {
  type: 'content',
  PhoneView: ContentPhoneView,
};
