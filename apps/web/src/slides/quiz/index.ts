import { mdiCheckboxMarkedCircleOutline } from '@mdi/js';
import type { ChoicesAnswer, QuizSlide } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { QuizEditor } from './Editor';
import { QuizPhoneView } from './PhoneView';
import { QuizResults } from './Results';
import { QuizScreenView } from './ScreenView';

export const quizWeb: WebSlideType<QuizSlide, ChoicesAnswer> = {
  type: 'quiz',
  icon: mdiCheckboxMarkedCircleOutline,
  Editor: QuizEditor,
  PhoneView: QuizPhoneView,
  ScreenView: QuizScreenView,
  Results: QuizResults,
  summary: (s) => s.question,
};
