import { describe, expect, it } from 'vitest';
import { schemaIssues as issues, seededRandom as seeded } from '../../testing';
import { choicesAnswerSchema } from '../quiz/quiz';
import { slideSchema } from '../registry';
import { pollSlideSchema, pollType, type PollSlide } from './poll';

const valid = {
  type: 'poll',
  id: 'lunch',
  notes: 'Results decide lunch.',
  question: 'Lunch today?',
  options: [{ text: 'Pizza', image: '/v1/functions/files/pi/pizza0001.jpg' }, { text: 'Salad' }, { text: 'Noodles' }],
  multiple: false,
};
const parse = (input: unknown): PollSlide => pollSlideSchema.parse(input);
const opts = (n: number, text = 'x') => Array.from({ length: n }, () => ({ text }));

describe('poll slide schema', () => {
  it('accepts a complete poll, by its own schema and as a slide of the format', () => {
    expect(issues(pollSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(parse(valid));
    expect(issues(pollSlideSchema, { ...valid, options: opts(10, 'o'.repeat(120)), multiple: true })).toEqual([]);
  });

  it('applies defaults and generates an id', () => {
    expect(parse({ type: 'poll', options: [{}, {}] })).toEqual({
      type: 'poll',
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      question: '',
      options: [{ text: '' }, { text: '' }],
      multiple: false,
    });
  });

  it('has no correct answer: a `correct` flag on an option is dropped', () => {
    expect(parse({ ...valid, options: [{ text: 'a', correct: true }, { text: 'b' }] }).options[0]).toEqual({ text: 'a' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['id empty', { id: '' }, 'id: must be 1 to 64 letters, digits, - or _'],
    ['image on http', { image: 'http://example.com/a.png' }, 'image: must be an image uploaded to this server'],
    ['notes not text', { notes: ['a'] }, 'notes: must be text'],
    ['question too long', { question: 'q'.repeat(301) }, 'question: at most 300 characters'],
    ['one option', { options: opts(1) }, 'options: at least 2 options'],
    ['eleven options', { options: opts(11) }, 'options: at most 10 options'],
    ['options not a list', { options: {} }, 'options: must be a list of options'],
    [
      'option text too long',
      { options: [{ text: 'a' }, { text: 'b' }, { text: 'c'.repeat(121) }] },
      'options[2].text: at most 120 characters',
    ],
    [
      'option image on http',
      { options: [{ text: 'a', image: 'http://x/y.png' }, { text: 'b' }] },
      'options[0].image: must be an image uploaded to this server',
    ],
    ['multiple not boolean', { multiple: 1 }, 'multiple: must be true or false'],
  ])('rejects %s at its path', (_name, patch, message) => {
    expect(issues(pollSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });
});

describe('poll problems', () => {
  it('none when complete; empty question and option texts at their paths', () => {
    const s = parse(valid);
    expect(pollType.problems!(s)).toEqual([]);
    expect(pollType.problems!({ ...s, question: ' ', options: [{ text: 'a' }, { text: '' }] })).toEqual([
      { path: 'question', message: 'is required' },
      { path: 'options[1].text', message: 'is required' },
    ]);
  });

  it('create() gives a valid draft with question and three options to fill in', () => {
    const fresh = pollType.create();
    expect(issues(pollSlideSchema, fresh)).toEqual([]);
    expect(pollType.problems!(fresh).map((p) => p.path)).toEqual(['question', 'options[0].text', 'options[1].text', 'options[2].text']);
  });
});

describe('poll answers', () => {
  const single = parse(valid);
  const multiple = parse({ ...valid, multiple: true, options: opts(5) });

  it('is answered then shows results, and is not scored', () => {
    expect(pollType.steps).toEqual(['answering', 'results']);
    expect(pollType.scored).toBe(false);
    expect(pollType.score).toBeUndefined();
  });

  it('answer schema: { choices: [i, ...] }', () => {
    expect(pollType.answerSchema).toBe(choicesAnswerSchema);
    expect(issues(choicesAnswerSchema, { choices: [0, 2] })).toEqual([]);
    expect(issues(choicesAnswerSchema, { value: 1 })[0]).toMatch(/^choices: /);
  });

  it('checkAnswer: one option unless multiple, within range, no repeats', () => {
    expect(pollType.checkAnswer!(single, { choices: [2] })).toBeNull();
    expect(pollType.checkAnswer!(single, { choices: [] })).toBe('choices: pick at least one option');
    expect(pollType.checkAnswer!(single, { choices: [0, 1] })).toBe('choices: pick one option');
    expect(pollType.checkAnswer!(single, { choices: [3] })).toBe('choices: options are numbered 0 to 2');
    expect(pollType.checkAnswer!(multiple, { choices: [0, 4] })).toBeNull();
    expect(pollType.checkAnswer!(multiple, { choices: [1, 1] })).toBe('choices: an option is picked twice');
  });

  it('reports an option that repeats an earlier one before hosting', () => {
    const s = { ...single, options: [{ text: 'Coffee' }, { text: 'Tea' }, { text: 'COFFEE' }] };
    expect(pollType.problems!(s)).toEqual([{ path: 'options[2].text', message: 'is the same as option 1: each option must be different' }]);
  });

  it('aggregate counts per option, without a correct answer', () => {
    expect(pollType.aggregate!(single, [{ choices: [0] }, { choices: [2] }, { choices: [0] }])).toEqual({
      kind: 'choices',
      total: 3,
      counts: [2, 0, 1],
    });
    expect(pollType.aggregate!(multiple, [{ choices: [0, 1] }, { choices: [1] }])).toEqual({
      kind: 'choices',
      total: 2,
      counts: [1, 2, 0, 0, 0],
    });
  });

  it.each([
    ['single', single],
    ['multiple', multiple],
  ])('simulate (%s) gives answers that pass answerSchema and checkAnswer, repeatably', (_name, slide) => {
    const answers = pollType.simulate!(slide, 300, seeded(3));
    expect(answers).toHaveLength(300);
    for (const a of answers) {
      expect(choicesAnswerSchema.safeParse(a).success).toBe(true);
      expect(pollType.checkAnswer!(slide, a)).toBeNull();
    }
    expect(pollType.simulate!(slide, 300, seeded(3))).toEqual(answers);
    // Every option gets some votes.
    const results = pollType.aggregate!(slide, answers);
    expect(results).toMatchObject({ kind: 'choices', total: 300 });
    expect(results.kind === 'choices' && results.counts.every((c) => c > 0)).toBe(true);
  });
});

describe('poll answers in words (reports)', () => {
  it('names the chosen options in the order chosen', () => {
    const poll = parse({ type: 'poll', id: 'p1', options: [{ text: 'Tea' }, { text: 'Coffee' }], multiple: true });
    expect(pollType.answerInWords!(poll, { choices: [1, 0] }, { nicknameOf: () => undefined })).toBe('Coffee; Tea');
  });
});
