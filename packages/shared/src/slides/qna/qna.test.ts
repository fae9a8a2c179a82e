import { describe, expect, it } from 'vitest';
import { schemaIssues as issues, seededRandom } from '../../testing';
import { slideSchema } from '../registry';
import { qnaQuestionSchema, qnaSlideSchema, qnaType, type QnaSlide } from './qna';
import { QNA_LIMITS, qnaByTime, qnaByVotes, qnaTextProblem } from './qnaRules';

const valid = { type: 'qna', id: 'ask', title: 'Ask the CEO', upvotes: false, notes: 'Moderate first.' };
const parse = (input: unknown): QnaSlide => qnaSlideSchema.parse(input);

describe('qna slide schema', () => {
  it('accepts a complete slide, by its own schema and as a slide of the format', () => {
    expect(issues(qnaSlideSchema, valid)).toEqual([]);
    expect(slideSchema.parse(valid)).toEqual(parse(valid));
  });

  it('applies defaults (the standard title, upvotes on) and generates an id', () => {
    expect(parse({ type: 'qna' })).toEqual({
      type: 'qna',
      id: expect.stringMatching(/^[a-z0-9]{12}$/),
      title: 'Questions from the audience',
      upvotes: true,
    });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['title too long', { title: 't'.repeat(121) }, 'title: at most 120 characters'],
    ['upvotes not boolean', { upvotes: 'no' }, 'upvotes: must be true or false'],
    ['image elsewhere', { image: 'https://example.com/a.png' }, 'image: must be an image uploaded to this server'],
  ])('rejects %s at its path', (_name, patch, message) => {
    expect(issues(qnaSlideSchema, { ...valid, ...patch })).toEqual([message]);
  });

  it('has nothing to finish: a new slide can be hosted as it is', () => {
    const fresh = qnaType.create();
    expect(issues(qnaSlideSchema, fresh)).toEqual([]);
    expect(qnaType.problems!(fresh)).toEqual([]);
  });

  it('R15.1: one step, open; unscored; it stays open after the host moves on', () => {
    expect(qnaType.steps).toEqual(['open']);
    expect(qnaType.scored).toBe(false);
    expect(qnaType.staysOpen).toBe(true);
    expect(qnaType.takesUpvotes).toBeUndefined();
  });

  it('publicContent: everything but the host notes', () => {
    expect(qnaType.publicContent(parse(valid), false)).toEqual({ type: 'qna', id: 'ask', title: 'Ask the CEO', upvotes: false });
  });
});

describe('qna questions (R15.2)', () => {
  it('a question is text with an optional "show my name", anonymous by default', () => {
    expect(qnaQuestionSchema.parse({ text: 'Why?' })).toEqual({ text: 'Why?', showName: false });
    expect(qnaQuestionSchema.parse({ text: 'Why?', showName: true })).toEqual({ text: 'Why?', showName: true });
  });

  it.each<[string, unknown, string]>([
    ['not text', { text: 7 }, 'text: text must be text'],
    ['over the hard bound', { text: 'x'.repeat(2001) }, 'text: text: at most 2000 characters'],
    ['a NUL character', { text: 'a\u0000b' }, 'text: text: must not contain the NUL character (U+0000)'],
    ['a lone surrogate', { text: 'a\uD800b' }, 'text: text: contains a broken character (an unpaired UTF-16 surrogate)'],
    ['showName not boolean', { text: 'a', showName: 'yes' }, 'showName: showName must be true or false'],
  ])('refuses %s', (_name, input, message) => {
    expect(issues(qnaQuestionSchema, input)).toEqual([message]);
  });

  it('the Q&A limit: 1 to 280 characters after trimming', () => {
    const slide = parse(valid);
    expect(qnaType.checkAnswer!(slide, { text: '  Why?  ', showName: false })).toBeNull();
    expect(qnaType.checkAnswer!(slide, { text: '   ', showName: false })).toBe('text: write something first');
    expect(qnaType.checkAnswer!(slide, { text: 'x'.repeat(281), showName: false })).toBe('text: at most 280 characters');
    expect(qnaTextProblem(` ${'x'.repeat(QNA_LIMITS.textMax)} `)).toBeNull();
    expect(qnaTextProblem('x'.repeat(QNA_LIMITS.textMax + 1))).toBe('tooLong');
    expect(qnaTextProblem('\n')).toBe('empty');
  });
});

describe('qna order (R15.7)', () => {
  const q = (id: string, votes: number, askedAt: number, answered = false) => ({ id, votes, askedAt, answered, text: id, author: null });

  it('by votes: waiting questions first, most upvoted, then newest; answered ones after', () => {
    const list = [q('1', 2, 10), q('2', 5, 20), q('3', 2, 30), q('4', 9, 40, true), q('5', 0, 50)];
    expect(qnaByVotes(list).map((x) => x.id)).toEqual(['2', '3', '1', '5', '4']);
    expect(list.map((x) => x.id)).toEqual(['1', '2', '3', '4', '5']);
  });

  it('by time: newest first, whatever the votes', () => {
    expect(qnaByTime([q('1', 9, 10), q('2', 0, 30), q('3', 1, 20)]).map((x) => x.id)).toEqual(['2', '3', '1']);
  });
});

describe('qna aggregate and simulate (previews, results)', () => {
  it('live: one item per question with its votes from the meta, most upvoted first', () => {
    const r = qnaType.aggregate!(
      parse(valid),
      [
        { text: 'A', showName: false },
        { text: 'B', showName: false },
      ],
      [
        { id: '7', upvotes: 1, participantId: 'p7', nickname: 'P7' },
        { id: '8', upvotes: 4, participantId: 'p8', nickname: 'P8' },
      ],
    );
    expect(r).toEqual({
      kind: 'questions',
      total: 2,
      items: [
        { id: '8', text: 'B', votes: 4, answered: false, author: null, askedAt: 1 },
        { id: '7', text: 'A', votes: 1, answered: false, author: null, askedAt: 0 },
      ],
    });
  });

  it('previews: the same question asked again counts as a vote; simulated questions never name anyone', () => {
    const slide = parse(valid);
    const asked = qnaType.simulate!(slide, 24, seededRandom(3));
    expect(asked).toHaveLength(24);
    expect(asked.every((a) => a.showName === false && a.text.length > 0)).toBe(true);
    const r = qnaType.aggregate!(slide, asked);
    if (r.kind !== 'questions') throw new Error('questions expected');
    expect(r.items.reduce((n, i) => n + i.votes + 1, 0)).toBe(24);
    expect(r.items.every((i) => i.author === null)).toBe(true);
    expect(r.items.map((i) => i.votes)).toEqual([...r.items.map((i) => i.votes)].sort((a, b) => b - a));
  });
});

describe('Q&A questions in words (reports)', () => {
  it('writes the question as asked', () => {
    expect(qnaType.answerInWords!(parse(valid), { text: 'When is the next one?', showName: false }, { nicknameOf: () => undefined })).toBe(
      'When is the next one?',
    );
  });
});
