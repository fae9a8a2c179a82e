import type { LeaderboardSlide } from '@mingle/shared';
import type { PhoneSlideType } from '../types';
import { LeaderboardPhoneView } from './PhoneView';

/** What the phone app loads of this type (ADR 24): its phone view, nothing else. */
export const phone: PhoneSlideType<LeaderboardSlide> = {
  type: 'leaderboard',
  PhoneView: LeaderboardPhoneView,
};
