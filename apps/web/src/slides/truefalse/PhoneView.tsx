import type { TrueFalseAnswer, TrueFalseSlide } from '@mingle/shared';
import { ChoicePhone } from '../common/ChoicePhone';
import { useT } from '../../i18n/speaking';
import { TRUE_FALSE_STYLES } from '../common/palette';
import type { PhoneViewProps } from '../types';

/** Two big buttons; index 0 is True, as in the shared aggregate. */
export function TrueFalsePhoneView({
  slide,
  step,
  answer,
  onAnswer,
  personalResult,
  lastSlide,
}: PhoneViewProps<TrueFalseSlide, TrueFalseAnswer>) {
  const t = useT();
  return (
    <ChoicePhone
      question={slide.question}
      options={[{ text: t('phone.slide.true') }, { text: t('phone.slide.false') }]}
      styles={TRUE_FALSE_STYLES}
      multiple={false}
      step={step}
      chosen={answer ? [answer.value ? 0 : 1] : undefined}
      onChoose={onAnswer ? (choices) => onAnswer({ value: choices[0] === 0 }) : undefined}
      correct={step === 'reveal' ? [slide.answer ? 0 : 1] : undefined}
      personalResult={personalResult}
      lastSlide={lastSlide}
      layout="grid"
    />
  );
}
