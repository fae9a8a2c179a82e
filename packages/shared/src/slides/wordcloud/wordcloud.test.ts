import { describe, expect, it } from 'vitest';
import { schemaIssues as issues, seededRandom as seeded } from '../../testing';
import { slideSchema } from '../registry';
import { normaliseWord, wordCloudSlideSchema, wordCloudType, wordsAnswerSchema, type WordCloudSlide } from './wordcloud';

const valid = { type: 'wordcloud', id: 'mood', question: 'One word for today?', maxWords: 2, maxLength: 12, notes: 'Warm-up' };
const parse = (input: unknown): WordCloudSlide => wordCloudSlideSchema.parse(input);

describe('wordcloud slide schema', () => {
  it('accepts a complete slide, by its own schema and as a slide of the format', () => {
    expect(issues(wordCloudSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(parse(valid));
    expect(issues(wordCloudSlideSchema, { ...valid, maxWords: 1, maxLength: 1 })).toEqual([]);
    expect(issues(wordCloudSlideSchema, { ...valid, maxWords: 5, maxLength: 25 })).toEqual([]);
  });

  it('applies defaults (3 words of up to 25 characters) and generates an id', () => {
    expect(parse({ type: 'wordcloud' })).toEqual({
      type: 'wordcloud',
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      question: '',
      maxWords: 3,
      maxLength: 25,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['id with a dot', { id: 'a.b' }, 'id: must be 1 to 64 letters, digits, - or _'],
    ['image on http', { image: 'http://example.com/a.png' }, 'image: must be an image uploaded to this server'],
    ['notes too long', { notes: 'n'.repeat(2001) }, 'notes: at most 2000 characters'],
    ['question too long', { question: 'q'.repeat(301) }, 'question: at most 300 characters'],
    ['maxWords 0', { maxWords: 0 }, 'maxWords: at least 1'],
    ['maxWords 6', { maxWords: 6 }, 'maxWords: at most 5'],
    ['maxWords fractional', { maxWords: 2.5 }, 'maxWords: must be a whole number'],
    ['maxWords as text', { maxWords: '3' }, 'maxWords: must be a number'],
    ['maxLength 0', { maxLength: 0 }, 'maxLength: at least 1'],
    ['maxLength 26', { maxLength: 26 }, 'maxLength: at most 25'],
    ['maxLength fractional', { maxLength: 1.5 }, 'maxLength: must be a whole number'],
  ])('rejects %s at its path', (_name, patch, message) => {
    expect(issues(wordCloudSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });
});

describe('wordcloud problems', () => {
  it('none when complete; an empty question at question', () => {
    expect(wordCloudType.problems!(parse(valid))).toEqual([]);
    expect(wordCloudType.problems!(parse({ ...valid, question: '' }))).toEqual([{ path: 'question', message: 'is required' }]);
  });

  it('create() gives a valid draft', () => {
    const fresh = wordCloudType.create();
    expect(issues(wordCloudSlideSchema, fresh)).toEqual([]);
    expect(wordCloudType.problems!(fresh)).toEqual([{ path: 'question', message: 'is required' }]);
  });
});

describe('wordcloud answers', () => {
  const slide = parse(valid); // 2 words, 12 characters each

  it('is answered then shows results, and is not scored', () => {
    expect(wordCloudType.steps).toEqual(['answering', 'results']);
    expect(wordCloudType.scored).toBe(false);
  });

  it('answer schema: { words: ["..."] }', () => {
    expect(wordCloudType.answerSchema).toBe(wordsAnswerSchema);
    expect(issues(wordsAnswerSchema, { words: ['calm'] })).toEqual([]);
    expect(issues(wordsAnswerSchema, { words: 'calm' })[0]).toMatch(/^words: /);
    expect(issues(wordsAnswerSchema, { words: [1] })[0]).toMatch(/^words\[0\]: /);
    expect(issues(wordsAnswerSchema, { words: ['x'.repeat(101)] })[0]).toMatch(/^words\[0\]: /);
    expect(issues(wordsAnswerSchema, { words: Array.from({ length: 11 }, () => 'a') })[0]).toMatch(/^words: /);
  });

  it('answer schema refuses words the database could not store (NUL, unpaired surrogates), naming the word', () => {
    expect(issues(wordsAnswerSchema, { words: ['calm', 'a\u0000b'] })).toEqual([
      'words[1]: words: must not contain the NUL character (U+0000)',
    ]);
    expect(issues(wordsAnswerSchema, { words: ['\uD800'] })).toEqual([
      'words[0]: words: contains a broken character (an unpaired UTF-16 surrogate)',
    ]);
    expect(issues(wordsAnswerSchema, { words: ['\uD83D\uDE00'] })).toEqual([]);
  });

  it('checkAnswer applies the slide’s word count and length, ignoring blanks', () => {
    expect(wordCloudType.checkAnswer!(slide, { words: ['calm', ' sunny '] })).toBeNull();
    expect(wordCloudType.checkAnswer!(slide, { words: ['calm', '  ', ''] })).toBeNull();
    expect(wordCloudType.checkAnswer!(slide, { words: [] })).toBe('words: send at least one word');
    expect(wordCloudType.checkAnswer!(slide, { words: ['  '] })).toBe('words: send at least one word');
    expect(wordCloudType.checkAnswer!(slide, { words: ['a', 'b', 'c'] })).toBe('words: at most 2');
    expect(wordCloudType.checkAnswer!(slide, { words: ['x'.repeat(13)] })).toBe('words: each at most 12 characters');
    expect(wordCloudType.checkAnswer!(slide, { words: ['  twelve chars  '.replace('twelve chars', 'x'.repeat(12))] })).toBeNull();
  });

  it('normaliseWord groups case and spacing', () => {
    expect(normaliseWord('  Coffee  ')).toBe('coffee');
    expect(normaliseWord('Ice   Cream')).toBe('ice cream');
    expect(normaliseWord('ＣＯＦＦＥＥ')).toBe('coffee');
  });

  it('aggregate counts each word once per participant, most common first', () => {
    const result = wordCloudType.aggregate!(slide, [
      { words: ['Coffee', 'coffee '] },
      { words: ['tea', 'COFFEE'] },
      { words: ['tea'] },
      { words: ['calm'] },
    ]);
    expect(result).toEqual({
      kind: 'words',
      total: 4,
      words: [
        { text: 'coffee', count: 2 },
        { text: 'tea', count: 2 },
        { text: 'calm', count: 1 },
      ],
    });
    expect(wordCloudType.aggregate!(slide, [])).toEqual({ kind: 'words', total: 0, words: [] });
  });

  it.each([
    ['2 words of 12', slide],
    ['1 word of 1', parse({ ...valid, maxWords: 1, maxLength: 1 })],
    ['5 words of 25', parse({ ...valid, maxWords: 5, maxLength: 25 })],
  ])('simulate (%s) gives answers that pass answerSchema and checkAnswer, repeatably', (_name, s) => {
    const answers = wordCloudType.simulate!(s, 100, seeded(11));
    expect(answers).toHaveLength(100);
    for (const a of answers) {
      expect(wordsAnswerSchema.safeParse(a).success).toBe(true);
      expect(wordCloudType.checkAnswer!(s, a)).toBeNull();
    }
    expect(wordCloudType.simulate!(s, 100, seeded(11))).toEqual(answers);
  });
});

describe('word cloud answers in words (reports)', () => {
  it('lists the words', () => {
    expect(wordCloudType.answerInWords!(parse(valid), { words: ['calm', 'tired'] }, { nicknameOf: () => undefined })).toBe('calm; tired');
  });
});
