import { mdiKeyboardOutline } from '@mdi/js';
import { TYPO_MIN_LENGTH, type TypeAnswerSlide, type TypedAnswer } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { acceptedOf } from './accepted';
import { TypeAnswerEditor } from './Editor';
import { TypeAnswerPhoneView } from './PhoneView';
import { TypeAnswerResults } from './Results';
import { TypeAnswerScreenView } from './ScreenView';

export const typeAnswerWeb: WebSlideType<TypeAnswerSlide, TypedAnswer> = {
  type: 'typeanswer',
  icon: mdiKeyboardOutline,
  Editor: TypeAnswerEditor,
  PhoneView: TypeAnswerPhoneView,
  ScreenView: TypeAnswerScreenView,
  Results: TypeAnswerResults,
  summary: (s) => s.question,
  // A slash, not a comma: an accepted answer may hold a comma ("Canberra, ACT").
  solutionText: (s) => acceptedOf(s).join(' / ') || null,
  print: (s) => ({
    lists: [{ title: 'Accepted answers', items: acceptedOf(s), ordered: false }],
    facts: [
      'Case, spacing and accents are ignored',
      s.typoTolerance
        ? `One typo is forgiven in answers of ${TYPO_MIN_LENGTH} or more characters, unless it changes a digit`
        : 'Typos are not forgiven',
    ],
  }),
};
