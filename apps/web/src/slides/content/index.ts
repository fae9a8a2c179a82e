import { mdiTextBoxOutline } from '@mdi/js';
import type { ContentSlide } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { ContentEditor } from './Editor';
import { ContentPhoneView } from './PhoneView';
import { ContentResults } from './Results';
import { ContentScreenView } from './ScreenView';

export const contentWeb: WebSlideType<ContentSlide> = {
  type: 'content',
  icon: mdiTextBoxOutline,
  Editor: ContentEditor,
  PhoneView: ContentPhoneView,
  ScreenView: ContentScreenView,
  Results: ContentResults,
  summary: (s) => s.title || s.body.split('\n')[0] || '',
  solutionText: () => null,
  print: () => ({}),
};
