import { Text } from '@mantine/core';
import type { WouldYouRatherSlide } from '@mingle/shared';
import { useT } from '../../i18n';
import { ResultBars, ResultsShell } from '../common/ResultsParts';
import type { ResultsProps } from '../types';
import { sidesOf, splitOf } from './sides';

/** The split for the host console and reports: a bar per side and, when shown, the names on it. */
export function WouldYouRatherResults({ slide, results, simulated }: ResultsProps<WouldYouRatherSlide>) {
  const t = useT();
  const split = splitOf(results);
  const sides = sidesOf(slide);
  const labels = sides.map((s) => `${s.letter}: ${s.text.trim() || t('screen.wyr.option', { side: s.letter })}`);
  return (
    <ResultsShell total={split.total} simulated={simulated} unit="screen.poll.votes">
      <ResultBars labels={labels} counts={split.counts} total={split.counts[0] + split.counts[1]} />
      {split.names &&
        sides.map((side) =>
          split.names![side.index].length > 0 ? (
            <Text key={side.letter} size="sm" mt="xs">
              <strong>{t('screen.wyr.names', { side: side.letter })}:</strong> {split.names![side.index].join(', ')}
              {split.counts[side.index] > split.names![side.index].length &&
                ` ${t('screen.wyr.more', { count: split.counts[side.index] - split.names![side.index].length })}`}
            </Text>
          ) : null,
        )}
      {!slide.showNames && (
        <Text size="sm" c="dimmed" mt="xs">
          {t('screen.wyr.namesOff')}
        </Text>
      )}
    </ResultsShell>
  );
}
