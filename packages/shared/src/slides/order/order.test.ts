import { describe, expect, it } from 'vitest';
import { schemaIssues as issues, seededRandom as seeded } from '../../testing';
import { slideSchema } from '../registry';
import { orderAnswerSchema, orderSlideSchema, orderType, type OrderSlide } from './order';
import { orderAsShown } from './shownOrder';

/** Closest to the Sun first; key `planets` shows them as Mars, Mercury, Venus, Earth. */
const valid = {
  type: 'order',
  id: 'closest',
  question: 'Closest to the Sun first',
  items: ['Mercury', 'Venus', 'Earth', 'Mars'],
  shuffleKey: 'planets',
  timeLimit: 40,
  points: 'double',
  explanation: 'Mercury orbits at 0.39 AU.',
  notes: 'HOST-ONLY',
};
const parse = (input: unknown): OrderSlide => orderSlideSchema.parse(input);
const slide = parse(valid);
/** Shown indices of Mercury, Venus, Earth, Mars: the right answer. */
const RIGHT = [1, 2, 3, 0];

describe('order slide schema (R11.1)', () => {
  it('accepts a complete slide, by its own schema and as a slide of the format', () => {
    expect(issues(orderSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(slide);
  });

  it('applies defaults and generates an id and a shuffle key', () => {
    const s = parse({ type: 'order', items: ['1', '2', '3'] });
    expect(s).toEqual({
      type: 'order',
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      question: '',
      items: ['1', '2', '3'],
      shuffleKey: expect.stringMatching(/^[a-z0-9]{12}$/),
      timeLimit: 20,
      points: 'standard',
    });
    expect(parse({ type: 'order', items: ['1', '2', '3'] }).shuffleKey).not.toBe(s.shuffleKey);
  });

  it('keeps its shuffle key through an export and an import', () => {
    expect(parse(JSON.parse(JSON.stringify(slide)))).toEqual(slide);
  });

  it('accepts a draft with empty texts, and trims', () => {
    expect(issues(orderSlideSchema, { type: 'order', question: '', items: ['', '', ''] })).toEqual([]);
    expect(parse({ ...valid, items: [' a ', 'b', 'c'] }).items[0]).toBe('a');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['two items', { items: ['a', 'b'] }, 'items: at least 3 items'],
    ['seven items', { items: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }, 'items: at most 6 items'],
    ['items not a list', { items: 'a,b,c' }, 'items: must be a list'],
    ['items missing', { items: undefined }, 'items: must be a list'],
    ['an item too long', { items: ['a', 'b', 'c'.repeat(121)] }, 'items[2]: at most 120 characters'],
    ['an item not text', { items: ['a', 2, 'c'] }, 'items[1]: must be text'],
    ['question too long', { question: 'q'.repeat(301) }, 'question: at most 300 characters'],
    ['shuffle key with a space', { shuffleKey: 'a b' }, 'shuffleKey: must be 1 to 64 letters, digits, - or _'],
    ['timeLimit under 5', { timeLimit: 4 }, 'timeLimit: at least 5 seconds'],
    ['points unknown', { points: 'triple' }, 'points: must be standard, double or none'],
    ['explanation too long', { explanation: 'e'.repeat(501) }, 'explanation: at most 500 characters'],
  ])('rejects %s at its path', (_name, patch, message) => {
    expect(issues(orderSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });
});

describe('order problems (what is left before hosting)', () => {
  it('has none when complete', () => {
    expect(orderType.problems!(slide)).toEqual([]);
  });

  it('lists the empty question and each empty item of a new slide', () => {
    const fresh = orderType.create();
    expect(issues(orderSlideSchema, fresh)).toEqual([]);
    expect(orderType.problems!(fresh).map((p) => p.path)).toEqual(['question', 'items[0]', 'items[1]', 'items[2]', 'items[3]']);
  });

  it('R11.3 reports an item with the same words as another, which would make the shown order look solved', () => {
    expect(orderType.problems!({ ...slide, items: ['Mercury', 'Venus', 'mercury '] })).toEqual([
      { path: 'items[2]', message: 'is the same as item 1: each item must be different' },
    ]);
  });
});

describe('order answers (R11.5)', () => {
  it('answer schema: { order: [i, ...] }', () => {
    expect(orderType.answerSchema).toBe(orderAnswerSchema);
    expect(issues(orderAnswerSchema, { order: [1, 2, 3, 0] })).toEqual([]);
    expect(issues(orderAnswerSchema, { order: [-1] })).toEqual(['order[0]: must be an item number']);
    expect(issues(orderAnswerSchema, { order: [0.5] })).toEqual(['order[0]: must be an item number']);
    expect(issues(orderAnswerSchema, { order: ['1'] })).toEqual(['order[0]: must be an item number']);
    expect(issues(orderAnswerSchema, { order: 1 })).toEqual(['order: order must be a list of item numbers']);
    expect(issues(orderAnswerSchema, {})).toEqual(['order: order must be a list of item numbers']);
    expect(issues(orderAnswerSchema, { order: [0, 1, 2, 3, 4, 5, 6] })).toEqual(['order: order: at most 6 items']);
  });

  it.each<[string, number[], string | null]>([
    ['R11.5 a permutation of the shown indices', [1, 2, 3, 0], null],
    ['R11.5 the shown order unchanged (a wrong answer, but an answer)', [0, 1, 2, 3], null],
    ['R11.5 too few items', [1, 2, 3], 'order: put all 4 items in order'],
    ['R11.5 no items', [], 'order: put all 4 items in order'],
    ['R11.5 too many items', [1, 2, 3, 0, 0], 'order: put all 4 items in order'],
    ['R11.5 an index past the items', [1, 2, 3, 4], 'order: items are numbered 0 to 3'],
    ['R11.5 an item twice', [1, 1, 3, 0], 'order: an item is placed twice'],
  ])('checkAnswer: %s', (_name, order, message) => {
    expect(orderType.checkAnswer!(slide, { order })).toBe(message);
  });
});

describe('order scoring (R11.6)', () => {
  const T = 40_000; // 40 s, double (2000)

  it('R11.6 the whole order right scores as R6.1: 100 % at once, 50 % at the limit', () => {
    const at = (ms: number) => orderType.score!(slide, { order: RIGHT }, { answerMs: ms, limitMs: T });
    expect(at(0)).toEqual({ correct: true, points: 2000 });
    expect(at(T / 2)).toEqual({ correct: true, points: 1500 });
    expect(at(T)).toEqual({ correct: true, points: 1000 });
    expect(orderType.score!({ ...slide, points: 'none' }, { order: RIGHT }, { answerMs: 0, limitMs: T })).toEqual({
      correct: true,
      points: 0,
    });
  });

  it.each<[string, number[]]>([
    ['R11.6 two items swapped', [2, 1, 3, 0]],
    ['R11.6 all but the last right', [1, 2, 0, 3]],
    ['R11.6 the shown order unchanged', [0, 1, 2, 3]],
    ['R11.6 reversed', [0, 3, 2, 1]],
  ])('%s scores 0: all or nothing', (_name, order) => {
    expect(orderType.score!(slide, { order }, { answerMs: 0, limitMs: T })).toEqual({ correct: false, points: 0 });
  });

  it('R11.6 the right answer is the solution the reveal shows', () => {
    const revealed = orderType.publicContent(slide, true) as { solution: number[] };
    expect(orderType.score!(slide, { order: revealed.solution }, { answerMs: 0, limitMs: T }).correct).toBe(true);
  });
});

describe('order results (R11.7)', () => {
  it('R11.7 counts whole orders right, and per item (in the correct order) how many put it in its place', () => {
    const answers = [
      { order: RIGHT },
      { order: RIGHT },
      { order: [1, 2, 0, 3] }, // Mercury, Venus right; Mars and Earth swapped
      { order: [0, 1, 2, 3] }, // Mars, Mercury, Venus, Earth: none right
    ];
    expect(orderType.aggregate!(slide, answers)).toEqual({ kind: 'order', total: 4, allRight: 2, inPlace: [3, 3, 2, 2] });
    expect(orderType.aggregate!(slide, [])).toEqual({ kind: 'order', total: 0, allRight: 0, inPlace: [0, 0, 0, 0] });
  });

  it('simulates answers that pass the checks, repeatably, some right and some wrong', () => {
    const answers = orderType.simulate!(slide, 200, seeded(7));
    for (const a of answers) {
      expect(orderAnswerSchema.safeParse(a).success).toBe(true);
      expect(orderType.checkAnswer!(slide, a)).toBeNull();
    }
    expect(orderType.simulate!(slide, 200, seeded(7))).toEqual(answers);
    const right = orderType.aggregate!(slide, answers);
    expect(right.kind === 'order' && right.allRight).toBeGreaterThan(50);
    expect(right.kind === 'order' && right.allRight).toBeLessThan(150);
  });
});

describe('what phones and big screens receive (R11.4, R6.5)', () => {
  const before = orderType.publicContent(slide, false);
  const bytes = JSON.stringify(before);

  it('R11.4 before the reveal: the items only in the shown order, which is not the correct order', () => {
    expect(before).toEqual({
      type: 'order',
      id: 'closest',
      question: 'Closest to the Sun first',
      shownItems: ['Mars', 'Mercury', 'Venus', 'Earth'],
      timeLimit: 40,
      points: 'double',
    });
    expect(before.shownItems).not.toEqual(slide.items);
  });

  it('R11.4 before the reveal no field encodes the correct order: no items, key, solution, explanation or notes', () => {
    for (const hidden of ['items', 'shuffleKey', 'solution', 'explanation', 'notes']) expect(before).not.toHaveProperty(hidden);
    expect(bytes).not.toContain('planets');
    expect(bytes).not.toContain('Mercury","Venus","Earth","Mars');
    expect(bytes).not.toContain('0.39 AU');
    expect(bytes).not.toContain('HOST-ONLY');
    // The order shows through nothing but the texts, and they are shuffled.
    expect(bytes.indexOf('Mars')).toBeLessThan(bytes.indexOf('Mercury'));
  });

  it('R11.4 for any key, the public items never come in the correct order', () => {
    for (let i = 0; i < 300; i++) {
      const s = { ...slide, shuffleKey: `k${i}` };
      expect((orderType.publicContent(s, false) as { shownItems: string[] }).shownItems).not.toEqual(s.items);
    }
  });

  it('R11.4 from the reveal: the same shown order, the solution as shown indices and the explanation, never notes or key', () => {
    const after = orderType.publicContent(slide, true);
    expect(after).toMatchObject({ shownItems: before.shownItems, solution: RIGHT, explanation: 'Mercury orbits at 0.39 AU.' });
    expect(after).not.toHaveProperty('notes');
    expect(after).not.toHaveProperty('shuffleKey');
  });

  it('R11.2 a view of the public content shows the order a view of the full slide shows', () => {
    expect(orderAsShown(before)).toEqual({ items: orderAsShown(slide).items, solution: null });
    expect(orderAsShown(orderType.publicContent(slide, true))).toEqual(orderAsShown(slide));
  });
});

describe('order answers in words (reports)', () => {
  it('reads the answer through the shown (shuffled) order, as the phone numbered the items', () => {
    expect(orderType.answerInWords!(slide, { order: RIGHT }, { nicknameOf: () => undefined })).toBe('Mercury > Venus > Earth > Mars');
    expect(orderType.answerInWords!(slide, { order: [0, 1, 2, 3] }, { nicknameOf: () => undefined })).toBe(
      orderAsShown(slide).items.join(' > '),
    );
    expect(orderAsShown(slide).items).toEqual(['Mars', 'Mercury', 'Venus', 'Earth']);
  });
});
