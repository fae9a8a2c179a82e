import type { ChoicesAnswer, QuizSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { QuizPhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<QuizSlide, ChoicesAnswer> = {
  type: 'quiz',
  PhoneView: QuizPhoneView,
};
