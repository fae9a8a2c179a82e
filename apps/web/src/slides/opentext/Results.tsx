import { Text } from '@mantine/core';
import { useT } from '../../i18n';
import type { OpenTextSlide } from '@mingle/shared';
import { CardWall, ResultsShell } from '../common/ResultsParts';
import type { ResultsProps } from '../types';

export function OpenTextResults({ slide, results, simulated }: ResultsProps<OpenTextSlide>) {
  const t = useT();
  const items = results.kind === 'texts' ? results.items : [];
  return (
    <ResultsShell total={results.total} simulated={simulated}>
      {items.length ? <CardWall items={items} upvotes={slide.upvotes} /> : <Text c="dimmed">{t('screen.opentext.none')}</Text>}
    </ResultsShell>
  );
}
