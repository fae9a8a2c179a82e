import { describe, expect, it } from 'vitest';
import { schemaIssues as issues, seededRandom as seeded } from '../../testing';
import { slideSchema } from '../registry';
import { choicesAnswerSchema, quizSlideSchema, quizType, type QuizSlide } from './quiz';

const valid = {
  type: 'quiz',
  id: 'q1',
  image: '/v1/functions/files/ab/photo0001.png',
  notes: 'Read the question aloud.',
  question: 'Which planet is largest?',
  options: [
    { text: 'Mars', correct: false },
    { text: 'Jupiter', correct: true, image: '/v1/functions/files/ju/jupiter0001.png' },
    { text: 'Venus', correct: false },
  ],
  multiSelect: false,
  timeLimit: 30,
  points: 'double',
  explanation: 'Jupiter is more than twice as massive as all other planets together.',
};

const parse = (input: unknown): QuizSlide => quizSlideSchema.parse(input);
const option = (text: string, correct = false) => ({ text, correct });

describe('quiz slide schema', () => {
  it('accepts a complete quiz, by its own schema and as a slide of the format', () => {
    expect(issues(quizSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(parse(valid));
    expect(parse(valid)).toMatchObject({
      id: 'q1',
      timeLimit: 30,
      points: 'double',
      options: [{ text: 'Mars' }, { text: 'Jupiter' }, { text: 'Venus' }],
    });
  });

  it('applies defaults and generates an id', () => {
    const s = parse({ type: 'quiz', options: [{}, {}] });
    expect(s).toEqual({
      type: 'quiz',
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      question: '',
      options: [option(''), option('')],
      multiSelect: false,
      timeLimit: 20,
      points: 'standard',
    });
    expect(parse({ type: 'quiz', options: [{}, {}] }).id).not.toBe(s.id);
  });

  it('accepts a draft: empty question and option texts, no correct option', () => {
    expect(issues(quizSlideSchema, { type: 'quiz', question: '', options: [option(''), option('')] })).toEqual([]);
  });

  it('trims text fields', () => {
    const s = parse({ ...valid, question: '  Which?  ', options: [option('  a '), option('b', true)] });
    expect(s.question).toBe('Which?');
    expect(s.options[0]!.text).toBe('a');
  });

  it('accepts images uploaded here or on https, and the limits exactly', () => {
    const edge = {
      ...valid,
      question: 'q'.repeat(300),
      options: Array.from({ length: 6 }, (_, i) => ({
        text: 'o'.repeat(120),
        correct: i === 0,
        image: '/v1/functions/files/xx/option0001.webp',
      })),
      timeLimit: 240,
      explanation: 'e'.repeat(500),
      notes: 'n'.repeat(2000),
      id: 'A_b-9'.padEnd(64, 'x'),
    };
    expect(issues(quizSlideSchema, edge)).toEqual([]);
    expect(issues(quizSlideSchema, { ...valid, timeLimit: 5, points: 'none' })).toEqual([]);
  });

  const tooMany = Array.from({ length: 7 }, () => option('x'));
  it.each<[string, Record<string, unknown>, string]>([
    ['id with a space', { id: 'bad id' }, 'id: must be 1 to 64 letters, digits, - or _'],
    ['id too long', { id: 'x'.repeat(65) }, 'id: must be 1 to 64 letters, digits, - or _'],
    ['id empty', { id: '' }, 'id: must be 1 to 64 letters, digits, - or _'],
    ['image on http', { image: 'http://example.com/a.png' }, 'image: must be an image uploaded to this server'],
    ['image as javascript:', { image: 'javascript:alert(1)' }, 'image: must be an image uploaded to this server'],
    ['image as data:', { image: 'data:image/png;base64,AAAA' }, 'image: must be an image uploaded to this server'],
    ['image too long', { image: `https://example.com/${'a'.repeat(490)}` }, 'image: at most 500 characters'],
    ['notes too long', { notes: 'n'.repeat(2001) }, 'notes: at most 2000 characters'],
    ['notes not text', { notes: 5 }, 'notes: must be text'],
    ['question too long', { question: 'q'.repeat(301) }, 'question: at most 300 characters'],
    ['question not text', { question: 42 }, 'question: must be text'],
    ['one option', { options: [option('a', true)] }, 'options: at least 2 options'],
    ['seven options', { options: tooMany }, 'options: at most 6 options'],
    ['options not a list', { options: 'a,b' }, 'options: must be a list of options'],
    ['options missing', { options: undefined }, 'options: must be a list of options'],
    ['option text too long', { options: [option('a'), option('b'.repeat(121), true)] }, 'options[1].text: at most 120 characters'],
    ['option text not text', { options: [{ text: 1 }, option('b', true)] }, 'options[0].text: must be text'],
    ['option correct not boolean', { options: [{ text: 'a', correct: 'yes' }, option('b')] }, 'options[0].correct: must be true or false'],
    [
      'option image on ftp',
      { options: [{ text: 'a', image: 'ftp://x/y.png' }, option('b', true)] },
      'options[0].image: must be an image uploaded to this server',
    ],
    ['multiSelect not boolean', { multiSelect: 'yes' }, 'multiSelect: must be true or false'],
    ['timeLimit under 5', { timeLimit: 4 }, 'timeLimit: at least 5 seconds'],
    ['timeLimit over 240', { timeLimit: 241 }, 'timeLimit: at most 240 seconds'],
    ['timeLimit fractional', { timeLimit: 10.5 }, 'timeLimit: must be whole seconds'],
    ['timeLimit as text', { timeLimit: '20' }, 'timeLimit: must be a number of seconds'],
    ['points unknown', { points: 'triple' }, 'points: must be standard, double or none'],
    ['points as a number', { points: 1000 }, 'points: must be standard, double or none'],
    ['explanation too long', { explanation: 'e'.repeat(501) }, 'explanation: at most 500 characters'],
  ])('rejects %s at its path', (_name, patch, message) => {
    expect(issues(quizSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });

  it('reports every bad field at once', () => {
    expect(
      issues(quizSlideSchema, { ...valid, question: 'q'.repeat(301), timeLimit: 1, options: [option('a'), { text: 'b', correct: 1 }] }),
    ).toEqual(['question: at most 300 characters', 'options[1].correct: must be true or false', 'timeLimit: at least 5 seconds']);
  });
});

describe('quiz problems (what is left before hosting)', () => {
  const complete = parse(valid);

  it('has none when complete', () => {
    expect(quizType.problems!(complete)).toEqual([]);
  });

  it('reports an empty question at question', () => {
    expect(quizType.problems!({ ...complete, question: '' })).toEqual([{ path: 'question', message: 'is required' }]);
    expect(quizType.problems!({ ...complete, question: '   ' })).toEqual([{ path: 'question', message: 'is required' }]);
  });

  it('reports each empty option text at its path', () => {
    const s = { ...complete, options: [option('a'), option('', true), option('')] };
    expect(quizType.problems!(s)).toEqual([
      { path: 'options[1].text', message: 'is required' },
      { path: 'options[2].text', message: 'is required' },
    ]);
  });

  it('reports an option that repeats an earlier one, whatever its case and spaces', () => {
    const s = { ...complete, options: [option('Paris', true), option('Lyon'), option(' paris '), option('Nice')] };
    expect(quizType.problems!(s)).toEqual([{ path: 'options[2].text', message: 'is the same as option 1: each option must be different' }]);
  });

  it('reports a quiz without a correct option at options', () => {
    expect(quizType.problems!({ ...complete, options: [option('a'), option('b')] })).toEqual([
      { path: 'options', message: 'mark at least one option correct' },
    ]);
  });

  it('allows several correct options only with multiSelect', () => {
    const two = [option('a', true), option('b', true), option('c')];
    expect(quizType.problems!({ ...complete, options: two, multiSelect: false })).toEqual([
      { path: 'options', message: 'only one option can be correct unless several answers are allowed' },
    ]);
    expect(quizType.problems!({ ...complete, options: two, multiSelect: true })).toEqual([]);
  });

  it('lists everything still to do on a new quiz from create()', () => {
    const fresh = quizType.create();
    expect(issues(quizSlideSchema, fresh)).toEqual([]);
    expect(quizType.problems!(fresh).map((p) => p.path)).toEqual([
      'question',
      'options[0].text',
      'options[1].text',
      'options[2].text',
      'options[3].text',
    ]);
  });
});

describe('quiz metadata', () => {
  it('plays question → answering → reveal → leaderboard and is scored', () => {
    expect(quizType.type).toBe('quiz');
    expect(quizType.steps).toEqual(['question', 'answering', 'reveal', 'leaderboard']);
    expect(quizType.scored).toBe(true);
  });
});

describe('quiz answers', () => {
  const single = parse(valid); // 3 options, index 1 correct
  const multi = parse({ ...valid, multiSelect: true, options: [option('a', true), option('b'), option('c', true), option('d')] });

  it('answer schema: { choices: [i, ...] }', () => {
    expect(quizType.answerSchema).toBe(choicesAnswerSchema);
    expect(issues(choicesAnswerSchema, { choices: [1] })).toEqual([]);
    expect(issues(choicesAnswerSchema, { choices: [] })).toEqual([]);
    expect(issues(choicesAnswerSchema, { choices: [-1] })[0]).toMatch(/^choices\[0\]: /);
    expect(issues(choicesAnswerSchema, { choices: [0.5] })[0]).toMatch(/^choices\[0\]: /);
    expect(issues(choicesAnswerSchema, { choices: ['1'] })[0]).toMatch(/^choices\[0\]: /);
    expect(issues(choicesAnswerSchema, { choices: 1 })[0]).toMatch(/^choices: /);
    expect(issues(choicesAnswerSchema, {})[0]).toMatch(/^choices: /);
    expect(issues(choicesAnswerSchema, { choices: Array.from({ length: 11 }, (_, i) => i) })[0]).toMatch(/^choices: /);
  });

  it('checkAnswer: within the slide’s options, one unless multiSelect, no repeats', () => {
    expect(quizType.checkAnswer!(single, { choices: [2] })).toBeNull();
    expect(quizType.checkAnswer!(single, { choices: [] })).toBe('choices: pick at least one option');
    expect(quizType.checkAnswer!(single, { choices: [0, 1] })).toBe('choices: pick one option');
    expect(quizType.checkAnswer!(single, { choices: [3] })).toBe('choices: options are numbered 0 to 2');
    expect(quizType.checkAnswer!(multi, { choices: [0, 2] })).toBeNull();
    expect(quizType.checkAnswer!(multi, { choices: [0, 0] })).toBe('choices: an option is picked twice');
    expect(quizType.checkAnswer!(multi, { choices: [4] })).toBe('choices: options are numbered 0 to 3');
  });

  it('aggregate counts each option and names the correct ones', () => {
    const answers = [{ choices: [1] }, { choices: [1] }, { choices: [0] }];
    expect(quizType.aggregate!(single, answers)).toEqual({ kind: 'choices', total: 3, counts: [1, 2, 0], correct: [1] });
    expect(quizType.aggregate!(multi, [{ choices: [0, 2] }, { choices: [2] }])).toEqual({
      kind: 'choices',
      total: 2,
      counts: [1, 0, 2, 0],
      correct: [0, 2],
    });
    expect(quizType.aggregate!(single, [])).toEqual({ kind: 'choices', total: 0, counts: [0, 0, 0], correct: [1] });
  });

  it('scores a correct answer round(points × (1 − t/(2T))): 100 % at once, 50 % at the limit', () => {
    const T = 30_000; // valid is 30 s, double (2000)
    const at = (ms: number) => quizType.score!(single, { choices: [1] }, { answerMs: ms, limitMs: T });
    expect(at(0)).toEqual({ correct: true, points: 2000 });
    expect(at(T / 2)).toEqual({ correct: true, points: 1500 });
    expect(at(T)).toEqual({ correct: true, points: 1000 });
    expect(at(1234)).toEqual({ correct: true, points: Math.round(2000 * (1 - 1234 / (2 * T))) });
    expect(at(T + 5000)).toEqual({ correct: true, points: 1000 });
    expect(at(-50)).toEqual({ correct: true, points: 2000 });
    const standard = { ...single, points: 'standard' as const };
    expect(quizType.score!(standard, { choices: [1] }, { answerMs: 5000, limitMs: 20_000 })).toEqual({ correct: true, points: 875 });
    const none = { ...single, points: 'none' as const };
    expect(quizType.score!(none, { choices: [1] }, { answerMs: 0, limitMs: 20_000 })).toEqual({ correct: true, points: 0 });
  });

  it('scores a wrong answer 0', () => {
    expect(quizType.score!(single, { choices: [0] }, { answerMs: 0, limitMs: 30_000 })).toEqual({ correct: false, points: 0 });
    expect(quizType.score!(single, { choices: [] }, { answerMs: 0, limitMs: 30_000 })).toEqual({ correct: false, points: 0 });
  });

  it('scores multi-select all or nothing', () => {
    const score = (choices: number[]) => quizType.score!(multi, { choices }, { answerMs: 0, limitMs: 30_000 });
    expect(score([0, 2])).toEqual({ correct: true, points: 2000 });
    expect(score([2, 0])).toEqual({ correct: true, points: 2000 });
    expect(score([0])).toEqual({ correct: false, points: 0 });
    expect(score([0, 1, 2])).toEqual({ correct: false, points: 0 });
    expect(score([1, 3])).toEqual({ correct: false, points: 0 });
  });

  it.each([
    ['single answer', single],
    ['multi-select', multi],
  ])('simulate (%s) gives answers that pass answerSchema and checkAnswer, repeatably', (_name, slide) => {
    const answers = quizType.simulate!(slide, 200, seeded(42));
    expect(answers).toHaveLength(200);
    for (const a of answers) {
      expect(choicesAnswerSchema.safeParse(a).success).toBe(true);
      expect(quizType.checkAnswer!(slide, a)).toBeNull();
    }
    expect(quizType.simulate!(slide, 200, seeded(42))).toEqual(answers);
    // A believable spread: some right, some wrong.
    const right = answers.filter((a) => quizType.score!(slide, a, { answerMs: 0, limitMs: 1 }).correct).length;
    expect(right).toBeGreaterThan(60);
    expect(right).toBeLessThan(200);
  });
});

describe('quiz answers in words (reports)', () => {
  it('names the chosen options, and an option the slide lacks by its number', () => {
    expect(quizType.answerInWords!(parse(valid), { choices: [1] }, { nicknameOf: () => undefined })).toBe('Jupiter');
    expect(quizType.answerInWords!(parse(valid), { choices: [2, 0, 7] }, { nicknameOf: () => undefined })).toBe('Venus; Mars; #8');
  });
});
