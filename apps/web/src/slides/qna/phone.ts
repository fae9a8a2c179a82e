import type { QnaSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { QnaPhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<QnaSlide, unknown> = {
  type: 'qna',
  PhoneView: QnaPhoneView,
};
