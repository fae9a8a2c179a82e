import { describe, expect, it } from 'vitest';
import { schemaIssues as issues, seededRandom as seeded } from '../../testing';
import { slideSchema } from '../registry';
import { openTextSlideSchema, openTextType, textAnswerSchema, type OpenTextSlide } from './opentext';

const valid = {
  type: 'opentext',
  id: 'ideas',
  question: 'What should we change?',
  maxLength: 140,
  upvotes: true,
  image: '/v1/functions/files/t1/animation1.gif',
};
const parse = (input: unknown): OpenTextSlide => openTextSlideSchema.parse(input);

describe('opentext slide schema', () => {
  it('accepts a complete slide, by its own schema and as a slide of the format', () => {
    expect(issues(openTextSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(parse(valid));
    expect(issues(openTextSlideSchema, { ...valid, maxLength: 1 })).toEqual([]);
    expect(issues(openTextSlideSchema, { ...valid, maxLength: 280 })).toEqual([]);
  });

  it('applies defaults (280 characters, no upvotes) and generates an id', () => {
    expect(parse({ type: 'opentext' })).toEqual({
      type: 'opentext',
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      question: '',
      maxLength: 280,
      upvotes: false,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['id not text', { id: 7 }, 'id: must be text'],
    ['image on http', { image: 'http://example.com/a.png' }, 'image: must be an image uploaded to this server'],
    ['notes too long', { notes: 'n'.repeat(2001) }, 'notes: at most 2000 characters'],
    ['question too long', { question: 'q'.repeat(301) }, 'question: at most 300 characters'],
    ['maxLength 0', { maxLength: 0 }, 'maxLength: at least 1'],
    ['maxLength 281', { maxLength: 281 }, 'maxLength: at most 280'],
    ['maxLength fractional', { maxLength: 99.9 }, 'maxLength: must be a whole number'],
    ['maxLength as text', { maxLength: 'long' }, 'maxLength: must be a number'],
    ['upvotes not boolean', { upvotes: 'on' }, 'upvotes: must be true or false'],
  ])('rejects %s at its path', (_name, patch, message) => {
    expect(issues(openTextSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });
});

describe('opentext problems', () => {
  it('none when complete; an empty question at question', () => {
    expect(openTextType.problems!(parse(valid))).toEqual([]);
    expect(openTextType.problems!(parse({ ...valid, question: '   ' }))).toEqual([{ path: 'question', message: 'is required' }]);
  });

  it('create() gives a valid draft', () => {
    const fresh = openTextType.create();
    expect(issues(openTextSlideSchema, fresh)).toEqual([]);
    expect(openTextType.problems!(fresh)).toEqual([{ path: 'question', message: 'is required' }]);
  });
});

describe('opentext answers', () => {
  const slide = parse(valid); // 140 characters

  it('is answered then shows results, and is not scored', () => {
    expect(openTextType.steps).toEqual(['answering', 'results']);
    expect(openTextType.scored).toBe(false);
  });

  it('answer schema: { text: "..." }', () => {
    expect(openTextType.answerSchema).toBe(textAnswerSchema);
    expect(issues(textAnswerSchema, { text: 'More breaks' })).toEqual([]);
    expect(issues(textAnswerSchema, { text: 5 })).toEqual(['text: text must be text']);
    expect(issues(textAnswerSchema, { text: 'x'.repeat(2001) })[0]).toMatch(/^text: /);
  });

  it.each([
    ['a NUL character', 'x\u0000y', 'text: must not contain the NUL character (U+0000)'],
    ['a lone high surrogate', 'x\uD83Dy', 'text: contains a broken character (an unpaired UTF-16 surrogate)'],
    ['a lone low surrogate', '\uDE00', 'text: contains a broken character (an unpaired UTF-16 surrogate)'],
  ])('answer schema refuses text with %s (the database could not store it), naming the field', (_name, text, message) => {
    const r = textAnswerSchema.safeParse({ text });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
    // A well-formed pair (an emoji) is text like any other.
    expect(issues(textAnswerSchema, { text: 'great \uD83D\uDE00' })).toEqual([]);
  });

  it('checkAnswer: not blank, within the slide’s maxLength after trimming', () => {
    expect(openTextType.checkAnswer!(slide, { text: 'More breaks' })).toBeNull();
    expect(openTextType.checkAnswer!(slide, { text: `  ${'x'.repeat(140)}  ` })).toBeNull();
    expect(openTextType.checkAnswer!(slide, { text: '   ' })).toBe('text: write something first');
    expect(openTextType.checkAnswer!(slide, { text: 'x'.repeat(141) })).toBe('text: at most 140 characters');
  });

  it('aggregate lists trimmed, non-empty texts, newest first', () => {
    expect(openTextType.aggregate!(slide, [{ text: ' a ' }, { text: '' }, { text: 'b' }])).toEqual({
      kind: 'texts',
      total: 3,
      items: [
        { text: 'b', upvotes: 0 },
        { text: 'a', upvotes: 0 },
      ],
    });
  });

  it('R8.5 aggregate orders the wall by upvotes, then newest, and carries each answer’s id', () => {
    const answers = [{ text: 'old' }, { text: 'voted' }, { text: 'new' }, { text: 'top' }];
    const meta = [
      { id: '1', upvotes: 0, participantId: 'p1', nickname: 'P1' },
      { id: '2', upvotes: 1, participantId: 'p2', nickname: 'P2' },
      { id: '3', upvotes: 0, participantId: 'p3', nickname: 'P3' },
      { id: '4', upvotes: 2, participantId: 'p4', nickname: 'P4' },
    ];
    expect(openTextType.aggregate!(slide, answers, meta)).toEqual({
      kind: 'texts',
      total: 4,
      items: [
        { id: '4', text: 'top', upvotes: 2 },
        { id: '2', text: 'voted', upvotes: 1 },
        { id: '3', text: 'new', upvotes: 0 },
        { id: '1', text: 'old', upvotes: 0 },
      ],
    });
  });

  it.each([
    ['140 characters', slide],
    ['5 characters', parse({ ...valid, maxLength: 5 })],
  ])('simulate (%s) gives answers that pass answerSchema and checkAnswer, repeatably', (_name, s) => {
    const answers = openTextType.simulate!(s, 50, seeded(5));
    expect(answers).toHaveLength(50);
    for (const a of answers) {
      expect(textAnswerSchema.safeParse(a).success).toBe(true);
      expect(openTextType.checkAnswer!(s, a)).toBeNull();
    }
    expect(openTextType.simulate!(s, 50, seeded(5))).toEqual(answers);
  });
});

describe('open text answers in words (reports)', () => {
  it('writes the answer as written', () => {
    expect(openTextType.answerInWords!(parse(valid), { text: 'Shorter meetings' }, { nicknameOf: () => undefined })).toBe(
      'Shorter meetings',
    );
  });
});
