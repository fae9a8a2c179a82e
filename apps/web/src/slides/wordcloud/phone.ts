import type { WordsAnswer, WordCloudSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { WordCloudPhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<WordCloudSlide, WordsAnswer> = {
  type: 'wordcloud',
  PhoneView: WordCloudPhoneView,
};
