import { mdiDramaMasks } from '@mdi/js';
import type { ChoicesAnswer, TwoTruthsSlide } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { TwoTruthsEditor } from './Editor';
import { TwoTruthsPhoneView } from './PhoneView';
import { TwoTruthsResults } from './Results';
import { TwoTruthsScreenView } from './ScreenView';

export const twoTruthsWeb: WebSlideType<TwoTruthsSlide, ChoicesAnswer> = {
  type: 'twotruths',
  icon: mdiDramaMasks,
  Editor: TwoTruthsEditor,
  PhoneView: TwoTruthsPhoneView,
  ScreenView: TwoTruthsScreenView,
  Results: TwoTruthsResults,
  summary: (s) => (s.subject.trim() ? `About ${s.subject.trim()}` : s.subjectIsParticipant ? 'About a participant' : ''),
  // The announcer passes the revealed public content, the host notes the full slide: both hold lieIndex.
  solutionText: (s, t) => {
    const lie = typeof s.lieIndex === 'number' ? s.statements[s.lieIndex] : undefined;
    return lie?.trim() ? t('common.twotruths.solution', { lie }) : null;
  },
  print: (s) => ({
    choices: s.statements.map((text, i) => ({ text: text || '(empty)', mark: i === s.lieIndex ? 'lie' : undefined })),
    facts: s.subjectIsParticipant ? ['About a participant the host picks during the event; they sit out the vote'] : [],
  }),
};
