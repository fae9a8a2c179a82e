import type { LeaderboardSlide } from '@mingle/shared';
import { LeaderboardScreen } from '../common/LeaderboardScreen';
import type { ScreenViewProps } from '../types';

export function LeaderboardScreenView({ slide, standings, simulated }: ScreenViewProps<LeaderboardSlide>) {
  return <LeaderboardScreen title={slide.title} top={slide.top} podium={slide.podium} standings={standings} simulated={simulated} />;
}
