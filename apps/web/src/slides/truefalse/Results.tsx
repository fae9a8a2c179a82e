import type { TrueFalseSlide } from '@mingle/shared';
import { useT } from '../../i18n';
import { TRUE_FALSE_STYLES } from '../common/palette';
import { ResultBars, ResultsShell } from '../common/ResultsParts';
import type { ResultsProps } from '../types';

export function TrueFalseResults({ slide, results, simulated }: ResultsProps<TrueFalseSlide>) {
  const t = useT();
  const counts = results.kind === 'choices' ? results.counts : [];
  return (
    <ResultsShell total={results.total} simulated={simulated}>
      <ResultBars
        labels={[t('screen.true'), t('screen.false')]}
        styles={TRUE_FALSE_STYLES}
        counts={counts}
        total={results.total}
        correct={[slide.answer ? 0 : 1]}
      />
    </ResultsShell>
  );
}
