import { mdiPoll } from '@mdi/js';
import type { ChoicesAnswer, PollSlide } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { PollEditor } from './Editor';
import { PollPhoneView } from './PhoneView';
import { PollResults } from './Results';
import { PollScreenView } from './ScreenView';

export const pollWeb: WebSlideType<PollSlide, ChoicesAnswer> = {
  type: 'poll',
  icon: mdiPoll,
  Editor: PollEditor,
  PhoneView: PollPhoneView,
  ScreenView: PollScreenView,
  Results: PollResults,
  summary: (s) => s.question,
  solutionText: () => null,
  print: (s) => ({
    choices: s.options.map((o) => ({ text: o.text || (o.image ? '' : '(empty)'), ...(o.image ? { image: o.image } : {}) })),
    facts: s.multiple ? ['People can pick several options'] : [],
  }),
};
