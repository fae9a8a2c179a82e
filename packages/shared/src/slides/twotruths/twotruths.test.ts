import { describe, expect, it } from 'vitest';
import { schemaIssues as issues, seededRandom as seeded } from '../../testing';
import { slideSchema } from '../registry';
import type { AnswerMeta } from '../types';
import { SPOTTER_NAMES, subjectName, twoTruthsSlideSchema, twoTruthsType, type TwoTruthsSlide } from './twotruths';

const valid = {
  type: 'twotruths',
  id: 'sam',
  subject: 'Sam',
  statements: ['I have met a president', 'I speak four languages', 'I have never seen snow'],
  lieIndex: 2,
  points: 'double',
};
const parse = (input: unknown): TwoTruthsSlide => twoTruthsSlideSchema.parse(input);
const slide = parse(valid);
const T = 20_000;
const meta = (names: string[]): AnswerMeta[] => names.map((n) => ({ id: `a-${n}`, upvotes: 0, participantId: `p-${n}`, nickname: n }));

describe('twotruths slide schema (SPEC R19.1)', () => {
  it('accepts a deck written before the type was built, by its own schema and as a slide of the format', () => {
    expect(issues(twoTruthsSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(parse(valid));
    expect(parse(valid)).toMatchObject({ subjectIsParticipant: false, timeLimit: 20, points: 'double' });
  });

  it('applies defaults and generates an id', () => {
    expect(parse({ type: 'twotruths', statements: ['a', 'b', 'c'], lieIndex: 0 })).toEqual({
      type: 'twotruths',
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      subject: '',
      subjectIsParticipant: false,
      statements: ['a', 'b', 'c'],
      lieIndex: 0,
      timeLimit: 20,
      points: 'standard',
    });
  });

  it.each([
    ['two statements', { statements: ['a', 'b'] }, 'statements: exactly 3 statements'],
    ['four statements', { statements: ['a', 'b', 'c', 'd'] }, 'statements: exactly 3 statements'],
    ['a statement too long', { statements: ['a', 's'.repeat(121), 'c'] }, 'statements[1]: at most 120 characters'],
    ['subject too long', { subject: 's'.repeat(121) }, 'subject: at most 120 characters'],
    ['lieIndex 3', { lieIndex: 3 }, 'lieIndex: at most 2'],
    ['lieIndex negative', { lieIndex: -1 }, 'lieIndex: at least 0'],
    ['lieIndex missing', { lieIndex: undefined }, 'lieIndex: must be a number'],
    ['subjectIsParticipant not a boolean', { subjectIsParticipant: 'yes' }, 'subjectIsParticipant: must be true or false'],
    ['timeLimit under 5', { timeLimit: 4 }, 'timeLimit: at least 5 seconds'],
  ])('rejects %s at its path', (_name, patch, message) => {
    expect(issues(twoTruthsSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });

  it('saves a draft; its empty texts are problems that stop hosting', () => {
    const draft = twoTruthsType.create();
    expect(issues(twoTruthsSlideSchema, draft)).toEqual([]);
    expect(twoTruthsType.problems!(draft).map((p) => `${p.path}: ${p.message}`)).toEqual([
      'subject: is required',
      'statements[0]: is required',
      'statements[1]: is required',
      'statements[2]: is required',
    ]);
  });

  it('a subject picked live needs no words; two statements alike are a problem', () => {
    const s = parse({ ...valid, subject: '', subjectIsParticipant: true, statements: ['Snow', 'Rain', 'snow '] });
    expect(twoTruthsType.problems!(s)).toEqual([
      { path: 'statements[2]', message: 'is the same as statement 1: each statement must be different' },
    ]);
  });
});

describe('twotruths answers and scoring (SPEC R19.4, R19.5, R6.1)', () => {
  it('takes one statement', () => {
    expect(twoTruthsType.checkAnswer!(slide, { choices: [1] })).toBeNull();
    expect(twoTruthsType.checkAnswer!(slide, { choices: [] })).toBe('choices: pick at least one option');
    expect(twoTruthsType.checkAnswer!(slide, { choices: [0, 2] })).toBe('choices: pick one option');
    expect(twoTruthsType.checkAnswer!(slide, { choices: [3] })).toBe('choices: options are numbered 0 to 2');
  });

  it.each([
    // [choice, answer ms, points setting, correct, points]: R6.1 round(P × (1 − t / 2T))
    [2, 0, 'standard', true, 1000],
    [2, 10_000, 'standard', true, 750],
    [2, 20_000, 'standard', true, 500],
    [2, 5_000, 'double', true, 1750],
    [2, 0, 'none', true, 0],
    [0, 0, 'standard', false, 0],
    [1, 3_000, 'double', false, 0],
  ] as const)('R6.1: statement %i after %i ms (%s) → correct %s, %i points', (choice, ms, points, correct, score) => {
    expect(twoTruthsType.score!({ ...slide, points }, { choices: [choice] }, { answerMs: ms, limitMs: T })).toEqual({
      correct,
      points: score,
    });
  });
});

describe('twotruths results (SPEC R19.6)', () => {
  it('counts each statement and names who spotted the lie, fastest first, a few by name', () => {
    const names = ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gil', 'Hu'];
    const answers = [2, 0, 2, 2, 1, 2, 2, 2].map((c) => ({ choices: [c] }));
    expect(twoTruthsType.aggregate!(slide, answers, meta(names))).toEqual({
      kind: 'twotruths',
      total: 8,
      counts: [1, 1, 6],
      lieIndex: 2,
      spotted: 6,
      spotters: ['Ada', 'Cy', 'Di', 'Fay', 'Gil'],
    });
    expect(SPOTTER_NAMES).toBe(5);
  });

  it('leaves out an answer by the subject, should one have been stored', () => {
    const answers = [{ choices: [2] }, { choices: [2] }];
    const r = twoTruthsType.aggregate!(slide, answers, meta(['Sam', 'Bo']), { participantId: 'p-Sam', nickname: 'Sam' });
    expect(r).toMatchObject({ total: 1, counts: [0, 0, 1], spotted: 1, spotters: ['Bo'] });
  });

  it('without meta (a preview) counts without names', () => {
    const r = twoTruthsType.aggregate!(slide, twoTruthsType.simulate!(slide, 40, seeded(3)));
    expect(r).toMatchObject({ kind: 'twotruths', total: 40, spotters: [] });
    expect(r.kind === 'twotruths' && r.spotted).toBeGreaterThan(0);
  });
});

describe('twotruths: what phones see, who sits out (SPEC R19.3, R19.4)', () => {
  it('R19.3: no lie index before the reveal; the whole slide but notes after', () => {
    const withNotes = { ...slide, notes: 'The lie is the snow' };
    expect(twoTruthsType.publicContent(withNotes, false)).not.toHaveProperty('lieIndex');
    expect(twoTruthsType.publicContent(withNotes, false)).not.toHaveProperty('notes');
    expect(twoTruthsType.publicContent(withNotes, true)).toMatchObject({ lieIndex: 2 });
  });

  it('R19.4: the chosen participant sits out as the subject; phones get their name, not their id', () => {
    const play = { participantId: 'p1', nickname: 'Sam' };
    expect(twoTruthsType.sittingOut!(slide, play)).toEqual([{ participantId: 'p1', why: 'subject' }]);
    expect(twoTruthsType.sittingOut!(slide, undefined)).toEqual([]);
    expect(twoTruthsType.publicPlay!(slide, play, false)).toEqual({ nickname: 'Sam' });
    expect(twoTruthsType.publicPlay!(slide, undefined, false)).toBeNull();
  });

  it('names the subject: the chosen nickname, else the slide’s label', () => {
    expect(subjectName(slide, { nickname: 'Ada' })).toBe('Ada');
    expect(subjectName(slide, null)).toBe('Sam');
  });
});

describe('two truths answers in words (reports)', () => {
  it('names the statement picked as the lie', () => {
    expect(twoTruthsType.answerInWords!(slide, { choices: [2] }, { nicknameOf: () => undefined })).toBe('I have never seen snow');
  });

  it('heads the slide with what it is and whom it is about, as the big screen does, not the name alone', () => {
    const nobody = { nicknameOf: () => undefined };
    expect(twoTruthsType.headline!(slide, undefined, nobody)).toBe('Two truths and a lie about Sam');
    // A participant chosen live, by the event's nickname now: erasure renames them, the play keeps the old one.
    const play = { participantId: 'p1', nickname: 'Hanna' };
    const erased = { nicknameOf: (id: string) => (id === 'p1' ? 'Erased participant 1' : undefined) };
    expect(twoTruthsType.headline!(slide, play, erased)).toBe('Two truths and a lie about Erased participant 1');
    expect(twoTruthsType.headline!(slide, play, nobody)).toBe('Two truths and a lie about Sam');
    expect(twoTruthsType.headline!(parse({ ...valid, subject: ' ' }), undefined, nobody)).toBe('Two truths and a lie');
  });
});
