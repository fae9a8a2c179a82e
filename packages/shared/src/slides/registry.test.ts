import { describe, expect, it } from 'vitest';
import { deckSchema } from '../deck/deck';
import { contentSlide, pollSlide } from '../testing';
import { answerInWordsOf, isBuiltSlideType, slideCanScore, SLIDE_TYPE_NAMES, SLIDE_TYPES, slideSchema, slideTypeOf } from './registry';

const BUILT = [
  'content',
  'quiz',
  'truefalse',
  'typeanswer',
  'order',
  'number',
  'poll',
  'wordcloud',
  'opentext',
  'scale',
  'ranking',
  'spinner',
  'wouldyourather',
  'twotruths',
  'whosaid',
  'qna',
  'leaderboard',
];

describe('slide registry', () => {
  it('the format has the 17 slide types of PRODUCT.md, in its order', () => {
    expect(SLIDE_TYPE_NAMES).toEqual([
      'content',
      'quiz',
      'truefalse',
      'typeanswer',
      'order',
      'number',
      'poll',
      'wordcloud',
      'opentext',
      'scale',
      'ranking',
      'wouldyourather',
      'twotruths',
      'whosaid',
      'spinner',
      'qna',
      'leaderboard',
    ]);
  });

  it('the types of BUILT are built; the others import and export but are not offered', () => {
    expect(Object.keys(SLIDE_TYPES)).toEqual(BUILT);
    for (const type of SLIDE_TYPE_NAMES) {
      expect(isBuiltSlideType(type)).toBe(BUILT.includes(type));
      expect(slideTypeOf(type) !== undefined).toBe(BUILT.includes(type));
    }
    expect(isBuiltSlideType('bingo')).toBe(false);
  });

  it.each(BUILT)('%s: its definition is consistent with the format', (type) => {
    const def = SLIDE_TYPES[type]!;
    expect(def.type).toBe(type);
    expect(slideSchema.options).toContain(def.schema);
    expect(def.label.length).toBeGreaterThan(0);
    expect(def.description.length).toBeGreaterThan(0);
    // A new slide validates alone and in a deck, and round-trips unchanged.
    const fresh = def.create();
    expect(slideSchema.parse(fresh)).toEqual(fresh);
    expect(deckSchema.safeParse({ version: 1, title: 't', slides: [fresh] }).success).toBe(true);
    expect(def.create().id).not.toBe(fresh.id);
    // Answerable types bring all the answer hooks; shown-only types bring none, but for the
    // spinner's results, which come from its plays (R21.7).
    const answered = def.steps.includes('answering') || def.steps.includes('open');
    expect(def.answerSchema !== undefined).toBe(answered);
    expect(def.aggregate !== undefined).toBe(answered || type === 'spinner');
    expect(def.simulate !== undefined).toBe(answered);
    expect(def.answerInWords !== undefined, `${type}: answerInWords (answers in words, for reports)`).toBe(answered);
    expect(def.score !== undefined).toBe(def.scored);
  });

  it('steps and scoring follow the PRODUCT.md table', () => {
    const steps = Object.fromEntries(Object.values(SLIDE_TYPES).map((d) => [d.type, d.steps]));
    expect(steps).toEqual({
      content: ['show'],
      quiz: ['question', 'answering', 'reveal', 'leaderboard'],
      truefalse: ['question', 'answering', 'reveal', 'leaderboard'],
      typeanswer: ['question', 'answering', 'reveal', 'leaderboard'],
      order: ['question', 'answering', 'reveal', 'leaderboard'],
      number: ['question', 'answering', 'reveal', 'leaderboard'],
      poll: ['answering', 'results'],
      wordcloud: ['answering', 'results'],
      opentext: ['answering', 'results'],
      scale: ['answering', 'results'],
      ranking: ['answering', 'results'],
      spinner: ['spin', 'result'],
      wouldyourather: ['answering', 'results'],
      whosaid: ['quote', 'answering', 'reveal'],
      twotruths: ['answering', 'reveal'],
      qna: ['open'],
      leaderboard: ['show'],
    });
    expect(
      Object.values(SLIDE_TYPES)
        .filter((d) => d.scored)
        .map((d) => d.type),
    ).toEqual(['quiz', 'truefalse', 'typeanswer', 'order', 'number', 'twotruths', 'whosaid']);
  });
});

describe('answers in words (answerInWordsOf)', () => {
  const context = { nicknameOf: () => undefined };

  it("asks the slide's type", () => {
    const poll = pollSlide('p1', { options: [{ text: 'Tea' }, { text: 'Coffee' }], multiple: true });
    expect(answerInWordsOf(poll, { choices: [1, 0] }, context)).toBe('Coffee; Tea');
  });

  it('writes as JSON an answer its type refuses, and any answer on a slide that takes none', () => {
    const poll = pollSlide('p1', { options: [{ text: 'Tea' }, { text: 'Coffee' }] });
    expect(answerInWordsOf(poll, { value: true }, context)).toBe('{"value":true}');
    expect(answerInWordsOf(poll, 'Tea', context)).toBe('"Tea"');
    expect(answerInWordsOf(poll, undefined, context)).toBe('');
    expect(answerInWordsOf(contentSlide(), { something: [1] }, context)).toBe('{"something":[1]}');
  });
});

describe('slideCanScore: whether an event shows scores', () => {
  const quiz = (points: string) =>
    slideSchema.parse({ type: 'quiz', id: 'q', question: 'Q?', options: [{ text: 'a', correct: true }, { text: 'b' }], points });
  it('is true for a scored type worth points, false for one set to none and for unscored types', () => {
    expect(slideCanScore(quiz('standard'))).toBe(true);
    expect(slideCanScore(quiz('double'))).toBe(true);
    expect(slideCanScore(quiz('none'))).toBe(false);
    expect(slideCanScore(pollSlide())).toBe(false);
    expect(slideCanScore(contentSlide())).toBe(false);
  });
});
