import { Text } from '@mantine/core';
import type { SpinnerSlide } from '@mingle/shared';
import { useT } from '../../i18n';
import type { ResultsProps } from '../types';

/** Nobody answers a spinner (SPEC R21.2): its spins are shown live, in the host console. */
export function SpinnerResults(_props: ResultsProps<SpinnerSlide>) {
  const t = useT();
  return <Text c="dimmed">{t('screen.results.spinner')}</Text>;
}
