import type { Slide } from '@mingle/shared';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LiveState } from '../../live/operations';
import { renderUi } from '../../slides/testing';
import { Stage } from './BigScreen';

afterEach(cleanup);

const T0 = 1_000_000;

function quizAnswering(over: Partial<LiveState> = {}): LiveState {
  return {
    eventId: 'e1',
    status: 'LIVE',
    title: 'Friday quiz',
    code: 'ABCDEF',
    language: null,
    sound: true,
    slideIndex: 0,
    slideCount: 1,
    scored: true,
    step: 'answering',
    round: 0,
    play: null,
    slide: {
      id: 'q1',
      type: 'quiz',
      // As the server sends it before the reveal: no `correct` on the options.
      content: {
        id: 'q1',
        type: 'quiz',
        question: 'Capital of France?',
        options: [{ text: 'Paris' }, { text: 'Lyon' }],
        multiSelect: false,
        timeLimit: 20,
        points: 'standard',
      } as Slide,
    },
    deadline: T0 + 20_000,
    serverTime: T0,
    paused: false,
    remainingMs: null,
    answeredCount: 0,
    participantCount: 3,
    results: null,
    leaderboard: null,
    teams: null,
    lobbyNames: null,
    qna: null,
    me: null,
    ...over,
  };
}

/** The share of the ring still drawn, from its dash offset. */
function ringFraction(): number {
  const ring = screen.getByRole('timer').querySelectorAll('circle')[1];
  if (!ring) throw new Error('no ring');
  return 1 - Number(ring.getAttribute('stroke-dashoffset')) / Number(ring.getAttribute('stroke-dasharray'));
}

describe('big screen countdown', () => {
  it('counts the time the host added: the number and the ring follow the new deadline', () => {
    const { rerender } = renderUi(<Stage state={quizAnswering()} origin="https://mingle.test" secondsLeft={20} />);
    // 5 s in: 15 of 20 seconds left.
    const running = quizAnswering({ serverTime: T0 + 5_000 });
    rerender(<Stage state={running} origin="https://mingle.test" secondsLeft={15} />);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('15 seconds left');
    expect(ringFraction()).toBeCloseTo(0.75, 3);

    // "+10 s": the deadline moves 10 s later; 25 s left of a 30 s question.
    const extended = quizAnswering({ serverTime: T0 + 5_000, deadline: T0 + 30_000 });
    rerender(<Stage state={extended} origin="https://mingle.test" secondsLeft={25} />);
    expect(screen.getByRole('timer').getAttribute('aria-label')).toBe('25 seconds left');
    expect(screen.getByRole('timer').textContent).toBe('25');
    expect(ringFraction()).toBeCloseTo(25 / 30, 3);

    // And it keeps emptying over the whole 30 s.
    rerender(<Stage state={extended} origin="https://mingle.test" secondsLeft={6} />);
    expect(ringFraction()).toBeCloseTo(6 / 30, 3);
  });
});
