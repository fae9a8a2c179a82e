import { describe, expect, it } from 'vitest';
import { schemaIssues as issues, seededRandom as seeded } from '../../testing';
import { slideSchema } from '../registry';
import { TYPED_ANSWER_MAX, TYPED_RESULTS_TOP } from './match';
import { typeAnswerSlideSchema, typeAnswerType, typedAnswerSchema, type TypeAnswerSlide } from './typeanswer';

const valid = {
  type: 'typeanswer',
  id: 'capital',
  image: '/v1/functions/files/ca/canberra01.png',
  notes: 'Most people say Sydney.',
  question: 'Capital of Australia?',
  accepted: ['Canberra', 'Canberra, ACT'],
  typoTolerance: true,
  timeLimit: 30,
  points: 'double',
  explanation: 'Not Sydney: Canberra was built as a compromise.',
};
const parse = (input: unknown): TypeAnswerSlide => typeAnswerSlideSchema.parse(input);
const slide = (over: Partial<TypeAnswerSlide> = {}): TypeAnswerSlide => ({ ...parse(valid), ...over });
const texts = (...all: string[]) => all.map((text) => ({ text }));

describe('typeanswer slide schema', () => {
  it('accepts a complete slide, by its own schema and as a slide of the format', () => {
    expect(issues(typeAnswerSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(parse(valid));
  });

  it('applies defaults and generates an id', () => {
    expect(parse({ type: 'typeanswer', accepted: ['Canberra'] })).toEqual({
      type: 'typeanswer',
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      question: '',
      accepted: ['Canberra'],
      typoTolerance: false,
      timeLimit: 20,
      points: 'standard',
    });
  });

  it('accepts a draft: an empty question and empty accepted answers', () => {
    expect(issues(typeAnswerSlideSchema, { type: 'typeanswer', question: '', accepted: [''] })).toEqual([]);
  });

  it('trims the question and the accepted answers, and takes the limits exactly', () => {
    expect(parse({ ...valid, question: '  Capital? ', accepted: [' Canberra  '] })).toMatchObject({
      question: 'Capital?',
      accepted: ['Canberra'],
    });
    const edge = { ...valid, question: 'q'.repeat(300), accepted: Array.from({ length: 10 }, () => 'a'.repeat(120)) };
    expect(issues(typeAnswerSlideSchema, edge)).toEqual([]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['id with a space', { id: 'a b' }, 'id: must be 1 to 64 letters, digits, - or _'],
    ['image on http', { image: 'http://example.com/a.png' }, 'image: must be an image uploaded to this server'],
    ['notes too long', { notes: 'n'.repeat(2001) }, 'notes: at most 2000 characters'],
    ['question too long', { question: 'q'.repeat(301) }, 'question: at most 300 characters'],
    ['question not text', { question: 42 }, 'question: must be text'],
    ['no accepted answers', { accepted: [] }, 'accepted: at least 1 accepted answer'],
    ['eleven accepted answers', { accepted: Array.from({ length: 11 }, (_, i) => `a${i}`) }, 'accepted: at most 10 accepted answers'],
    ['accepted not a list', { accepted: 'Canberra' }, 'accepted: must be a list'],
    ['accepted missing', { accepted: undefined }, 'accepted: must be a list'],
    ['an accepted answer too long', { accepted: ['x'.repeat(121)] }, 'accepted[0]: at most 120 characters'],
    ['an accepted answer not text', { accepted: ['Canberra', 7] }, 'accepted[1]: must be text'],
    ['typoTolerance not boolean', { typoTolerance: 'yes' }, 'typoTolerance: must be true or false'],
    ['timeLimit under 5', { timeLimit: 4 }, 'timeLimit: at least 5 seconds'],
    ['timeLimit over 240', { timeLimit: 241 }, 'timeLimit: at most 240 seconds'],
    ['points unknown', { points: 'triple' }, 'points: must be standard, double or none'],
    ['explanation too long', { explanation: 'e'.repeat(501) }, 'explanation: at most 500 characters'],
  ])('rejects %s at its path', (_name, patch, message) => {
    expect(issues(typeAnswerSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });
});

describe('typeanswer problems (what is left before hosting)', () => {
  it('has none when complete', () => {
    expect(typeAnswerType.problems!(slide())).toEqual([]);
  });

  it('reports an empty question and each empty accepted answer at its path', () => {
    expect(typeAnswerType.problems!(slide({ question: ' ', accepted: ['Canberra', '', '  '] }))).toEqual([
      { path: 'question', message: 'is required' },
      { path: 'accepted[1]', message: 'is required' },
      { path: 'accepted[2]', message: 'is required' },
    ]);
  });

  it('R10.1 reports an accepted answer of accents or invisible characters alone: it could match nothing', () => {
    expect(typeAnswerType.problems!(slide({ accepted: ['\u0301', 'Canberra', '\u200b'] }))).toEqual([
      { path: 'accepted[0]', message: 'is required' },
      { path: 'accepted[2]', message: 'is required' },
    ]);
  });

  it('lists everything still to do on a new slide from create()', () => {
    const fresh = typeAnswerType.create();
    expect(issues(typeAnswerSlideSchema, fresh)).toEqual([]);
    expect(typeAnswerType.problems!(fresh).map((p) => p.path)).toEqual(['question', 'accepted[0]']);
  });
});

describe('typeanswer answers', () => {
  it('plays question → answering → reveal → leaderboard and is scored, as quiz', () => {
    expect(typeAnswerType.steps).toEqual(['question', 'answering', 'reveal', 'leaderboard']);
    expect(typeAnswerType.scored).toBe(true);
  });

  it('R10.7 answer schema: { text } of at most 120 characters, storable', () => {
    expect(typeAnswerType.answerSchema).toBe(typedAnswerSchema);
    expect(TYPED_ANSWER_MAX).toBe(120);
    expect(issues(typedAnswerSchema, { text: 'Canberra' })).toEqual([]);
    expect(issues(typedAnswerSchema, { text: 'x'.repeat(120) })).toEqual([]);
    expect(issues(typedAnswerSchema, { text: 'x'.repeat(121) })).toEqual(['text: text: at most 120 characters']);
    expect(issues(typedAnswerSchema, { text: 'Can\u0000berra' })).toEqual(['text: text: must not contain the NUL character (U+0000)']);
    expect(issues(typedAnswerSchema, { text: 'Can\uD800berra' })[0]).toMatch(/unpaired UTF-16 surrogate/);
    expect(issues(typedAnswerSchema, { text: 5 })).toEqual(['text: text must be text']);
    expect(issues(typedAnswerSchema, {})).toEqual(['text: text must be text']);
  });

  it('R10.7 checkAnswer refuses a blank answer, or one of accents or invisible characters alone', () => {
    const s = slide();
    expect(typeAnswerType.checkAnswer!(s, { text: 'Sydney' })).toBeNull();
    expect(typeAnswerType.checkAnswer!(s, { text: '' })).toBe('text: write an answer first');
    expect(typeAnswerType.checkAnswer!(s, { text: '  \t ' })).toBe('text: write an answer first');
    expect(typeAnswerType.checkAnswer!(s, { text: '\u200b\u0301' })).toBe('text: write an answer first');
  });

  it('R10.6 scores a match round(points × (1 − t/(2T))), as quiz; a miss scores 0', () => {
    const T = 30_000; // double (2000)
    const score = (text: string, ms = 0) => typeAnswerType.score!(slide(), { text }, { answerMs: ms, limitMs: T });
    expect(score('canberra')).toEqual({ correct: true, points: 2000 });
    expect(score('  CANBERRA ', T / 2)).toEqual({ correct: true, points: 1500 });
    expect(score('Canberra, act', T)).toEqual({ correct: true, points: 1000 });
    expect(score('Canbera', 1234)).toEqual({ correct: true, points: Math.round(2000 * (1 - 1234 / (2 * T))) }); // one typo, tolerance on
    expect(score('Sydney')).toEqual({ correct: false, points: 0 });
    const strict = slide({ typoTolerance: false, points: 'standard' });
    expect(typeAnswerType.score!(strict, { text: 'Canbera' }, { answerMs: 0, limitMs: T })).toEqual({ correct: false, points: 0 });
    expect(typeAnswerType.score!(strict, { text: 'canberra' }, { answerMs: 5000, limitMs: 20_000 })).toEqual({
      correct: true,
      points: 875,
    });
    const none = slide({ points: 'none' });
    expect(typeAnswerType.score!(none, { text: 'Canberra' }, { answerMs: 0, limitMs: T })).toEqual({ correct: true, points: 0 });
  });
});

describe('typeanswer results (R10.8)', () => {
  it('R10.8 groups answers by compared form, most given first, with the most common spelling and its mark', () => {
    const answers = texts('Sydney', 'canberra', 'Canberra', ' Canberra ', 'sydney', 'CANBERRA', 'Canbera', 'Melbourne', 'Sydney');
    expect(typeAnswerType.aggregate!(slide(), answers)).toEqual({
      kind: 'typed',
      total: 9,
      correctCount: 5,
      answers: [
        { text: 'Canberra', count: 4, correct: true },
        { text: 'Sydney', count: 3, correct: false },
        { text: 'Canbera', count: 1, correct: true },
        { text: 'Melbourne', count: 1, correct: false },
      ],
      others: 0,
    });
  });

  it('R10.8 on equal counts, the group and the spelling given first come first', () => {
    const r = typeAnswerType.aggregate!(slide({ typoTolerance: false }), texts('perth', 'Canbera', 'Perth', 'canbera'));
    expect(r).toMatchObject({
      correctCount: 0,
      answers: [
        { text: 'perth', count: 2, correct: false },
        { text: 'Canbera', count: 2, correct: false },
      ],
    });
  });

  it('R10.8 lists the top 8 and counts the rest in others', () => {
    const answers = [
      ...texts('Canberra', 'Canberra', 'Canberra'),
      ...Array.from({ length: 12 }, (_, i) => ({ text: `Guess ${i}` })),
      ...texts('Guess 11'),
    ];
    const r = typeAnswerType.aggregate!(slide(), answers);
    expect(TYPED_RESULTS_TOP).toBe(8);
    if (r.kind !== 'typed') throw new Error('typed results expected');
    expect(r.answers.map((a) => a.text)).toEqual([
      'Canberra',
      'Guess 11',
      'Guess 0',
      'Guess 1',
      'Guess 2',
      'Guess 3',
      'Guess 4',
      'Guess 5',
    ]);
    expect(r.others).toBe(5);
    expect(r.total).toBe(16);
    expect(r.correctCount).toBe(3);
  });

  it('counts nothing when nobody answered', () => {
    expect(typeAnswerType.aggregate!(slide(), [])).toEqual({ kind: 'typed', total: 0, correctCount: 0, answers: [], others: 0 });
  });
});

describe('typeanswer public content (R10.9)', () => {
  it('R10.9 before the reveal, the bytes sent hold no accepted answer and no explanation, nor the notes', () => {
    const s = slide({ accepted: ['Canberra', 'Kambera', 'Ngunnawal country'] });
    const before = JSON.stringify(typeAnswerType.publicContent(s, false));
    for (const a of s.accepted) expect(before).not.toContain(a);
    expect(before).not.toContain('accepted');
    expect(before).not.toContain('Not Sydney');
    expect(before).not.toContain('Most people say Sydney');
    // What a phone needs to answer is there; typo tolerance is no solution.
    expect(JSON.parse(before)).toEqual({
      type: 'typeanswer',
      id: 'capital',
      image: valid.image,
      question: 'Capital of Australia?',
      typoTolerance: true,
      timeLimit: 30,
      points: 'double',
    });
  });

  it('R10.9 from the reveal, the accepted answers and the explanation are shown; notes never', () => {
    const after = typeAnswerType.publicContent(slide(), true);
    expect(after).toMatchObject({ accepted: ['Canberra', 'Canberra, ACT'], explanation: valid.explanation });
    expect(JSON.stringify(after)).not.toContain('Most people say Sydney');
  });
});

describe('typeanswer simulation', () => {
  it.each([
    ['tolerant', slide()],
    ['strict', slide({ typoTolerance: false })],
    ['one short answer', slide({ accepted: ['Rome'] })],
    ['a draft', slide({ accepted: [''] })],
  ])('simulate (%s) gives answers that pass answerSchema and checkAnswer, repeatably, some right, some misspelt', (_n, s) => {
    const answers = typeAnswerType.simulate!(s, 200, seeded(7));
    expect(answers).toHaveLength(200);
    for (const a of answers) {
      expect(typedAnswerSchema.safeParse(a).success).toBe(true);
      expect(typeAnswerType.checkAnswer!(s, a)).toBeNull();
    }
    expect(typeAnswerType.simulate!(s, 200, seeded(7))).toEqual(answers);
    const right = answers.filter((a) => typeAnswerType.score!(s, a, { answerMs: 0, limitMs: 1 }).correct).length;
    if (s.accepted[0]) {
      expect(right).toBeGreaterThan(60);
      expect(right).toBeLessThan(200);
    }
    // Some misspelt: more than one spelling is typed that is not an accepted answer, nor a guess.
    const spellings = new Set(answers.map((a) => a.text));
    expect(spellings.size).toBeGreaterThan(4);
  });

  it('a misspelt answer counts only with typo tolerance', () => {
    const answers = typeAnswerType.simulate!(slide(), 300, seeded(3));
    const tolerant = answers.filter((a) => typeAnswerType.score!(slide(), a, { answerMs: 0, limitMs: 1 }).correct).length;
    const strict = answers.filter(
      (a) => typeAnswerType.score!(slide({ typoTolerance: false }), a, { answerMs: 0, limitMs: 1 }).correct,
    ).length;
    expect(tolerant).toBeGreaterThan(strict);
  });
});

describe('typed answers in words (reports)', () => {
  it('writes the answer as typed', () => {
    expect(typeAnswerType.answerInWords!(slide(), { text: ' sydney ' }, { nicknameOf: () => undefined })).toBe(' sydney ');
  });
});
