import { mdiCheckboxMarkedCircleOutline } from '@mdi/js';
import type { ChoicesAnswer, QuizSlide } from '@mingle/shared';
import { correctTexts } from '../common/solutions';
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
  solutionText: (s) => correctTexts(s.options),
  print: (s) => ({
    choices: s.options.map((o) => ({
      text: o.text || (o.image ? '' : '(empty)'),
      mark: o.correct ? 'correct' : undefined,
      ...(o.image ? { image: o.image } : {}),
    })),
    facts: s.multiSelect ? ['Several answers can be correct'] : [],
  }),
};
