import { describe, expect, it } from 'vitest';
import {
  contentSlide,
  numberSlide,
  pollSlide,
  quizSlide,
  RIGHT_CHOICE as RIGHT,
  trueFalseSlide,
  WRONG_CHOICE as WRONG,
} from '@mingle/shared/testing';
import { LATENCY_CAP_MS, STREAK_MAX_BONUS, answerTimeMs, rank, scoreAnswer, type Standing } from './scoring';

const T = 20_000;
const quiz = (points: 'standard' | 'double' | 'none' = 'standard', over: Record<string, unknown> = {}) =>
  quizSlide('q', {
    question: 'Q?',
    options: [{ text: 'yes', correct: true }, { text: 'no' }, { text: 'maybe' }],
    timeLimit: T / 1000,
    points,
    ...over,
  });
const trueFalse = trueFalseSlide('t', { question: 'Q?', answer: false, timeLimit: 10 });
const poll = pollSlide('p', { question: 'Q?', options: [{ text: 'a' }, { text: 'b' }] });
const content = contentSlide('c', { title: 'Hi' });

/** Timing for an answer t ms after the step was sent, with no latency. */
const after = (t: number, latencyMs = 0) => ({ sentAt: 1_000_000, receivedAt: 1_000_000 + t, latencyMs });

describe('the scoring table (R6.1)', () => {
  it('R6.1 a correct answer at t=0 scores all points, at t=T half, at t=T/2 three quarters', () => {
    expect(scoreAnswer(quiz(), RIGHT, after(0), 0).points).toBe(1000);
    expect(scoreAnswer(quiz(), RIGHT, after(T), 0).points).toBe(500);
    expect(scoreAnswer(quiz(), RIGHT, after(T / 2), 0).points).toBe(750);
  });

  it('R6.1 double points are 2000 down to 1000; none scores 0', () => {
    expect(scoreAnswer(quiz('double'), RIGHT, after(0), 0).points).toBe(2000);
    expect(scoreAnswer(quiz('double'), RIGHT, after(T / 2), 0).points).toBe(1500);
    expect(scoreAnswer(quiz('double'), RIGHT, after(T), 0).points).toBe(1000);
    expect(scoreAnswer(quiz('none'), RIGHT, after(0), 0)).toMatchObject({ correct: true, points: 0 });
    expect(scoreAnswer(quiz('none'), RIGHT, after(T), 0).points).toBe(0);
  });

  it('R6.1 points are round(points × (1 − t / 2T))', () => {
    // 1000 × (1 − 1234/40000) = 969.15; 2000 × … = 1938.3; 1000 × (1 − 7000/40000) = 825
    expect(scoreAnswer(quiz(), RIGHT, after(1234), 0).points).toBe(969);
    expect(scoreAnswer(quiz('double'), RIGHT, after(1234), 0).points).toBe(1938);
    expect(scoreAnswer(quiz(), RIGHT, after(7000), 0).points).toBe(825);
    // 1000 × (1 − 29/40000) = 999.275 → 999; 1000 × (1 − 19/40000) = 999.525 → 1000
    expect(scoreAnswer(quiz(), RIGHT, after(29), 0).points).toBe(999);
    expect(scoreAnswer(quiz(), RIGHT, after(19), 0).points).toBe(1000);
  });

  it('R6.1 the time limit is the slide’s own: a 10 s true/false at 5 s scores 750', () => {
    expect(scoreAnswer(trueFalse, { value: false }, after(5000), 0)).toMatchObject({ correct: true, points: 750, answerMs: 5000 });
  });

  it('R6.1 a wrong answer scores 0 whenever it arrives', () => {
    expect(scoreAnswer(quiz(), WRONG, after(0), 0)).toMatchObject({ correct: false, points: 0 });
    expect(scoreAnswer(trueFalse, { value: true }, after(0), 0)).toMatchObject({ correct: false, points: 0 });
  });

  it('R6.1 a multi-select quiz scores only exactly the correct set', () => {
    const multi = quiz('standard', {
      multiSelect: true,
      options: [{ text: 'a', correct: true }, { text: 'b', correct: true }, { text: 'c' }],
    });
    expect(scoreAnswer(multi, { choices: [1, 0] }, after(0), 0)).toMatchObject({ correct: true, points: 1000 });
    expect(scoreAnswer(multi, { choices: [0] }, after(0), 0)).toMatchObject({ correct: false, points: 0 });
    expect(scoreAnswer(multi, { choices: [0, 1, 2] }, after(0), 0)).toMatchObject({ correct: false, points: 0 });
  });
});

describe('the latency cap (R6.2)', () => {
  it('R6.2 a latency of 300 ms is subtracted in full', () => {
    expect(answerTimeMs(after(5000, 300), T)).toBe(4700);
  });

  it('R6.2 a latency of 900 ms subtracts only 500 ms', () => {
    expect(LATENCY_CAP_MS).toBe(500);
    expect(answerTimeMs(after(5000, 900), T)).toBe(4500);
    expect(scoreAnswer(quiz(), RIGHT, after(5000, 900), 0).answerMs).toBe(4500);
  });

  it('R6.2 t is never below 0: a fast answer with a large latency counts as t=0', () => {
    expect(answerTimeMs(after(200, 500), T)).toBe(0);
    expect(scoreAnswer(quiz(), RIGHT, after(200, 500), 0).points).toBe(1000);
  });

  it('R6.2 t is never above T: a late answer counts as t=T', () => {
    expect(answerTimeMs(after(T + 5000), T)).toBe(T);
    expect(scoreAnswer(quiz(), RIGHT, after(T + 5000), 0).points).toBe(500);
  });

  it('R6.2 a negative measured latency does not add time', () => {
    expect(answerTimeMs(after(5000, -800), T)).toBe(5000);
  });

  it('R6.2 t is whole milliseconds, as stored: a fractional latency (half a round trip) is rounded', () => {
    expect(answerTimeMs(after(5000, 33.5), T)).toBe(4967);
    expect(scoreAnswer(quiz(), RIGHT, after(5000, 33.5), 0).answerMs).toBe(4967);
  });

  it('R6.2 an answer received before the step was sent counts as t=0', () => {
    expect(answerTimeMs({ sentAt: 5000, receivedAt: 4000, latencyMs: 0 }, T)).toBe(0);
  });
});

describe('streaks (R6.3)', () => {
  it('R6.3 the first correct answer has no bonus; each following one adds 100, at most 500', () => {
    let streak = 0;
    const bonuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const s = scoreAnswer(quiz(), RIGHT, after(0), streak);
      bonuses.push(s.points - 1000);
      expect(s.streak).toBe(streak + 1);
      streak = s.streak;
    }
    expect(bonuses).toEqual([0, 100, 200, 300, 400, 500, 500, 500]);
    expect(STREAK_MAX_BONUS).toBe(500);
  });

  it('R6.3 the bonus is added to the timed points', () => {
    // second correct in a row, at T/2: 750 + 100
    expect(scoreAnswer(quiz(), RIGHT, after(T / 2), 1).points).toBe(850);
  });

  it('R6.3 a wrong answer ends the streak and scores no bonus', () => {
    expect(scoreAnswer(quiz(), WRONG, after(0), 4)).toMatchObject({ correct: false, points: 0, streak: 0 });
    // after the reset, the next correct answer starts a new streak without bonus
    expect(scoreAnswer(quiz(), RIGHT, after(0), 0)).toMatchObject({ points: 1000, streak: 1 });
  });

  it('R6.3 unscored slides (poll, content) leave the streak as it is', () => {
    expect(scoreAnswer(poll, { choices: [1] }, after(0), 3)).toMatchObject({ correct: false, points: 0, streak: 3 });
    expect(scoreAnswer(content, {}, after(0), 2)).toMatchObject({ points: 0, streak: 2 });
  });

  it('R6.3 a correct answer on a no-points quiz adds no bonus', () => {
    expect(scoreAnswer(quiz('none'), RIGHT, after(0), 3).points).toBe(0);
  });
});

describe('guess the number in the engine (R12.5)', () => {
  // 40 between 0 and 100, right within 2, 20 s.
  const guess = numberSlide('n', { timeLimit: T / 1000 });

  it('R12.5 a close guess outside the tolerance keeps its closeness points, ends the streak, earns no bonus', () => {
    // 1000 × (1 − 5000/40000) × (1 − 29/58) = 437.5 → 438
    expect(scoreAnswer(guess, { value: 71 }, after(5000), 3)).toEqual({ correct: false, points: 438, answerMs: 5000, streak: 0 });
    expect(scoreAnswer(guess, { value: 100 }, after(0), 3)).toMatchObject({ correct: false, points: 0, streak: 0 });
  });

  it('R12.5 a guess within the tolerance is right: timed points, the streak goes on with its bonus', () => {
    expect(scoreAnswer(guess, { value: 41 }, after(T / 2), 0)).toMatchObject({ correct: true, points: 750, streak: 1 });
    expect(scoreAnswer(guess, { value: 38 }, after(T / 2), 2)).toMatchObject({ correct: true, points: 950, streak: 3 });
  });
});

describe('ties (R6.4)', () => {
  const who = (participantId: string, score: number, correctTimeMs: number, joinedAt: number): Standing => ({
    participantId,
    nickname: participantId,
    score,
    correctTimeMs,
    joinedAt,
  });

  it('R6.4 higher score ranks first', () => {
    const r = rank([who('a', 500, 0, 1), who('b', 1500, 9000, 2), who('c', 1000, 0, 3)]);
    expect(r.map((x) => [x.participantId, x.rank])).toEqual([
      ['b', 1],
      ['c', 2],
      ['a', 3],
    ]);
  });

  it('R6.4 equal scores rank by total correct answer time, lower first', () => {
    const r = rank([who('slow', 1000, 8000, 1), who('fast', 1000, 2000, 2)]);
    expect(r.map((x) => x.participantId)).toEqual(['fast', 'slow']);
  });

  it('R6.4 equal score and time rank by who joined first', () => {
    const r = rank([who('late', 1000, 2000, 20), who('early', 1000, 2000, 10), who('middle', 1000, 2000, 15)]);
    expect(r.map((x) => [x.participantId, x.rank])).toEqual([
      ['early', 1],
      ['middle', 2],
      ['late', 3],
    ]);
  });

  it('R6.4 ranking does not change the list it is given', () => {
    const list = [who('a', 1, 0, 1), who('b', 2, 0, 2)];
    rank(list);
    expect(list.map((x) => x.participantId)).toEqual(['a', 'b']);
  });
});
