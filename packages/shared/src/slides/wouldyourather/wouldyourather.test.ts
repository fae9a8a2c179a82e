import { describe, expect, it } from 'vitest';
import { schemaIssues as issues, seededRandom as seeded } from '../../testing';
import { choicesAnswerSchema } from '../quiz/quiz';
import { slideSchema } from '../registry';
import type { AnswerMeta } from '../types';
import { WYR_NAMES_PER_SIDE, wouldYouRatherSlideSchema, wouldYouRatherType, type WouldYouRatherSlide } from './wouldyourather';

const valid = {
  type: 'wouldyourather',
  id: 'wyr',
  notes: 'Ask someone from each side why.',
  question: 'For one day, would you rather…',
  optionA: 'Be able to fly',
  optionB: 'Be invisible',
  imageA: '/v1/functions/files/fl/fly00001.webp',
  imageB: '/v1/functions/files/in/invisible.png',
  showNames: false,
};
const parse = (input: unknown): WouldYouRatherSlide => wouldYouRatherSlideSchema.parse(input);
const slide = (over: Partial<WouldYouRatherSlide> = {}) =>
  parse({ type: 'wouldyourather', id: 'w', optionA: 'Tea', optionB: 'Coffee', ...over });
const meta = (nicknames: string[]): AnswerMeta[] =>
  nicknames.map((nickname, i) => ({ id: `a${i}`, upvotes: 0, participantId: `p${i}`, nickname }));
const pick = (...sides: number[]) => sides.map((side) => ({ choices: [side] }));

describe('wouldyourather slide schema (SPEC R18.1)', () => {
  it('accepts a complete slide, by its own schema and as a slide of the format', () => {
    expect(issues(wouldYouRatherSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(parse(valid));
  });

  it('a deck written before prompt, images and names still imports unchanged, with the new fields at their defaults', () => {
    const old = {
      type: 'wouldyourather',
      id: 'wyr',
      optionA: 'Fly',
      optionB: 'Be invisible',
      image: '/v1/functions/files/wy/wouldyourather.webp',
    };
    expect(issues(slideSchema, old)).toEqual([]);
    expect(parse(old)).toEqual({ ...old, question: '', showNames: true });
  });

  it('applies defaults and generates an id; a draft may leave the options empty', () => {
    expect(parse({ type: 'wouldyourather' })).toEqual({
      type: 'wouldyourather',
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      question: '',
      optionA: '',
      optionB: '',
      showNames: true,
    });
  });

  it('has no correct side: a `correct` field is dropped', () => {
    expect(parse({ ...valid, correct: 0 })).not.toHaveProperty('correct');
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['id with a space', { id: 'a b' }, 'id: must be 1 to 64 letters, digits, - or _'],
    ['image on http', { image: 'http://example.com/a.png' }, 'image: must be an image uploaded to this server'],
    ['notes too long', { notes: 'n'.repeat(2001) }, 'notes: at most 2000 characters'],
    ['question too long', { question: 'q'.repeat(301) }, 'question: at most 300 characters'],
    ['optionA too long', { optionA: 'a'.repeat(121) }, 'optionA: at most 120 characters'],
    ['optionB not text', { optionB: 2 }, 'optionB: must be text'],
    ['optionB too long', { optionB: 'b'.repeat(121) }, 'optionB: at most 120 characters'],
    ['imageA on another server', { imageA: 'https://example.com/a.png' }, 'imageA: must be an image uploaded to this server'],
    ['imageB as a data URL', { imageB: 'data:image/png;base64,AAAA' }, 'imageB: must be an image uploaded to this server'],
    ['showNames not boolean', { showNames: 'yes' }, 'showNames: must be true or false'],
  ])('rejects %s at its path', (_name, patch, message) => {
    expect(issues(wouldYouRatherSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });
});

describe('wouldyourather problems', () => {
  it('none when both options are written; the prompt may stay empty', () => {
    expect(wouldYouRatherType.problems!(slide({ question: '' }))).toEqual([]);
  });

  it('an empty option is a problem at its path, even with a picture', () => {
    expect(wouldYouRatherType.problems!(slide({ optionA: ' ', optionB: '', imageB: valid.imageB }))).toEqual([
      { path: 'optionA', message: 'is required' },
      { path: 'optionB', message: 'is required' },
    ]);
  });

  it('create() gives a valid draft with the two options to fill in and names on', () => {
    const fresh = wouldYouRatherType.create();
    expect(issues(wouldYouRatherSlideSchema, fresh)).toEqual([]);
    expect(fresh.showNames).toBe(true);
    expect(wouldYouRatherType.problems!(fresh).map((p) => p.path)).toEqual(['optionA', 'optionB']);
  });
});

describe('wouldyourather answers (SPEC R18.2)', () => {
  const check = (choices: number[]) => wouldYouRatherType.checkAnswer!(slide(), { choices });

  it('takes exactly one side: 0 for A, 1 for B', () => {
    expect(choicesAnswerSchema.safeParse({ choices: [1] }).success).toBe(true);
    expect(check([0])).toBeNull();
    expect(check([1])).toBeNull();
  });

  it.each<[string, number[], string]>([
    ['no side', [], 'choices: pick at least one option'],
    ['both sides', [0, 1], 'choices: pick one option'],
    ['a third option', [2], 'choices: options are numbered 0 to 1'],
  ])('refuses %s', (_name, choices, message) => {
    expect(check(choices)).toBe(message);
  });
});

describe('wouldyourather results (SPEC R18.3, R18.4)', () => {
  it('counts each side; with nobody answered, zero and zero', () => {
    expect(wouldYouRatherType.aggregate!(slide(), [], [])).toEqual({ kind: 'sides', total: 0, counts: [0, 0], names: [[], []] });
    const results = wouldYouRatherType.aggregate!(slide(), pick(0, 1, 1), meta(['Ada', 'Kofi', 'Mei']));
    expect(results).toEqual({ kind: 'sides', total: 3, counts: [1, 2], names: [['Ada'], ['Kofi', 'Mei']] });
  });

  it(`names at most ${WYR_NAMES_PER_SIDE} per side: the first to pick it, in the order they answered`, () => {
    const nicknames = Array.from({ length: 16 }, (_, i) => `P${i}`);
    // P0..P11 pick A, P12..P15 pick B.
    const sides = nicknames.map((_, i) => (i < 12 ? 0 : 1));
    const results = wouldYouRatherType.aggregate!(slide(), pick(...sides), meta(nicknames));
    expect(results).toEqual({
      kind: 'sides',
      total: 16,
      counts: [12, 4],
      names: [
        ['P0', 'P1', 'P2', 'P3', 'P4'],
        ['P12', 'P13', 'P14', 'P15'],
      ],
    });
  });

  it('with names off, results name nobody, whatever the meta carries (R16.5)', () => {
    const results = wouldYouRatherType.aggregate!(slide({ showNames: false }), pick(0, 1), meta(['Ada', 'Kofi']));
    expect(results).toEqual({ kind: 'sides', total: 2, counts: [1, 1], names: null });
    expect(JSON.stringify(results)).not.toMatch(/Ada|Kofi/);
  });

  it('without meta (previews) the sides are counted and nobody is named', () => {
    expect(wouldYouRatherType.aggregate!(slide(), pick(0, 0, 1))).toEqual({ kind: 'sides', total: 3, counts: [2, 1], names: [[], []] });
  });

  it('a stored answer outside the two sides is counted in the total only; a nameless author is not listed', () => {
    const results = wouldYouRatherType.aggregate!(slide(), [{ choices: [3] }, { choices: [0] }], meta(['Ada', '']));
    expect(results).toEqual({ kind: 'sides', total: 2, counts: [1, 0], names: [[], []] });
  });

  it('the type wants meta (nicknames) and is live like a poll: unscored, answering then results', () => {
    expect(wouldYouRatherType.answerMeta).toBe(true);
    expect(wouldYouRatherType.scored).toBe(false);
    expect(wouldYouRatherType.steps).toEqual(['answering', 'results']);
  });
});

describe('wouldyourather public content and simulation', () => {
  it('phones see the whole slide but the notes, from the first step: there is no solution', () => {
    const s = parse(valid);
    const { notes: _notes, ...rest } = s;
    expect(wouldYouRatherType.publicContent(s, false)).toEqual(rest);
  });

  it('simulates a room that leans one way, every answer valid', () => {
    const answers = wouldYouRatherType.simulate!(slide(), 200, seeded(7));
    expect(answers).toHaveLength(200);
    for (const a of answers) expect(wouldYouRatherType.checkAnswer!(slide(), a)).toBeNull();
    const a = answers.filter((x) => x.choices[0] === 0).length;
    expect(a).toBeGreaterThan(30);
    expect(a).toBeLessThan(170);
    expect(wouldYouRatherType.simulate!(slide(), 20, seeded(7))).toEqual(wouldYouRatherType.simulate!(slide(), 20, seeded(7)));
  });
});

describe('would you rather answers in words (reports)', () => {
  it('names the side: answer 0 is option A, 1 option B', () => {
    expect(wouldYouRatherType.answerInWords!(slide(), { choices: [0] }, { nicknameOf: () => undefined })).toBe('Tea');
    expect(wouldYouRatherType.answerInWords!(slide(), { choices: [1] }, { nicknameOf: () => undefined })).toBe('Coffee');
  });
});
