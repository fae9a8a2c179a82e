import { Text } from '@mantine/core';
import type { TwoTruthsSlide } from '@mingle/shared';
import { useT } from '../../i18n';
import { ResultBars, ResultsShell } from '../common/ResultsParts';
import type { ResultsProps } from '../types';
import { spottersLine, twoTruthsResultsOf } from './words';

/** The host's and the recap's results: each statement's votes, the lie marked, who spotted it. */
export function TwoTruthsResults({ slide, results, simulated }: ResultsProps<TwoTruthsSlide>) {
  const t = useT();
  const r = twoTruthsResultsOf(results);
  const lie = r?.lieIndex ?? slide.lieIndex;
  return (
    <ResultsShell total={results.total} simulated={simulated}>
      <ResultBars
        // The lie is named in words ("The lie: …"); a "Correct" badge would read as if it were true.
        labels={slide.statements.map((s, i) => (i === lie ? `${t('common.twotruths.lie')}: ${s}` : s))}
        counts={r?.counts ?? slide.statements.map(() => 0)}
        total={results.total}
      />
      {r && (
        <Text size="sm" mt="sm">
          {spottersLine(t, r)}
        </Text>
      )}
    </ResultsShell>
  );
}
