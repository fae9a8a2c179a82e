import { mdiTarget } from '@mdi/js';
import { SPINNER_MAX_SEGMENTS, type SpinnerSlide } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { SpinnerEditor } from './Editor';
import { SpinnerHostPanel } from './HostPanel';
import { SpinnerPhoneView } from './PhoneView';
import { SpinnerResults } from './Results';
import { SpinnerScreenView } from './ScreenView';

export const spinnerWeb: WebSlideType<SpinnerSlide> = {
  type: 'spinner',
  icon: mdiTarget,
  Editor: SpinnerEditor,
  PhoneView: SpinnerPhoneView,
  ScreenView: SpinnerScreenView,
  Results: SpinnerResults,
  HostPanel: SpinnerHostPanel,
  summary: (s) => s.title,
  // The wheel decides, live: there is nothing to read out beforehand.
  solutionText: () => null,
  print: (s) => ({
    lists: s.source === 'items' ? [{ title: 'On the wheel', items: s.items.map((i) => i || '(empty)'), ordered: false }] : [],
    facts: [
      s.source === 'items'
        ? 'A wheel of the items above'
        : `A wheel of the participants (at most ${SPINNER_MAX_SEGMENTS} at a time, drawn at random)`,
      s.removeWinners ? 'Winners are taken out for the next spin' : 'Winners stay on the wheel',
    ],
  }),
};
