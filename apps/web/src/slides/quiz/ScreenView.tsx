import type { QuizSlide } from '@mingle/shared';
import { ChoiceScreen } from '../common/ChoiceScreen';
import type { ScreenViewProps } from '../types';

export function QuizScreenView({ slide, step, results, simulated, secondsLeft, secondsTotal, standings }: ScreenViewProps<QuizSlide>) {
  return (
    <ChoiceScreen
      question={slide.question}
      image={slide.image}
      options={slide.options}
      step={step}
      timeLimit={slide.timeLimit}
      correct={slide.options.flatMap((o, i) => (o.correct ? [i] : []))}
      explanation={slide.explanation}
      results={results}
      simulated={simulated}
      secondsLeft={secondsLeft}
      secondsTotal={secondsTotal}
      standings={standings}
    />
  );
}
