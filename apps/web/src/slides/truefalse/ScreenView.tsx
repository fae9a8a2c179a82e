import type { TrueFalseSlide } from '@mingle/shared';
import { ChoiceScreen } from '../common/ChoiceScreen';
import { useT } from '../../i18n';
import { TRUE_FALSE_STYLES } from '../common/palette';
import type { ScreenViewProps } from '../types';

export function TrueFalseScreenView({
  slide,
  step,
  results,
  simulated,
  secondsLeft,
  secondsTotal,
  standings,
}: ScreenViewProps<TrueFalseSlide>) {
  const t = useT();
  return (
    <ChoiceScreen
      question={slide.question}
      image={slide.image}
      options={[{ text: t('screen.true') }, { text: t('screen.false') }]}
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
