import { mdiSpeedometer } from '@mdi/js';
import type { ScaleAnswer, ScaleSlide } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { ScaleEditor } from './Editor';
import { ScalePhoneView } from './PhoneView';
import { ScaleResults } from './Results';
import { ScaleScreenView } from './ScreenView';

/** "Scale from 1 (Not at all) to 5 (Completely)": the range in words, for print and lists. */
export function scaleRangeText(s: ScaleSlide): string {
  const end = (value: number, label?: string) => (label?.trim() ? `${value} (${label.trim()})` : String(value));
  return `Scale from ${end(s.min, s.minLabel)} to ${end(s.max, s.maxLabel)}`;
}

export const scaleWeb: WebSlideType<ScaleSlide, ScaleAnswer> = {
  type: 'scale',
  icon: mdiSpeedometer,
  Editor: ScaleEditor,
  PhoneView: ScalePhoneView,
  ScreenView: ScaleScreenView,
  Results: ScaleResults,
  summary: (s) => s.question,
  // Ratings have no right answer.
  solutionText: () => null,
  print: (s) => ({
    lists: [{ title: 'Statements', items: s.statements.map((t) => t || '(empty)'), ordered: true }],
    facts: [scaleRangeText(s)],
  }),
};
