import { describe, expect, it } from 'vitest';
import { AnsweringSendTimes } from './sendTimes';

describe('answering send times (R6.2)', () => {
  it('R6.2 keeps the first time a phone was sent a question’s answering step', () => {
    const times = new AnsweringSendTimes();
    times.of('s1', 0).note('p1', 100);
    times.of('s1', 0).note('p1', 200);
    expect(times.sentAt('s1', 0, 'p1')).toBe(100);
    expect(times.sentAt('s1', 1, 'p1')).toBeUndefined();
  });

  it('R6.2 a handle taken once notes many phones into the same question', () => {
    const times = new AnsweringSendTimes();
    const q = times.of('s1', 0);
    q.note('p1', 100);
    q.note('p2', 300);
    expect(times.sentAt('s1', 0, 'p1')).toBe(100);
    expect(times.sentAt('s1', 0, 'p2')).toBe(300);
  });

  it('R6.2 keeps the open question and the one before it, and forgets older ones', () => {
    const times = new AnsweringSendTimes();
    times.of('q1', 0).note('p', 1);
    times.of('q2', 0).note('p', 2);
    expect(times.sentAt('q1', 0, 'p')).toBe(1);
    times.of('q3', 0).note('p', 3);
    expect(times.sentAt('q1', 0, 'p')).toBeUndefined();
    expect(times.sentAt('q2', 0, 'p')).toBe(2);
    expect(times.sentAt('q3', 0, 'p')).toBe(3);
    // Going back to the question before does not forget the newest.
    times.of('q2', 0).note('p2', 4);
    expect(times.sentAt('q3', 0, 'p')).toBe(3);
  });
});
