import { mdiThumbsUpDown } from '@mdi/js';
import type { TrueFalseAnswer, TrueFalseSlide } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { TrueFalseEditor } from './Editor';
import { TrueFalsePhoneView } from './PhoneView';
import { TrueFalseResults } from './Results';
import { TrueFalseScreenView } from './ScreenView';

export const trueFalseWeb: WebSlideType<TrueFalseSlide, TrueFalseAnswer> = {
  type: 'truefalse',
  icon: mdiThumbsUpDown,
  Editor: TrueFalseEditor,
  PhoneView: TrueFalsePhoneView,
  ScreenView: TrueFalseScreenView,
  Results: TrueFalseResults,
  summary: (s) => s.question,
  solutionText: (s, t) => t(s.answer ? 'screen.true' : 'screen.false'),
  print: (s) => ({
    choices: [
      { text: 'True', mark: s.answer ? 'correct' : undefined },
      { text: 'False', mark: s.answer ? undefined : 'correct' },
    ],
  }),
};
