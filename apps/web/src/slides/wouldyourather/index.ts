import { mdiSwapHorizontal } from '@mdi/js';
import type { ChoicesAnswer, WouldYouRatherSlide } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { WouldYouRatherEditor } from './Editor';
import { WouldYouRatherPhoneView } from './PhoneView';
import { WouldYouRatherResults } from './Results';
import { WouldYouRatherScreenView } from './ScreenView';

export const wouldYouRatherWeb: WebSlideType<WouldYouRatherSlide, ChoicesAnswer> = {
  type: 'wouldyourather',
  icon: mdiSwapHorizontal,
  Editor: WouldYouRatherEditor,
  PhoneView: WouldYouRatherPhoneView,
  ScreenView: WouldYouRatherScreenView,
  Results: WouldYouRatherResults,
  // Lists read better as the choice itself than as the same "Would you rather…" on every line.
  summary: (s) => (s.optionA.trim() && s.optionB.trim() ? `${s.optionA} or ${s.optionB}?` : s.question || s.optionA || s.optionB),
  // Neither side is right: nothing to read out.
  solutionText: () => null,
  print: (s) => ({
    choices: [
      { text: s.optionA || (s.imageA ? '' : '(empty)'), ...(s.imageA ? { image: s.imageA } : {}) },
      { text: s.optionB || (s.imageB ? '' : '(empty)'), ...(s.imageB ? { image: s.imageB } : {}) },
    ],
    facts: [
      // The title is the two options (summary): the prompt, when there is one, goes here.
      ...(s.question.trim() ? [`Prompt: ${s.question}`] : []),
      s.showNames ? 'The results name up to 5 people on each side' : 'The results name nobody',
    ],
  }),
};
