import type { TypeAnswerSlide, TypedAnswer } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { TypeAnswerPhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<TypeAnswerSlide, TypedAnswer> = {
  type: 'typeanswer',
  PhoneView: TypeAnswerPhoneView,
};
