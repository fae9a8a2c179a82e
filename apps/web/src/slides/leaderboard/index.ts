import { mdiPodium } from '@mdi/js';
import type { LeaderboardSlide } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { LeaderboardEditor } from './Editor';
import { LeaderboardPhoneView } from './PhoneView';
import { LeaderboardResults } from './Results';
import { LeaderboardScreenView } from './ScreenView';

export const leaderboardWeb: WebSlideType<LeaderboardSlide> = {
  type: 'leaderboard',
  icon: mdiPodium,
  Editor: LeaderboardEditor,
  PhoneView: LeaderboardPhoneView,
  ScreenView: LeaderboardScreenView,
  Results: LeaderboardResults,
  summary: (s) => s.title,
  solutionText: () => null,
  print: (s) => ({ facts: [`Top ${s.top}${s.podium ? ', with a podium' : ''}`] }),
};
