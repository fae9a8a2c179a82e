import { describe, expect, it } from 'vitest';
import { rankingSlide, schemaIssues as issues, seededRandom } from '../../testing';
import { deckProblems, deckSchema } from '../../deck/deck';
import { slideSchema } from '../registry';
import { bordaCount, rankingOrderProblem } from './borda';
import { rankingAnswerSchema, rankingSlideSchema, rankingType, type RankingSlide } from './ranking';

const valid = {
  type: 'ranking',
  id: 'priorities',
  notes: 'Ask the top item’s fans why.',
  question: 'Rank our priorities',
  items: ['Speed', 'Quality', 'Cost'],
  image: '/v1/functions/files/ra/ranking0001.png',
};
const parse = (input: unknown): RankingSlide => rankingSlideSchema.parse(input);
const items = (n: number, text = 'x') => Array.from({ length: n }, (_, i) => `${text}${i}`);

describe('ranking slide schema', () => {
  it('accepts a complete ranking, by its own schema and as a slide of the format', () => {
    expect(issues(rankingSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(parse(valid));
    expect(issues(rankingSlideSchema, { ...valid, items: items(10, 'i'.repeat(118)) })).toEqual([]);
  });

  it('applies defaults and generates an id; a draft may have empty texts', () => {
    expect(parse({ type: 'ranking', items: ['', ' '] })).toEqual({
      type: 'ranking',
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      question: '',
      items: ['', ''],
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['id empty', { id: '' }, 'id: must be 1 to 64 letters, digits, - or _'],
    ['image on http', { image: 'http://example.com/a.png' }, 'image: must be an image uploaded to this server'],
    ['notes too long', { notes: 'n'.repeat(2001) }, 'notes: at most 2000 characters'],
    ['question too long', { question: 'q'.repeat(301) }, 'question: at most 300 characters'],
    ['question not text', { question: 7 }, 'question: must be text'],
    ['one item', { items: ['a'] }, 'items: at least 2 items'],
    ['eleven items', { items: items(11) }, 'items: at most 10 items'],
    ['items missing', { items: undefined }, 'items: must be a list'],
    ['items not a list', { items: 'a,b' }, 'items: must be a list'],
    ['an item too long', { items: ['a', 'b'.repeat(121)] }, 'items[1]: at most 120 characters'],
    ['an item not text', { items: ['a', { text: 'b' }] }, 'items[1]: must be text'],
  ])('rejects %s at its path', (_name, patch, message) => {
    expect(issues(rankingSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });
});

describe('ranking problems', () => {
  it('none when complete; an empty question and empty items at their paths', () => {
    const s = parse(valid);
    expect(rankingType.problems!(s)).toEqual([]);
    expect(rankingType.problems!({ ...s, question: ' ', items: ['a', '', 'c'] })).toEqual([
      { path: 'question', message: 'is required' },
      { path: 'items[1]', message: 'is required' },
    ]);
  });

  it('create() gives a valid draft with a question and three items to fill in; a deck names them before Start', () => {
    const fresh = rankingType.create();
    expect(issues(rankingSlideSchema, fresh)).toEqual([]);
    expect(rankingType.problems!(fresh).map((p) => p.path)).toEqual(['question', 'items[0]', 'items[1]', 'items[2]']);
    const deck = deckSchema.parse({ version: 1, title: 't', slides: [{ ...fresh, id: 'r' }] });
    expect(deckProblems(deck).map((p) => `${p.slideId} ${p.path}`)).toEqual(['r question', 'r items[0]', 'r items[1]', 'r items[2]']);
  });

  it('R14.1 has no solution: phones see everything but the notes, before and after results', () => {
    const s = parse(valid);
    const { notes: _notes, ...shown } = s;
    expect(rankingType.publicContent(s, false)).toEqual(shown);
    expect(rankingType.publicContent(s, true)).toEqual(shown);
  });
});

describe('ranking answers', () => {
  const three = rankingSlide() as RankingSlide;

  it('R14.1 is answered then shows results, and is not scored', () => {
    expect(rankingType.steps).toEqual(['answering', 'results']);
    expect(rankingType.scored).toBe(false);
    expect(rankingType.score).toBeUndefined();
  });

  it('R14.2 answer schema: { order: [i, ...] } of whole numbers from 0, at most 10', () => {
    expect(issues(rankingAnswerSchema, { order: [2, 0, 1] })).toEqual([]);
    expect(issues(rankingAnswerSchema, { choices: [1] })).toEqual(['order: order must be a list of item numbers']);
    expect(issues(rankingAnswerSchema, { order: [0.5, 1] })[0]).toMatch(/^order\[0\]: /);
    expect(issues(rankingAnswerSchema, { order: [-1, 0] })[0]).toMatch(/^order\[0\]: /);
    expect(issues(rankingAnswerSchema, { order: items(11).map((_, i) => i) })).toEqual(['order: order: at most 10 items']);
  });

  it.each<[string, number[], string | null]>([
    ['a full permutation', [2, 0, 1], null],
    ['the items as shown', [0, 1, 2], null],
    ['too few items', [2, 0], 'order: rank all 3 items'],
    ['no items', [], 'order: rank all 3 items'],
    ['too many items', [2, 0, 1, 0], 'order: rank all 3 items'],
    ['an item twice', [0, 0, 1], 'order: an item is ranked twice'],
    ['an item that is not on the slide', [0, 1, 3], 'order: items are numbered 0 to 2'],
  ])('R14.2 checkAnswer: %s', (_name, order, message) => {
    expect(rankingType.checkAnswer!(three, { order })).toBe(message);
  });

  it('R14.2 the same check stands alone for other callers, fractional indices included', () => {
    expect(rankingOrderProblem([0, 1.5], 2)).toBe('order: items are numbered 0 to 1');
    expect(rankingOrderProblem([1, 0], 2)).toBeNull();
  });

  it('simulates full, valid rankings that lean the same way, repeatably', () => {
    const s = parse({ ...valid, items: items(5) });
    const answers = rankingType.simulate!(s, 40, seededRandom(7));
    expect(answers).toHaveLength(40);
    for (const a of answers) expect(rankingType.checkAnswer!(s, a)).toBeNull();
    expect(rankingType.simulate!(s, 40, seededRandom(7))).toEqual(answers);
    // Not unanimous, yet a consensus: the first item comes out on top.
    expect(new Set(answers.map((a) => a.order.join())).size).toBeGreaterThan(1);
    expect(bordaCount(5, answers).items[0]!.index).toBe(0);
  });
});

/*
 * R14.3 and R14.4 as a table. Items A, B, C, D (indices 0–3); each answer lists item indices
 * from first to last. Four items: first 3 points, second 2, third 1, last 0.
 */
describe('R14.3 Borda count and R14.4 the room’s ranking', () => {
  const A = 0;
  const B = 1;
  const C = 2;
  const D = 3;
  type Row = [index: number, score: number, averagePosition: number | null, firsts: number];
  const rows = (r: ReturnType<typeof bordaCount>) => r.items.map((i): Row => [i.index, i.score, i.averagePosition, i.firsts]);

  it.each<[string, number[][], number, Row[]]>([
    [
      'nobody ranked: every item 0, in the slide’s order, no average yet',
      [],
      0,
      [
        [A, 0, null, 0],
        [B, 0, null, 0],
        [C, 0, null, 0],
        [D, 0, null, 0],
      ],
    ],
    [
      'one answer: first n−1 points … last 0',
      [[C, A, D, B]],
      1,
      [
        [C, 3, 1, 1],
        [A, 2, 2, 0],
        [D, 1, 3, 0],
        [B, 0, 4, 0],
      ],
    ],
    [
      'summed over participants, with average positions',
      [
        [A, B, C, D],
        [B, A, C, D],
        [A, C, B, D],
      ],
      3,
      [
        [A, 3 + 2 + 3, 1.33, 2], // positions 1, 2, 1
        [B, 2 + 3 + 1, 2, 1], // 2, 1, 3
        [C, 1 + 1 + 2, 2.67, 0], // 3, 3, 2
        [D, 0, 4, 0],
      ],
    ],
    [
      'a tie on score goes to more first places, before the slide’s order',
      [
        [B, A, C, D],
        [C, A, D, B],
      ],
      2,
      [
        // A and C score 4 each; C was first once, A never: C comes first though A is first on the slide.
        [C, 4, 2, 1],
        [A, 4, 2, 0],
        [B, 3, 2.5, 1],
        [D, 1, 3.5, 0],
      ],
    ],
    [
      'equal score, equal first places: the item’s order on the slide',
      [
        [A, B, C, D],
        [B, A, D, C],
      ],
      2,
      [
        // A and B 5 each, one first place each; C and D 1 each, no first place.
        [A, 5, 1.5, 1],
        [B, 5, 1.5, 1],
        [C, 1, 3.5, 0],
        [D, 1, 3.5, 0],
      ],
    ],
    [
      'answers that do not rank every item once are left out, of the total too',
      [
        [D, C, B, A],
        [A, A, B, C],
        [A, B],
        [0, 1, 2, 7],
      ],
      1,
      [
        [D, 3, 1, 1],
        [C, 2, 2, 0],
        [B, 1, 3, 0],
        [A, 0, 4, 0],
      ],
    ],
  ])('%s', (_name, answers, total, expected) => {
    const result = bordaCount(
      4,
      answers.map((order) => ({ order })),
    );
    expect(result.total).toBe(total);
    expect(rows(result)).toEqual(expected);
  });

  it('R14.4 three items all tied on score: first places, then the slide’s order', () => {
    // Three items: first 2 points, second 1, last 0. Every item scores 2; B and C were first once, A never.
    const r = bordaCount(3, [{ order: [C, A, B] }, { order: [B, A, C] }]);
    expect(r.items.map((i) => [i.index, i.score, i.firsts])).toEqual([
      [B, 2, 1],
      [C, 2, 1],
      [A, 2, 0],
    ]);
  });

  it('R14.3 two items: first 1 point, last 0', () => {
    const r = bordaCount(2, [{ order: [1, 0] }, { order: [1, 0] }, { order: [0, 1] }]);
    expect(r.items).toEqual([
      { index: 1, score: 2, averagePosition: 1.33, firsts: 2 },
      { index: 0, score: 1, averagePosition: 1.67, firsts: 1 },
    ]);
  });

  it('aggregate gives the results kind `ranking`, in display order', () => {
    const s = rankingSlide() as RankingSlide;
    expect(rankingType.aggregate!(s, [{ order: [2, 0, 1] }, { order: [2, 1, 0] }])).toEqual({
      kind: 'ranking',
      total: 2,
      items: [
        { index: 2, score: 4, averagePosition: 1, firsts: 2 },
        { index: 0, score: 1, averagePosition: 2.5, firsts: 0 },
        { index: 1, score: 1, averagePosition: 2.5, firsts: 0 },
      ],
    });
  });
});

describe('ranking answers in words (reports)', () => {
  it('names the items first choice first, numbered in the deck order', () => {
    expect(rankingType.answerInWords!(parse(valid), { order: [2, 0, 1] }, { nicknameOf: () => undefined })).toBe('Cost > Speed > Quality');
  });
});
