import type { QuizSlide } from '@mingle/shared';
import { ResultBars, ResultsShell } from '../common/ResultsParts';
import type { ResultsProps } from '../types';

export function QuizResults({ slide, results, simulated }: ResultsProps<QuizSlide>) {
  const counts = results.kind === 'choices' ? results.counts : [];
  const correct = results.kind === 'choices' ? (results.correct ?? slide.options.flatMap((o, i) => (o.correct ? [i] : []))) : undefined;
  return (
    <ResultsShell total={results.total} simulated={simulated}>
      <ResultBars labels={slide.options.map((o) => o.text)} counts={counts} total={results.total} correct={correct} />
    </ResultsShell>
  );
}
