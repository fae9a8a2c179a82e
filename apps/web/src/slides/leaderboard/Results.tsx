import { Text } from '@mantine/core';
import { useT } from '../../i18n';
import type { LeaderboardSlide } from '@mingle/shared';
import type { ResultsProps } from '../types';

export function LeaderboardResults(_props: ResultsProps<LeaderboardSlide>) {
  const t = useT();
  return <Text c="dimmed">{t('screen.results.leaderboard')}</Text>;
}
