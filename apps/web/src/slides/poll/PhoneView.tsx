import type { ChoicesAnswer, PollSlide } from '@mingle/shared';
import { ChoicePhone } from '../common/ChoicePhone';
import type { PhoneViewProps } from '../types';

export function PollPhoneView({ slide, step, answer, onAnswer }: PhoneViewProps<PollSlide, ChoicesAnswer>) {
  return (
    <ChoicePhone
      question={slide.question}
      options={slide.options}
      multiple={slide.multiple}
      step={step}
      chosen={answer?.choices}
      onChoose={onAnswer ? (choices) => onAnswer({ choices }) : undefined}
      layout="list"
    />
  );
}
