import type { Slide } from '@mingle/shared';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/messages/en';
import { createTranslator } from '../../i18n/translator';
import type { LiveState } from '../../live/operations';
import { announcement } from './announce';
import type { PhoneSlideView } from './playView';

const t = createTranslator('en', en).t;
const state = {
  status: 'LIVE',
  step: 'reveal',
  slide: { id: 'n1', type: 'number', content: { question: 'How many?' } as unknown as Slide },
} as LiveState;
const view = (over: Partial<PhoneSlideView>): PhoneSlideView => ({
  answer: { value: 12 },
  sending: false,
  refused: null,
  canAnswer: false,
  personalResult: undefined,
  ...over,
});

describe('what a screen reader hears at the reveal', () => {
  it('R12.5 says a close guess is close, with its points, not "Not this time"', () => {
    expect(announcement(state, view({ personalResult: { correct: false, points: 420, rank: 2 } }), t)).toBe(
      'Close! +420 points. You are in 2nd place.',
    );
    expect(announcement(state, view({ personalResult: { correct: false, points: 0, rank: 3 } }), t)).toBe(
      'Not this time. +0 points. You are in 3rd place.',
    );
    expect(announcement(state, view({ personalResult: { correct: true, points: 875 } }), t)).toBe('Correct! +875 points.');
  });
});
