import type { PollSlide } from '@mingle/shared';
import { ResultBars, ResultsShell } from '../common/ResultsParts';
import type { ResultsProps } from '../types';

export function PollResults({ slide, results, simulated }: ResultsProps<PollSlide>) {
  const counts = results.kind === 'choices' ? results.counts : [];
  return (
    <ResultsShell total={results.total} simulated={simulated} unit="screen.poll.votes">
      <ResultBars labels={slide.options.map((o) => o.text)} counts={counts} total={results.total} />
    </ResultsShell>
  );
}
