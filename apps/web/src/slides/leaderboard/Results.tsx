import { Text } from '@mantine/core';
import type { LeaderboardSlide } from '@mingle/shared';
import type { ResultsProps } from '../types';

export function LeaderboardResults(_props: ResultsProps<LeaderboardSlide>) {
  return <Text c="dimmed">A leaderboard collects no answers; it shows the scores of the questions before it.</Text>;
}
