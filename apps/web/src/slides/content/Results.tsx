import { Text } from '@mantine/core';
import type { ContentSlide } from '@mingle/shared';
import type { ResultsProps } from '../types';

export function ContentResults(_props: ResultsProps<ContentSlide>) {
  return <Text c="dimmed">A content slide collects no answers.</Text>;
}
