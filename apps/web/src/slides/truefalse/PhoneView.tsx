import type { TrueFalseAnswer, TrueFalseSlide } from '@mingle/shared';
import { ChoicePhone } from '../common/ChoicePhone';
import { TRUE_FALSE_LABELS, TRUE_FALSE_STYLES } from '../common/palette';
import type { PhoneViewProps } from '../types';

const OPTIONS = TRUE_FALSE_LABELS.map((text) => ({ text }));

/** Two big buttons; index 0 is True, as in the shared aggregate. */
export function TrueFalsePhoneView({ slide, step, answer, onAnswer, personalResult }: PhoneViewProps<TrueFalseSlide, TrueFalseAnswer>) {
  return (
    <ChoicePhone
      question={slide.question}
      options={OPTIONS}
      styles={TRUE_FALSE_STYLES}
      multiple={false}
      step={step}
      chosen={answer ? [answer.value ? 0 : 1] : undefined}
      onChoose={onAnswer ? (choices) => onAnswer({ value: choices[0] === 0 }) : undefined}
      correct={step === 'reveal' ? [slide.answer ? 0 : 1] : undefined}
      personalResult={personalResult}
      layout="grid"
    />
  );
}
