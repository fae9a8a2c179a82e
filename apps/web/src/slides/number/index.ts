import { mdiNumeric } from '@mdi/js';
import { numberDecimals, type NumberAnswer, type NumberSlide } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { NumberEditor } from './Editor';
import { NumberPhoneView } from './PhoneView';
import { NumberResults } from './Results';
import { NumberScreenView } from './ScreenView';
import { formatPlain } from './numberText';

/** "Whole numbers", "Up to 2 decimal places": how precise a guess can be, for the printout. */
const precision = (decimals: number) => (decimals === 0 ? 'Whole numbers' : `Up to ${decimals} decimal place${decimals === 1 ? '' : 's'}`);

export const numberWeb: WebSlideType<NumberSlide, NumberAnswer> = {
  type: 'number',
  icon: mdiNumeric,
  Editor: NumberEditor,
  PhoneView: NumberPhoneView,
  ScreenView: NumberScreenView,
  Results: NumberResults,
  summary: (s) => s.question,
  // "42 (± 2)", in the caller's language's decimal mark (the announcer speaks the event's).
  solutionText(s, t) {
    const d = numberDecimals(s);
    const fmt = (v: number) => formatPlain(v, d, t('screen.number.decimalMark'));
    return s.tolerance > 0 ? t('screen.number.solution', { answer: fmt(s.answer), tolerance: fmt(s.tolerance) }) : fmt(s.answer);
  },
  print(s) {
    const d = numberDecimals(s);
    const fmt = (v: number) => formatPlain(v, d, '.');
    return {
      facts: [
        `Answer: ${fmt(s.answer)}${s.tolerance > 0 ? ` (± ${fmt(s.tolerance)} counts as right)` : ''}`,
        `Guesses from ${fmt(s.min)} to ${fmt(s.max)}`,
        precision(d),
      ],
    };
  },
};
