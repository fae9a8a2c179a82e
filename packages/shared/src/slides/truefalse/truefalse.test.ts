import { describe, expect, it } from 'vitest';
import { schemaIssues as issues, seededRandom as seeded } from '../../testing';
import { slideSchema } from '../registry';
import { trueFalseSlideSchema, trueFalseType, valueAnswerSchema, type TrueFalseSlide } from './truefalse';

const valid = {
  type: 'truefalse',
  id: 'tf-1',
  image: '/v1/functions/files/su/sunshine01.jpg',
  notes: 'Pause for effect.',
  question: 'The Sun is a star.',
  answer: true,
  timeLimit: 10,
  points: 'standard',
  explanation: 'A G-type main-sequence star.',
};
const parse = (input: unknown): TrueFalseSlide => trueFalseSlideSchema.parse(input);

describe('truefalse slide schema', () => {
  it('accepts a complete slide, by its own schema and as a slide of the format', () => {
    expect(issues(trueFalseSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(parse(valid));
  });

  it('applies defaults and generates an id; answer has no default', () => {
    expect(parse({ type: 'truefalse', answer: false })).toEqual({
      type: 'truefalse',
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      question: '',
      answer: false,
      timeLimit: 20,
      points: 'standard',
    });
  });

  it('accepts a draft with an empty question', () => {
    expect(issues(trueFalseSlideSchema, { ...valid, question: '' })).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['id with a slash', { id: 'a/b' }, 'id: must be 1 to 64 letters, digits, - or _'],
    ['image on http', { image: 'http://example.com/a.png' }, 'image: must be an image uploaded to this server'],
    ['notes too long', { notes: 'n'.repeat(2001) }, 'notes: at most 2000 characters'],
    ['question too long', { question: 'q'.repeat(301) }, 'question: at most 300 characters'],
    ['answer missing', { answer: undefined }, 'answer: must be true or false'],
    ['answer as text', { answer: 'true' }, 'answer: must be true or false'],
    ['timeLimit under 5', { timeLimit: 0 }, 'timeLimit: at least 5 seconds'],
    ['timeLimit over 240', { timeLimit: 300 }, 'timeLimit: at most 240 seconds'],
    ['timeLimit fractional', { timeLimit: 7.5 }, 'timeLimit: must be whole seconds'],
    ['points unknown', { points: 'bonus' }, 'points: must be standard, double or none'],
    ['explanation too long', { explanation: 'e'.repeat(501) }, 'explanation: at most 500 characters'],
  ])('rejects %s at its path', (_name, patch, message) => {
    expect(issues(trueFalseSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });
});

describe('truefalse problems', () => {
  it('none when complete; an empty question is reported at question', () => {
    const s = parse(valid);
    expect(trueFalseType.problems!(s)).toEqual([]);
    expect(trueFalseType.problems!({ ...s, question: '' })).toEqual([{ path: 'question', message: 'is required' }]);
  });

  it('create() gives a valid draft whose only problem is the question', () => {
    const fresh = trueFalseType.create();
    expect(issues(trueFalseSlideSchema, fresh)).toEqual([]);
    expect(trueFalseType.problems!(fresh)).toEqual([{ path: 'question', message: 'is required' }]);
  });
});

describe('truefalse metadata and answers', () => {
  const yes = parse(valid);
  const no = parse({ ...valid, answer: false, points: 'double' });

  it('plays as a quiz and is scored', () => {
    expect(trueFalseType.steps).toEqual(['question', 'answering', 'reveal', 'leaderboard']);
    expect(trueFalseType.scored).toBe(true);
  });

  it('answer schema: { value: true|false }', () => {
    expect(trueFalseType.answerSchema).toBe(valueAnswerSchema);
    expect(issues(valueAnswerSchema, { value: false })).toEqual([]);
    expect(issues(valueAnswerSchema, { value: 'true' })).toEqual(['value: value must be true or false']);
    expect(issues(valueAnswerSchema, {})).toEqual(['value: value must be true or false']);
  });

  it('aggregate draws True as option 0 and False as option 1', () => {
    const answers = [{ value: true }, { value: false }, { value: true }];
    expect(trueFalseType.aggregate!(yes, answers)).toEqual({ kind: 'choices', total: 3, counts: [2, 1], correct: [0] });
    expect(trueFalseType.aggregate!(no, answers)).toEqual({ kind: 'choices', total: 3, counts: [2, 1], correct: [1] });
  });

  it('scores round(points × (1 − t/(2T))) when right, 0 when wrong', () => {
    const T = 10_000;
    expect(trueFalseType.score!(yes, { value: true }, { answerMs: 0, limitMs: T })).toEqual({ correct: true, points: 1000 });
    expect(trueFalseType.score!(yes, { value: true }, { answerMs: 2500, limitMs: T })).toEqual({ correct: true, points: 875 });
    expect(trueFalseType.score!(yes, { value: true }, { answerMs: T, limitMs: T })).toEqual({ correct: true, points: 500 });
    expect(trueFalseType.score!(no, { value: false }, { answerMs: 3333, limitMs: T })).toEqual({
      correct: true,
      points: Math.round(2000 * (1 - 3333 / 20_000)),
    });
    expect(trueFalseType.score!(yes, { value: false }, { answerMs: 0, limitMs: T })).toEqual({ correct: false, points: 0 });
    expect(trueFalseType.score!(no, { value: true }, { answerMs: 0, limitMs: T })).toEqual({ correct: false, points: 0 });
  });

  it('simulate gives valid answers, repeatably, with both values', () => {
    const answers = trueFalseType.simulate!(yes, 100, seeded(7));
    expect(answers).toHaveLength(100);
    for (const a of answers) {
      expect(valueAnswerSchema.safeParse(a).success).toBe(true);
      expect(trueFalseType.checkAnswer?.(yes, a) ?? null).toBeNull();
    }
    expect(new Set(answers.map((a) => a.value))).toEqual(new Set([true, false]));
    expect(trueFalseType.simulate!(yes, 100, seeded(7))).toEqual(answers);
  });
});

describe('true or false answers in words (reports)', () => {
  it('writes True or False', () => {
    expect(trueFalseType.answerInWords!(parse(valid), { value: false }, { nicknameOf: () => undefined })).toBe('False');
    expect(trueFalseType.answerInWords!(parse(valid), { value: true }, { nicknameOf: () => undefined })).toBe('True');
  });
});
