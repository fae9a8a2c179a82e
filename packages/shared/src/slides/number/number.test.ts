import { describe, expect, it } from 'vitest';
import { schemaIssues as issues, seededRandom as seeded } from '../../testing';
import { slideSchema } from '../registry';
import type { NumberResults } from '../types';
import { numberAnswerSchema, numberSlideSchema, numberType, type NumberSlide } from './number';
import { bucketIndexOf, closeness, decimalPlaces, medianOf, numberBuckets, numberDecimals, roundTo } from './numberMath';

const valid = {
  type: 'number',
  id: 'year',
  image: '/v1/functions/files/be/berlin0001.png',
  notes: 'The wall fell on 9 November.',
  question: 'When did the Berlin Wall fall?',
  answer: 1989,
  min: 1900,
  max: 2025,
  tolerance: 2,
  decimals: 0,
  timeLimit: 30,
  points: 'double',
  explanation: 'On 9 November 1989.',
};
const parse = (input: unknown): NumberSlide => numberSlideSchema.parse(input);
const slide = (over: Partial<NumberSlide> = {}): NumberSlide =>
  parse({ type: 'number', id: 'n', question: 'How many?', answer: 40, min: 0, max: 100, tolerance: 2, decimals: 0, ...over });

describe('number slide schema', () => {
  it('accepts a complete slide, by its own schema and as a slide of the format', () => {
    expect(issues(numberSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(parse(valid));
  });

  it('applies defaults and generates an id; answer, min and max have none', () => {
    expect(parse({ type: 'number', answer: 412, min: 0, max: 1000 })).toEqual({
      type: 'number',
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      question: '',
      answer: 412,
      min: 0,
      max: 1000,
      tolerance: 0,
      timeLimit: 20,
      points: 'standard',
    });
  });

  it('keeps decks made before `decimals` existed valid, decimals included', () => {
    const old = { type: 'number', question: 'q', answer: 2.5, min: 0, max: 10, tolerance: 0.5 };
    expect(issues(numberSlideSchema, old)).toEqual([]);
    expect(issues(numberSlideSchema, { ...old, answer: 0 })).toEqual([]);
    expect(issues(numberSlideSchema, { ...old, answer: 10 })).toEqual([]);
  });

  it('accepts a draft with an empty question', () => {
    expect(issues(numberSlideSchema, { ...valid, question: '' })).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['id with a space', { id: 'a b' }, 'id: must be 1 to 64 letters, digits, - or _'],
    ['image on http', { image: 'http://example.com/a.png' }, 'image: must be an image uploaded to this server'],
    ['notes too long', { notes: 'n'.repeat(2001) }, 'notes: at most 2000 characters'],
    ['question too long', { question: 'q'.repeat(301) }, 'question: at most 300 characters'],
    ['question not text', { question: 7 }, 'question: must be text'],
    ['timeLimit under 5', { timeLimit: 4 }, 'timeLimit: at least 5 seconds'],
    ['points unknown', { points: 'triple' }, 'points: must be standard, double or none'],
    ['explanation too long', { explanation: 'e'.repeat(501) }, 'explanation: at most 500 characters'],
    ['answer missing', { answer: undefined }, 'answer: must be a number'],
    ['answer as text', { answer: '1989' }, 'answer: must be a number'],
    ['answer infinite', { answer: Infinity }, 'answer: must be a number'],
    ['answer below min', { answer: 1899 }, 'answer: must be between min and max'],
    ['answer above max', { answer: 2026 }, 'answer: must be between min and max'],
    ['min missing', { min: undefined }, 'min: must be a number'],
    ['max missing', { max: null }, 'max: must be a number'],
    ['max equal to min', { min: 1989, max: 1989 }, 'max: must be more than min'],
    ['max below min', { min: 2000, max: 1950 }, 'max: must be more than min'],
    ['tolerance negative', { tolerance: -1 }, 'tolerance: at least 0'],
    ['tolerance as text', { tolerance: 'some' }, 'tolerance: must be a number'],
    ['decimals fractional', { decimals: 1.5 }, 'decimals: must be a whole number'],
    ['decimals negative', { decimals: -1 }, 'decimals: at least 0'],
    ['decimals over 4', { decimals: 5 }, 'decimals: at most 4'],
    ['an answer with more places than decimals', { answer: 1989.5 }, 'answer: must be a whole number'],
    ['a min with more places than decimals', { min: 1900.25, decimals: 1 }, 'min: at most 1 decimal place'],
  ])('rejects %s at its path', (_name, patch, message) => {
    expect(issues(numberSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });

  it('takes decimal answers the slide allows, binary rounding and all', () => {
    expect(issues(numberSlideSchema, { ...valid, min: 0, max: 1, answer: 0.3, decimals: 1 })).toEqual([]);
    expect(issues(numberSlideSchema, { ...valid, min: 0, max: 1, answer: 0.1 + 0.2, decimals: 1 })).toEqual([]);
    expect(issues(numberSlideSchema, { ...valid, min: 0, max: 1, answer: 0.125, decimals: 2 })).toEqual([
      'answer: at most 2 decimal places',
    ]);
  });
});

describe('number problems', () => {
  it('none when complete; create() is a valid draft whose only problem is the question', () => {
    expect(numberType.problems!(parse(valid))).toEqual([]);
    const fresh = numberType.create();
    expect(issues(numberSlideSchema, fresh)).toEqual([]);
    expect(numberType.problems!(fresh)).toEqual([{ path: 'question', message: 'is required' }]);
  });
});

describe('number answers (R12.1, R12.2)', () => {
  it('R12.1 the answer is { value } with a finite number', () => {
    expect(numberAnswerSchema.safeParse({ value: 42 }).success).toBe(true);
    expect(numberAnswerSchema.safeParse({ value: -3.5 }).success).toBe(true);
    expect(issues(numberAnswerSchema, { value: '42' })).toEqual(['value: value must be a number']);
    expect(issues(numberAnswerSchema, { value: Infinity })).toEqual(['value: value must be a number']);
    expect(issues(numberAnswerSchema, {})).toEqual(['value: value must be a number']);
  });

  it('R12.1 a guess must be within [min, max], both ends included', () => {
    const s = slide();
    expect(numberType.checkAnswer!(s, { value: 0 })).toBeNull();
    expect(numberType.checkAnswer!(s, { value: 100 })).toBeNull();
    expect(numberType.checkAnswer!(s, { value: -1 })).toBe('value: must be between 0 and 100');
    expect(numberType.checkAnswer!(s, { value: 100.5 })).toBe('value: must be between 0 and 100');
  });

  it('R12.2 a guess has at most the slide’s decimal places', () => {
    expect(numberType.checkAnswer!(slide(), { value: 41.5 })).toBe('value: must be a whole number');
    const tenths = slide({ decimals: 1 });
    expect(numberType.checkAnswer!(tenths, { value: 41.5 })).toBeNull();
    expect(numberType.checkAnswer!(tenths, { value: 0.1 + 0.2 })).toBeNull();
    expect(numberType.checkAnswer!(tenths, { value: 41.55 })).toBe('value: at most 1 decimal place');
    expect(numberType.checkAnswer!(slide({ decimals: 2 }), { value: 41.555 })).toBe('value: at most 2 decimal places');
  });

  it('R12.2 a slide without `decimals` allows the most places its numbers are written with', () => {
    const old = parse({ type: 'number', question: 'q', answer: 2.5, min: 0, max: 10, tolerance: 0.25 });
    expect(numberDecimals(old)).toBe(2);
    expect(numberDecimals({ min: 1900, max: 2025, answer: 1989, tolerance: 2 })).toBe(0);
    expect(numberDecimals({ min: 0, max: 1, answer: 0.000001 })).toBe(4);
    expect(numberDecimals({ min: 0, max: 1, answer: 0.000001, decimals: 1 })).toBe(1);
    expect(decimalPlaces(1e-7)).toBe(7);
    expect(decimalPlaces(1.25e3)).toBe(0);
    expect(decimalPlaces(-0.5)).toBe(1);
  });
});

describe('number scoring (R12.3–R12.5)', () => {
  const T = 20_000;
  const at = (t: number) => ({ answerMs: t, limitMs: T });
  const s = slide(); // answer 40, range 0–100, tolerance 2, standard points

  // guess, answer time, points, correct. Above the answer W = 100 − 40 = 60, below W = 40;
  // closeness = 1 − (d − 2) / (W − 2).
  it.each<[number, number, number, boolean]>([
    [40, 0, 1000, true], // exact
    [42, 0, 1000, true], // at the tolerance's edge: still right
    [38, 0, 1000, true],
    [43, 0, 983, false], // 1 − 1/58 = 0.98276
    [71, 0, 500, false], // 1 − 29/58 = 0.5
    [99, 0, 17, false], // 1 − 57/58 = 0.01724
    [100, 0, 0, false], // the range's edge on that side
    [21, 0, 553, false], // below: 1 − 17/38 = 0.55263
    [0, 0, 0, false],
    [40, T, 500, true], // the quiz's timing: half at the time limit
    [71, T, 250, false], // 1000 × 0.5 × 0.5
    [43, T / 2, 737, false], // 1000 × 0.75 × 0.98276 = 737.07
  ])('R12.5 guess %d at t=%d ms scores %d (right: %s)', (value, t, points, correct) => {
    expect(numberType.score!(s, { value }, at(t))).toEqual({ correct, points });
  });

  it('R12.4 closeness is 1 inside the tolerance, falls linearly, and is 0 at either edge', () => {
    expect(closeness(s, 40)).toBe(1);
    expect(closeness(s, 42)).toBe(1);
    expect(closeness(s, 71)).toBeCloseTo(0.5, 12);
    expect(closeness(s, 21)).toBeCloseTo(1 - 17 / 38, 12);
    expect(closeness(s, 100)).toBe(0);
    expect(closeness(s, 0)).toBe(0);
    expect(closeness(s, 101)).toBe(0);
    expect(closeness(s, Number.NaN)).toBe(0);
  });

  it('R12.4 an answer on the range’s edge: the empty side is never divided by', () => {
    const atMin = slide({ answer: 0, min: 0, max: 10, tolerance: 0 });
    expect(numberType.score!(atMin, { value: 0 }, at(0))).toEqual({ correct: true, points: 1000 });
    expect(numberType.score!(atMin, { value: 5 }, at(0))).toEqual({ correct: false, points: 500 });
    expect(numberType.score!(atMin, { value: 10 }, at(0))).toEqual({ correct: false, points: 0 });
    const atMax = slide({ answer: 10, min: 0, max: 10, tolerance: 0 });
    expect(numberType.score!(atMax, { value: 10 }, at(0))).toEqual({ correct: true, points: 1000 });
    expect(numberType.score!(atMax, { value: 4 }, at(0))).toEqual({ correct: false, points: 400 });
  });

  it('R12.4 a tolerance wider than one side: that side is all right, the other falls from the band', () => {
    const s2 = slide({ answer: 9, min: 0, max: 10, tolerance: 2 });
    expect(numberType.score!(s2, { value: 10 }, at(0))).toEqual({ correct: true, points: 1000 });
    // Below: W = 9, closeness = 1 − (6 − 2) / (9 − 2) = 0.42857
    expect(numberType.score!(s2, { value: 3 }, at(0))).toEqual({ correct: false, points: 429 });
  });

  it('R12.3 decimals are compared allowing for binary rounding', () => {
    const tenths = slide({ answer: 1.1, min: 0, max: 5, tolerance: 0.2, decimals: 1 });
    expect(numberType.score!(tenths, { value: 1.3 }, at(0)).correct).toBe(true);
    expect(numberType.score!(tenths, { value: 0.9 }, at(0)).correct).toBe(true);
    expect(numberType.score!(tenths, { value: 1.4 }, at(0)).correct).toBe(false);
  });

  it('R12.5 double points double; none scores nothing but a right guess is still right', () => {
    expect(numberType.score!(slide({ points: 'double' }), { value: 71 }, at(0))).toEqual({ correct: false, points: 1000 });
    expect(numberType.score!(slide({ points: 'none' }), { value: 40 }, at(0))).toEqual({ correct: true, points: 0 });
    expect(numberType.score!(slide({ points: 'none' }), { value: 71 }, at(0))).toEqual({ correct: false, points: 0 });
  });
});

describe('number results (R12.6)', () => {
  const bounds = (s: Parameters<typeof numberBuckets>[0]) => numberBuckets(s).map((b) => [b.from, b.to]);

  it('R12.6 a range of at most 20 possible guesses gets one bucket each', () => {
    expect(bounds({ min: 1, max: 10, decimals: 0 })).toEqual(Array.from({ length: 10 }, (_, i) => [i + 1, i + 1]));
    expect(bounds({ min: 0, max: 19, decimals: 0 })).toHaveLength(20);
    expect(bounds({ min: 0, max: 1, decimals: 1 })).toEqual(Array.from({ length: 11 }, (_, i) => [i / 10, i / 10]));
  });

  it('R12.6 a wider range gets round buckets from min, the last ending at max', () => {
    expect(bounds({ min: 0, max: 100, decimals: 0 })).toEqual([
      [0, 9],
      [10, 19],
      [20, 29],
      [30, 39],
      [40, 49],
      [50, 59],
      [60, 69],
      [70, 79],
      [80, 89],
      [90, 100],
    ]);
    const years = bounds({ min: 1900, max: 2025, decimals: 0 });
    expect(years).toHaveLength(13);
    expect(years[0]).toEqual([1900, 1909]);
    expect(years.at(-1)).toEqual([2020, 2025]);
    expect(bounds({ min: 0, max: 20, decimals: 0 }).at(-1)).toEqual([18, 20]); // 21 values: 10 buckets of 2
    expect(bounds({ min: 0, max: 1000, decimals: 0 })[1]).toEqual([100, 199]);
    expect(bounds({ min: 0, max: 44, decimals: 0 })).toHaveLength(9); // widths 2 (22) or 5 (9): at most 20 wins
    expect(bounds({ min: 0, max: 250, decimals: 0 })[0]).toEqual([0, 24]); // 2.5 × 10
    expect(bounds({ min: 0, max: 10, decimals: 1 })[0]).toEqual([0, 0.9]);
    expect(bounds({ min: 0, max: 10, decimals: 1 }).at(-1)).toEqual([9, 10]);
    expect(bounds({ min: 0, max: 3, decimals: 1 })[1]).toEqual([0.2, 0.3]); // 31 values: 15 buckets of 0.2
    expect(bounds({ min: -50, max: 50, decimals: 0 })[5]).toEqual([0, 9]);
    for (const range of [
      { min: 0, max: 100 },
      { min: 1900, max: 2025 },
      { min: -3, max: 1e6 },
      { min: 0.5, max: 7.25, decimals: 2 },
    ]) {
      const b = numberBuckets({ decimals: 0, ...range });
      expect(b.length).toBeGreaterThanOrEqual(8);
      expect(b.length).toBeLessThanOrEqual(20);
      expect(b[0]!.from).toBe(range.min);
      expect(b.at(-1)!.to).toBe(range.max);
    }
  });

  it('R12.6 every guess falls in the bucket whose bounds hold it, the edges included', () => {
    for (const range of [
      { min: 0, max: 100, decimals: 0 },
      { min: 1900, max: 2025, decimals: 0 },
      { min: 1, max: 10, decimals: 0 },
      { min: 0, max: 10, decimals: 1 },
      { min: -7, max: 13, decimals: 0 },
    ]) {
      const buckets = numberBuckets(range);
      const step = 10 ** -range.decimals;
      for (let v = range.min; v <= range.max + 1e-9; v = roundTo(v + step, range.decimals)) {
        const b = buckets[bucketIndexOf(range, v)]!;
        expect(v >= b.from && v <= b.to, `${v} in ${b.from}–${b.to}`).toBe(true);
      }
    }
  });

  it('R12.6 counts guesses per bucket, with the median, mean, how many were right and the answer', () => {
    const s = slide();
    const r = numberType.aggregate!(
      s,
      [0, 9, 10, 39, 40, 42, 43, 100].map((value) => ({ value })),
    ) as NumberResults;
    expect(r.kind).toBe('numbers');
    expect(r.total).toBe(8);
    expect(r.buckets.map((b) => b.count)).toEqual([2, 1, 0, 1, 3, 0, 0, 0, 0, 1]);
    expect(r.median).toBe((39 + 40) / 2);
    expect(r.mean).toBe(283 / 8);
    expect(r).toMatchObject({ inside: 3, answer: 40, tolerance: 2 });
  });

  it('a slide still being edited (min ≥ max, a range too wide to count) aggregates without failing', () => {
    const upsideDown = { ...slide(), min: 2030, max: 2025 };
    expect(numberBuckets(upsideDown)).toEqual([{ from: 2030, to: 2030, count: 0 }]);
    expect((numberType.aggregate!(upsideDown, [{ value: 2027 }]) as NumberResults).buckets[0]!.count).toBe(1);
    expect(numberBuckets({ min: -Number.MAX_VALUE, max: Number.MAX_VALUE, decimals: 0 })).toHaveLength(1);
    expect(numberBuckets({ min: 0, max: 1e300, decimals: 0 }).length).toBeLessThanOrEqual(20);
    expect(numberType.simulate!(upsideDown, 3, seeded(1))).toHaveLength(3);
  });

  it('R12.6 no guesses: empty buckets, no median or mean', () => {
    const r = numberType.aggregate!(slide(), []) as NumberResults;
    expect(r).toMatchObject({ total: 0, median: null, mean: null, inside: 0 });
    expect(r.buckets.every((b) => b.count === 0)).toBe(true);
    expect(medianOf([3])).toBe(3);
    expect(medianOf([5, 1, 3])).toBe(3);
  });
});

describe('number: what phones see (R12.7)', () => {
  it('R12.7 before the reveal: no answer, no explanation, no notes; the range, tolerance and places stay', () => {
    const s = parse(valid);
    const before = numberType.publicContent(s, false);
    expect(before).not.toHaveProperty('answer');
    expect(before).not.toHaveProperty('explanation');
    expect(before).not.toHaveProperty('notes');
    expect(before).toMatchObject({ question: s.question, min: 1900, max: 2025, tolerance: 2, decimals: 0 });
    expect(JSON.stringify(before)).not.toContain('1989');
  });

  it('R12.7 at the reveal: the answer and the explanation, still no notes; places filled in for old decks', () => {
    const { decimals: _, ...old } = parse(valid);
    const after = numberType.publicContent(old, true);
    expect(after).toMatchObject({ answer: 1989, explanation: 'On 9 November 1989.', decimals: 0 });
    expect(after).not.toHaveProperty('notes');
  });
});

describe('number simulation', () => {
  it('guesses within the range at the slide’s places, most of them near the answer, repeatably', () => {
    const s = slide({ decimals: 1 });
    const a = numberType.simulate!(s, 200, seeded(7));
    expect(a).toEqual(numberType.simulate!(s, 200, seeded(7)));
    for (const { value } of a) {
      expect(numberType.checkAnswer!(s, { value })).toBeNull();
    }
    const near = a.filter(({ value }) => Math.abs(value - 40) <= 17).length;
    expect(near).toBeGreaterThan(100);
  });
});

describe('number answers in words (reports)', () => {
  it('writes the guess', () => {
    expect(numberType.answerInWords!(slide(), { value: 41.5 }, { nicknameOf: () => undefined })).toBe('41.5');
  });
});
