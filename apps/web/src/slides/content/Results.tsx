import { Text } from '@mantine/core';
import { useT } from '../../i18n';
import type { ContentSlide } from '@mingle/shared';
import type { ResultsProps } from '../types';

export function ContentResults(_props: ResultsProps<ContentSlide>) {
  const t = useT();
  return <Text c="dimmed">{t('screen.results.content')}</Text>;
}
