import type { ChoicesAnswer, QuizSlide } from '@mingle/shared';
import { ChoicePhone } from '../common/ChoicePhone';
import type { PhoneViewProps } from '../types';

export function QuizPhoneView({ slide, step, answer, onAnswer, personalResult, lastSlide }: PhoneViewProps<QuizSlide, ChoicesAnswer>) {
  const correct = step === 'reveal' ? slide.options.flatMap((o, i) => (o.correct ? [i] : [])) : undefined;
  return (
    <ChoicePhone
      question={slide.question}
      options={slide.options}
      multiple={slide.multiSelect}
      step={step}
      chosen={answer?.choices}
      onChoose={onAnswer ? (choices) => onAnswer({ choices }) : undefined}
      correct={correct}
      personalResult={personalResult}
      lastSlide={lastSlide}
      layout={slide.options.some((o) => o.text.length > 40) ? 'list' : 'grid'}
    />
  );
}
