import { mdiCommentQuestionOutline } from '@mdi/js';
import { QNA_LIMITS, type QnaSlide } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { QnaEditor } from './Editor';
import { QnaPhoneView } from './PhoneView';
import { QnaResults } from './Results';
import { QnaScreenView } from './ScreenView';

export const qnaWeb: WebSlideType<QnaSlide, unknown> = {
  type: 'qna',
  icon: mdiCommentQuestionOutline,
  Editor: QnaEditor,
  PhoneView: QnaPhoneView,
  ScreenView: QnaScreenView,
  Results: QnaResults,
  summary: (s) => s.title,
  // Questions have no right answer.
  solutionText: () => null,
  print: (s) => ({
    facts: [
      'Open from this slide until closed from the console',
      s.upvotes ? 'Upvotes on' : 'Upvotes off',
      `Questions up to ${QNA_LIMITS.textMax} characters, anonymous unless the author shows their name`,
    ],
  }),
};
