import { mdiCommentTextMultipleOutline } from '@mdi/js';
import type { OpenTextSlide, TextAnswer } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { OpenTextEditor } from './Editor';
import { OpenTextPhoneView } from './PhoneView';
import { OpenTextResults } from './Results';
import { OpenTextScreenView } from './ScreenView';

export const openTextWeb: WebSlideType<OpenTextSlide, TextAnswer> = {
  type: 'opentext',
  icon: mdiCommentTextMultipleOutline,
  Editor: OpenTextEditor,
  PhoneView: OpenTextPhoneView,
  ScreenView: OpenTextScreenView,
  Results: OpenTextResults,
  summary: (s) => s.question,
  solutionText: () => null,
  print: (s) => ({ facts: [`Answers up to ${s.maxLength} characters`, s.upvotes ? 'Upvotes on' : 'Upvotes off'] }),
};
