import type { TrueFalseSlide } from '@mingle/shared';
import { ChoiceScreen } from '../common/ChoiceScreen';
import { TRUE_FALSE_LABELS, TRUE_FALSE_STYLES } from '../common/palette';
import type { ScreenViewProps } from '../types';

const OPTIONS = TRUE_FALSE_LABELS.map((text) => ({ text }));

export function TrueFalseScreenView({
  slide,
  step,
  results,
  simulated,
  secondsLeft,
  secondsTotal,
  standings,
}: ScreenViewProps<TrueFalseSlide>) {
  return (
    <ChoiceScreen
      question={slide.question}
      image={slide.image}
      options={OPTIONS}
      styles={TRUE_FALSE_STYLES}
      step={step}
      timeLimit={slide.timeLimit}
      correct={[slide.answer ? 0 : 1]}
      explanation={slide.explanation}
      results={results}
      simulated={simulated}
      secondsLeft={secondsLeft}
      secondsTotal={secondsTotal}
      standings={standings}
    />
  );
}
