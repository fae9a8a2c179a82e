import type { TrueFalseSlide } from '@mingle/shared';
import { TRUE_FALSE_LABELS, TRUE_FALSE_STYLES } from '../common/palette';
import { ResultBars, ResultsShell } from '../common/ResultsParts';
import type { ResultsProps } from '../types';

export function TrueFalseResults({ slide, results, simulated }: ResultsProps<TrueFalseSlide>) {
  const counts = results.kind === 'choices' ? results.counts : [];
  return (
    <ResultsShell total={results.total} simulated={simulated}>
      <ResultBars
        labels={TRUE_FALSE_LABELS}
        styles={TRUE_FALSE_STYLES}
        counts={counts}
        total={results.total}
        correct={[slide.answer ? 0 : 1]}
      />
    </ResultsShell>
  );
}
