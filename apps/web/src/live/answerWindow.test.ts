import type { Slide } from '@mingle/shared';
import { describe, expect, it } from 'vitest';
import { nextAnswerWindow, type AnswerWindow, type WindowState } from './answerWindow';

const T0 = 1_000_000;

/** A quiz with a 20 s limit, answering; the deadline 20 s after T0 unless said otherwise. */
function answering(over: Partial<WindowState> = {}): WindowState {
  return {
    status: 'LIVE',
    step: 'answering',
    round: 0,
    slide: { id: 'q1', type: 'quiz', content: { question: 'Capital of France?', timeLimit: 20 } as Slide },
    deadline: T0 + 20_000,
    serverTime: T0,
    paused: false,
    remainingMs: null,
    ...over,
  };
}

function follow(states: WindowState[]): AnswerWindow | null {
  return states.reduce<AnswerWindow | null>((prev, s) => nextAnswerWindow(prev, s), null);
}

describe('answering window total (R5.5: the host adds time)', () => {
  it('is the time limit while nothing was added, whatever states come in between', () => {
    const w = follow([answering(), answering({ serverTime: T0 + 3_000 }), answering({ serverTime: T0 + 9_000 })]);
    expect(w?.totalMs).toBe(20_000);
  });

  it('grows by the time added while the clock runs', () => {
    // 15 s left of 20, then +10 s: 25 s left of 30.
    const w = follow([answering(), answering({ serverTime: T0 + 5_000 }), answering({ serverTime: T0 + 5_100, deadline: T0 + 30_000 })]);
    expect(w?.totalMs).toBe(30_000);
    // Twice.
    expect(nextAnswerWindow(w, answering({ serverTime: T0 + 7_000, deadline: T0 + 40_000 }))?.totalMs).toBe(40_000);
  });

  it('counts time added while paused, but not the pause and resume themselves', () => {
    const w = follow([
      answering(),
      // Paused with 12 s left, 8 s in.
      answering({ serverTime: T0 + 8_000, paused: true, deadline: null, remainingMs: 12_000 }),
      // Still paused, +10 s.
      answering({ serverTime: T0 + 20_000, paused: true, deadline: null, remainingMs: 22_000 }),
      // Resumed a minute later: the deadline moved by the pause, which adds nothing.
      answering({ serverTime: T0 + 80_000, deadline: T0 + 102_000 }),
      answering({ serverTime: T0 + 81_000, deadline: T0 + 102_000 }),
    ]);
    expect(w?.totalMs).toBe(30_000);
  });

  it('starts from the time left when a screen connects after time was added', () => {
    // Connected 2 s into a 20 s question that already got +10 s: 28 s left, the most it can know.
    expect(follow([answering({ serverTime: T0 + 2_000, deadline: T0 + 30_000 })])?.totalMs).toBe(28_000);
  });

  it('starts again for the next question or round, and is absent when untimed or not answering', () => {
    const extended = follow([answering(), answering({ serverTime: T0 + 1_000, deadline: T0 + 30_000 })]);
    expect(
      nextAnswerWindow(
        extended,
        answering({
          slide: { id: 'q2', type: 'quiz', content: { timeLimit: 20 } as Slide },
          serverTime: T0 + 40_000,
          deadline: T0 + 60_000,
        }),
      )?.totalMs,
    ).toBe(20_000);
    expect(nextAnswerWindow(extended, answering({ round: 1, serverTime: T0 + 40_000, deadline: T0 + 60_000 }))?.totalMs).toBe(20_000);
    expect(nextAnswerWindow(extended, answering({ step: 'reveal', deadline: null }))).toBeNull();
    expect(
      nextAnswerWindow(null, answering({ slide: { id: 'p1', type: 'poll', content: { question: 'Tea?' } as Slide }, deadline: null })),
    ).toBeNull();
  });
});
