import { describe, expect, it } from 'vitest';
import { answeringSentAt, answeringTimes, KEEP_TIMES, noteAnsweringSent } from './delivery';

describe('when each phone was sent the answering step (R6.2)', () => {
  it('keeps the first time per phone and question', () => {
    noteAnsweringSent('e-first', 's1', 0, 'p1', 100);
    noteAnsweringSent('e-first', 's1', 0, 'p1', 200);
    expect(answeringSentAt('e-first', 's1', 0, 'p1')).toBe(100);
    expect(answeringSentAt('e-first', 's1', 1, 'p1')).toBeUndefined();
  });

  it('notes through a question taken once, as a fan-out does, into the same times', () => {
    const times = answeringTimes('e-handle', 's1', 0);
    times.note('p1', 100);
    times.note('p1', 200);
    noteAnsweringSent('e-handle', 's1', 0, 'p2', 300);
    times.note('p2', 400);
    expect(answeringSentAt('e-handle', 's1', 0, 'p1')).toBe(100);
    expect(answeringSentAt('e-handle', 's1', 0, 'p2')).toBe(300);
  });

  it('forgets the oldest questions once it holds more than KEEP_TIMES times, never the current one', () => {
    noteAnsweringSent('e-old', 'q1', 0, 'p0', 1);
    for (let i = 0; i < KEEP_TIMES; i++) noteAnsweringSent('e-big', 'q1', 0, `p${i}`, i);
    expect(answeringSentAt('e-old', 'q1', 0, 'p0')).toBeUndefined();
    expect(answeringSentAt('e-big', 'q1', 0, 'p0')).toBe(0);
    expect(answeringSentAt('e-big', 'q1', 0, `p${KEEP_TIMES - 1}`)).toBe(KEEP_TIMES - 1);
  });
});
