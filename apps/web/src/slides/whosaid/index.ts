import { mdiAccountVoice } from '@mdi/js';
import type { WhoSaidAnswer, WhoSaidSlide } from '@mingle/shared';
import type { WebSlideType } from '../types';
import { WhoSaidEditor } from './Editor';
import { WhoSaidPhoneView } from './PhoneView';
import { WhoSaidResults } from './Results';
import { WhoSaidScreenView } from './ScreenView';

export const whoSaidWeb: WebSlideType<WhoSaidSlide, WhoSaidAnswer> = {
  type: 'whosaid',
  icon: mdiAccountVoice,
  Editor: WhoSaidEditor,
  PhoneView: WhoSaidPhoneView,
  ScreenView: WhoSaidScreenView,
  Results: WhoSaidResults,
  // The slide has no text of its own: its quotes come from the event. Lists put the type's name before it.
  summary: (s) => `${s.rounds} ${s.rounds === 1 ? 'round' : 'rounds'} of quotes`,
  // The author is in the round's play: the host has it all along, screens from the reveal.
  solutionText: (_s, _t, play) => (play as { author?: { nickname?: string } } | null | undefined)?.author?.nickname ?? null,
  print: (s) => ({
    facts: [
      `${s.rounds} ${s.rounds === 1 ? 'round' : 'rounds'}: quotes from the answers to an earlier open-text question`,
      'Players guess who wrote each quote; the author sits the round out',
    ],
  }),
};
