import { describe, expect, it } from 'vitest';
import { checkChoices, countChoices, emptyTextProblems, pickDistinct, timedPoints } from './scoring';

describe('timedPoints: round(points × (1 − t/(2T)))', () => {
  const T = 20_000;

  it.each<[number, number]>([
    // standard = 1000
    [0, 1000],
    [T / 4, 875],
    [T / 2, 750],
    [T, 500],
    [1, 1000], // 999.975 rounds up
    [13_333, 667], // 666.675
  ])('standard, answered at %i ms of 20 s: %i', (t, want) => {
    expect(timedPoints('standard', t, T)).toBe(want);
  });

  it('double is worth 2000 down to 1000', () => {
    expect(timedPoints('double', 0, T)).toBe(2000);
    expect(timedPoints('double', T / 2, T)).toBe(1500);
    expect(timedPoints('double', T, T)).toBe(1000);
  });

  it('always between 50 % and 100 % of the points', () => {
    for (let t = 0; t <= T; t += 137) {
      const p = timedPoints('standard', t, T);
      expect(p).toBeGreaterThanOrEqual(500);
      expect(p).toBeLessThanOrEqual(1000);
    }
  });

  it('clamps answer times outside 0..T', () => {
    expect(timedPoints('standard', -300, T)).toBe(1000);
    expect(timedPoints('standard', T + 500, T)).toBe(500);
  });

  it('none, or a zero time limit, scores 0', () => {
    expect(timedPoints('none', 0, T)).toBe(0);
    expect(timedPoints('standard', 0, 0)).toBe(0);
  });
});

describe('countChoices', () => {
  it('counts each option once per answer and ignores numbers out of range', () => {
    expect(countChoices(3, [{ choices: [0] }, { choices: [0, 0, 2] }, { choices: [5, -1] }, { choices: [] }])).toEqual([2, 0, 1]);
    expect(countChoices(2, [])).toEqual([0, 0]);
  });
});

describe('checkChoices', () => {
  it('explains what is wrong, or returns null', () => {
    expect(checkChoices([1], 3, false)).toBeNull();
    expect(checkChoices([0, 2], 3, true)).toBeNull();
    expect(checkChoices([], 3, true)).toBe('choices: pick at least one option');
    expect(checkChoices([0, 1], 3, false)).toBe('choices: pick one option');
    expect(checkChoices([1, 1], 3, true)).toBe('choices: an option is picked twice');
    expect(checkChoices([3], 3, false)).toBe('choices: options are numbered 0 to 2');
    expect(checkChoices([-1], 3, false)).toBe('choices: options are numbered 0 to 2');
  });
});

describe('pickDistinct', () => {
  it('picks distinct indexes in range', () => {
    let x = 0.1;
    const random = () => (x = (x * 9301 + 0.49297) % 1);
    for (let n = 0; n <= 6; n++) {
      const picked = pickDistinct(n, 6, random);
      expect(picked).toHaveLength(n);
      expect(new Set(picked).size).toBe(n);
      expect(picked.every((i) => i >= 0 && i < 6)).toBe(true);
    }
  });

  it('never returns more than there are', () => {
    expect(pickDistinct(5, 2, () => 0.5).sort()).toEqual([0, 1]);
  });
});

describe('emptyTextProblems', () => {
  it('reports blank or missing texts at their paths as required', () => {
    expect(emptyTextProblems({ question: 'q', 'options[0].text': ' ', 'options[1].text': undefined })).toEqual([
      { path: 'options[0].text', message: 'is required' },
      { path: 'options[1].text', message: 'is required' },
    ]);
  });
});
