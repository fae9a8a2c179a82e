import { Text } from '@mantine/core';
import type { OrderSlide } from '@mingle/shared';
import { useT } from '../../i18n';
import { ResultBars, ResultsShell } from '../common/ResultsParts';
import type { ResultsProps } from '../types';
import { correctSequence } from './correctOrder';

/** How many had the whole order, then per item of the correct order how many put it in its place. */
export function OrderResults({ slide, results, simulated }: ResultsProps<OrderSlide>) {
  const t = useT();
  const sequence = correctSequence(slide) ?? [];
  const order = results.kind === 'order' ? results : null;
  return (
    <ResultsShell total={results.total} simulated={simulated}>
      {order && (
        <Text fw={600} mb="sm">
          {t('screen.order.allRight', { count: order.allRight })}
        </Text>
      )}
      <Text size="sm" c="dimmed" mb="xs">
        {t('screen.order.correctOrder')}
      </Text>
      <ResultBars labels={sequence.map((item, i) => `${i + 1}. ${item}`)} counts={order?.inPlace ?? []} total={results.total} />
    </ResultsShell>
  );
}
