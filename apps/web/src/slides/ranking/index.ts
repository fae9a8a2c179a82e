import { mdiFormatListNumbered } from '@mdi/js';
import type { RankingAnswer, RankingSlide } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { RankingEditor } from './Editor';
import { RankingPhoneView } from './PhoneView';
import { RankingResults } from './Results';
import { RankingScreenView } from './ScreenView';

export const rankingWeb: WebSlideType<RankingSlide, RankingAnswer> = {
  type: 'ranking',
  icon: mdiFormatListNumbered,
  Editor: RankingEditor,
  PhoneView: RankingPhoneView,
  ScreenView: RankingScreenView,
  Results: RankingResults,
  summary: (s) => s.question,
  // Everyone's own order is the answer: there is no right one to read out.
  solutionText: () => null,
  print: (s) => ({
    lists: [{ title: 'Items to rank', items: s.items.map((item) => item || '(empty)'), ordered: false }],
    facts: [`Ranked by Borda count: a first place scores ${s.items.length - 1}, a last place 0`],
  }),
};
