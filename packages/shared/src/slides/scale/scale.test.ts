import { describe, expect, it } from 'vitest';
import { schemaIssues as issues, seededRandom as seeded } from '../../testing';
import { slideSchema } from '../registry';
import type { ScaleStatementResult } from '../types';
import { scaleAnswerSchema, scaleSlideSchema, scaleType, type ScaleAnswer, type ScaleSlide } from './scale';
import { scaleAverage, scalePosition, scaleValues } from './scaleRange';

const valid = {
  type: 'scale',
  id: 'agree',
  notes: 'Read each statement aloud.',
  question: 'How much do you agree?',
  statements: ['Meetings are useful', 'I know my team'],
  min: 0,
  max: 10,
  minLabel: 'Not at all',
  maxLabel: 'Completely',
};
const parse = (input: unknown): ScaleSlide => scaleSlideSchema.parse(input);
const generatedId = expect.stringMatching(/^[a-z0-9]{12}$/);

describe('scale slide schema', () => {
  it('R13.1 accepts a complete scale, by its own schema and as a slide of the format', () => {
    expect(issues(scaleSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(parse(valid));
    expect(issues(scaleSlideSchema, { ...valid, statements: Array.from({ length: 8 }, () => 's'.repeat(120)) })).toEqual([]);
  });

  it('R13.1 applies defaults (1 to 5, no labels) and generates an id', () => {
    expect(parse({ type: 'scale', statements: [''] })).toEqual({
      type: 'scale',
      id: generatedId,
      question: '',
      statements: [''],
      min: 1,
      max: 5,
    });
  });

  it('R13.1 min is at most 9 and max at least 1, so the scale has two values at least', () => {
    expect(issues(scaleSlideSchema, { ...valid, min: 10, max: 10 })).toEqual(['min: at most 9', 'max: must be more than min']);
    expect(issues(scaleSlideSchema, { ...valid, min: 0, max: 0 })).toEqual(['max: at least 1', 'max: must be more than min']);
    expect(issues(scaleSlideSchema, { ...valid, min: 9, max: 10 })).toEqual([]);
  });

  it('keeps decks written for the strict schema of earlier versions valid', () => {
    const before = { type: 'scale', id: 'agree', question: 'How much do you agree?', statements: ['Meetings are useful'] };
    expect(parse(before)).toEqual({ ...before, min: 1, max: 5 });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['id with a space', { id: 'a b' }, 'id: must be 1 to 64 letters, digits, - or _'],
    ['image on http', { image: 'http://example.com/a.png' }, 'image: must be an image uploaded to this server'],
    ['notes too long', { notes: 'n'.repeat(2001) }, 'notes: at most 2000 characters'],
    ['question too long', { question: 'q'.repeat(301) }, 'question: at most 300 characters'],
    ['question not text', { question: 3 }, 'question: must be text'],
    ['no statements', { statements: [] }, 'statements: at least 1 statement'],
    ['nine statements', { statements: Array.from({ length: 9 }, (_, i) => `s${i}`) }, 'statements: at most 8 statements'],
    ['statements not a list', { statements: 'a, b' }, 'statements: must be a list of statements'],
    ['statements missing', { statements: undefined }, 'statements: must be a list of statements'],
    ['a statement too long', { statements: ['a', 'b'.repeat(121)] }, 'statements[1]: at most 120 characters'],
    ['a statement not text', { statements: ['a', 2] }, 'statements[1]: must be text'],
    ['min below 0', { min: -1 }, 'min: at least 0'],
    ['max above 10', { max: 11 }, 'max: at most 10'],
    ['min fractional', { min: 0.5 }, 'min: must be a whole number'],
    ['max as text', { max: '5' }, 'max: must be a number'],
    ['max equal to min', { min: 4, max: 4 }, 'max: must be more than min'],
    ['max below min', { min: 6, max: 3 }, 'max: must be more than min'],
    ['minLabel too long', { minLabel: 'l'.repeat(41) }, 'minLabel: at most 40 characters'],
    ['maxLabel too long', { maxLabel: 'l'.repeat(41) }, 'maxLabel: at most 40 characters'],
  ])('R13.1 rejects %s at its path', (_name, patch, message) => {
    expect(issues(scaleSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });
});

describe('scale problems', () => {
  it('none when complete; an empty question and statements at their paths', () => {
    const s = parse(valid);
    expect(scaleType.problems!(s)).toEqual([]);
    expect(scaleType.problems!({ ...s, question: ' ', statements: ['a', '', 'c'] })).toEqual([
      { path: 'question', message: 'is required' },
      { path: 'statements[1]', message: 'is required' },
    ]);
  });

  it('create() gives a valid draft with a question and two statements to fill in', () => {
    const fresh = scaleType.create();
    expect(issues(scaleSlideSchema, fresh)).toEqual([]);
    expect(fresh).toMatchObject({ min: 1, max: 5 });
    expect(scaleType.problems!(fresh).map((p) => p.path)).toEqual(['question', 'statements[0]', 'statements[1]']);
  });

  it('shows everything to phones: a scale has no solution, only the notes stay with the host', () => {
    const s = parse(valid);
    const { notes: _notes, ...rest } = s;
    expect(scaleType.publicContent(s, false)).toEqual(rest);
    expect(scaleType.publicContent(s, true)).toEqual(rest);
  });
});

describe('scale answers (R13.2)', () => {
  const slide = parse({ ...valid, statements: ['a', 'b', 'c'], min: 1, max: 5 });
  const check = (values: (number | null)[]) => scaleType.checkAnswer!(slide, { values });

  it('R13.2 is answered then shows results, and is not scored', () => {
    expect(scaleType.steps).toEqual(['answering', 'results']);
    expect(scaleType.scored).toBe(false);
    expect(scaleType.score).toBeUndefined();
  });

  it.each<[string, unknown, string]>([
    ['values missing', {}, 'values must be a list'],
    ['values not a list', { values: 3 }, 'values must be a list'],
    ['a value as text', { values: ['3'] }, 'values: each must be a whole number or null'],
    ['a fractional value', { values: [2.5] }, 'values: each must be a whole number'],
    ['an infinite value', { values: [Infinity] }, 'values: each must be a whole number or null'],
    ['nine values', { values: Array.from({ length: 9 }, () => 1) }, 'values: at most 8'],
  ])('R13.2 the answer schema refuses %s', (_name, answer, message) => {
    const r = scaleAnswerSchema.safeParse(answer);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });

  it('R13.2 the answer schema takes whole numbers and nulls', () => {
    expect(issues(scaleAnswerSchema, { values: [1, null, 5] })).toEqual([]);
    expect(scaleType.answerSchema).toBe(scaleAnswerSchema);
  });

  it('R13.2 one value per statement, each within min..max, ends included', () => {
    expect(check([1, 3, 5])).toBeNull();
    expect(check([1, 3])).toBe('values: one per statement, 3 in all');
    expect(check([1, 3, 5, 2])).toBe('values: one per statement, 3 in all');
    expect(check([1, 0, 5])).toBe('values[1]: must be between 1 and 5');
    expect(check([1, 3, 6])).toBe('values[2]: must be between 1 and 5');
    expect(scaleType.checkAnswer!(parse({ ...valid, statements: ['only'] }), { values: [] })).toBe(
      'values: one value, for the one statement',
    );
  });

  it('R13.2 a statement may be skipped with null, but at least one is rated', () => {
    expect(check([null, 4, null])).toBeNull();
    expect(check([null, null, null])).toBe('values: rate at least one statement');
  });
});

describe('scale results (R13.3)', () => {
  const slide = parse({ ...valid, statements: ['a', 'b'], min: 1, max: 5 });
  const answers = (...rows: (number | null)[][]): ScaleAnswer[] => rows.map((values) => ({ values }));
  const row = (count: number, average: number | null, distribution: number[]): ScaleStatementResult => ({ count, average, distribution });

  it.each<[string, ScaleAnswer[], ScaleStatementResult[]]>([
    ['nobody answered', [], [row(0, null, [0, 0, 0, 0, 0]), row(0, null, [0, 0, 0, 0, 0])]],
    ['one answer', answers([4, 2]), [row(1, 4, [0, 0, 0, 1, 0]), row(1, 2, [0, 1, 0, 0, 0])]],
    // (5 + 4) / 2 = 4.5 and (1 + 2) / 2 = 1.5: exact halves stay.
    ['two answers', answers([5, 1], [4, 2]), [row(2, 4.5, [0, 0, 0, 1, 1]), row(2, 1.5, [1, 1, 0, 0, 0])]],
    // 10 / 3 = 3.333… → 3.3 and 14 / 3 = 4.666… → 4.7.
    ['thirds, rounded to one decimal', answers([3, 5], [3, 5], [4, 4]), [row(3, 3.3, [0, 0, 2, 1, 0]), row(3, 4.7, [0, 0, 0, 1, 2])]],
    // 9 / 4 = 2.25 → 2.3 and 13 / 4 = 3.25 → 3.3: halves round up.
    [
      'a half at the second decimal rounds up',
      answers([1, 2], [2, 3], [3, 4], [3, 4]),
      [row(4, 2.3, [1, 1, 2, 0, 0]), row(4, 3.3, [0, 1, 1, 2, 0])],
    ],
    // A skipped statement counts for the answer's total, not for the statement's count.
    [
      'skips leave the statement’s count',
      answers([null, 5], [2, 5], [null, 4]),
      [row(1, 2, [0, 1, 0, 0, 0]), row(3, 4.7, [0, 0, 0, 1, 2])],
    ],
    // Stored before the slide was edited to a narrower scale: counted nowhere, not an error.
    ['values off the scale are left out', answers([0, 9], [3, 3]), [row(1, 3, [0, 0, 1, 0, 0]), row(1, 3, [0, 0, 1, 0, 0])]],
  ])('R13.3 %s', (_name, given, statements) => {
    expect(scaleType.aggregate!(slide, given)).toEqual({ kind: 'scale', total: given.length, statements });
  });

  it('R13.3 the distribution runs from min to max, whatever min is', () => {
    const zeroToTen = parse({ ...valid, statements: ['a'], min: 0, max: 10 });
    const r = scaleType.aggregate!(zeroToTen, answers([0], [10], [10], [7]));
    expect(r).toEqual({ kind: 'scale', total: 4, statements: [row(4, 6.8, [1, 0, 0, 0, 0, 0, 0, 1, 0, 0, 2])] });
  });

  it('R13.3 averages: one decimal, halves up, null for nobody', () => {
    expect(scaleAverage(0, 0)).toBeNull();
    expect(scaleAverage(7, 2)).toBe(3.5);
    expect(scaleAverage(5, 4)).toBe(1.3); // 1.25
    expect(scaleAverage(41, 12)).toBe(3.4); // 3.41666…
    expect(scaleAverage(29, 3)).toBe(9.7); // 9.666…
    expect(scaleAverage(100, 10)).toBe(10);
  });

  it('places values on an axis of equal cells, one per value', () => {
    expect(scaleValues(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(scaleValues(0, 10)).toHaveLength(11);
    expect(scaleValues(3, 2)).toEqual([]);
    expect(scalePosition(1, 1, 5)).toBeCloseTo(0.1);
    expect(scalePosition(3, 1, 5)).toBeCloseTo(0.5);
    expect(scalePosition(5, 1, 5)).toBeCloseTo(0.9);
    expect(scalePosition(3.5, 1, 5)).toBeCloseTo(0.6);
  });

  it('simulate gives answers that pass answerSchema and checkAnswer, repeatably, with some skips', () => {
    const wide = parse({ ...valid, statements: ['a', 'b', 'c', 'd'] });
    const given = scaleType.simulate!(wide, 300, seeded(5));
    expect(given).toHaveLength(300);
    for (const a of given) {
      expect(scaleAnswerSchema.safeParse(a).success).toBe(true);
      expect(scaleType.checkAnswer!(wide, a)).toBeNull();
    }
    expect(scaleType.simulate!(wide, 300, seeded(5))).toEqual(given);
    expect(given.some((a) => a.values.includes(null))).toBe(true);
    const r = scaleType.aggregate!(wide, given);
    expect(r.kind === 'scale' && r.statements.every((s) => s.count > 250 && s.average !== null)).toBe(true);
  });
});

describe('scale answers in words (reports)', () => {
  it('names each statement with its rating, or skipped', () => {
    expect(scaleType.answerInWords!(parse(valid), { values: [4, null] }, { nicknameOf: () => undefined })).toBe(
      'Meetings are useful: 4; I know my team: skipped',
    );
  });
});
