import { mdiWeatherCloudy } from '@mdi/js';
import type { WordCloudSlide, WordsAnswer } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { WordCloudEditor } from './Editor';
import { WordCloudPhoneView } from './PhoneView';
import { WordCloudResults } from './Results';
import { WordCloudScreenView } from './ScreenView';

export const wordCloudWeb: WebSlideType<WordCloudSlide, WordsAnswer> = {
  type: 'wordcloud',
  icon: mdiWeatherCloudy,
  Editor: WordCloudEditor,
  PhoneView: WordCloudPhoneView,
  ScreenView: WordCloudScreenView,
  Results: WordCloudResults,
  summary: (s) => s.question,
  solutionText: () => null,
  print: (s) => ({
    facts: [`Up to ${s.maxWords} ${s.maxWords === 1 ? 'word' : 'words'} per person`, `Answers up to ${s.maxLength} characters`],
  }),
};
