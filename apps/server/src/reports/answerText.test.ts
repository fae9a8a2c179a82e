import { orderAsShown, orderSlideSchema, twoTruthsSlideSchema, whoSaidSlideSchema, type Slide } from '@mingle/shared';
import { contentSlide, pollSlide, rankingSlide, trueFalseSlide } from '@mingle/shared/testing';
import { describe, expect, it } from 'vitest';
import { answerText, slideHeadline } from './answerText';

// Each type's own words are tested with the type (packages/shared/src/slides/<type>/); here,
// that the report asks the type, with the event's nicknames.
const nobody = () => undefined;

describe('answers in words, for reports and exports', () => {
  it("writes an answer in its slide type's words", () => {
    const poll = pollSlide('p1', { options: [{ text: 'Tea' }, { text: 'Coffee' }], multiple: true });
    expect(answerText(poll, { choices: [1, 0] }, nobody)).toBe('Coffee; Tea');
    expect(answerText(trueFalseSlide(), { value: false }, nobody)).toBe('False');
    expect(answerText(rankingSlide(), { order: [2, 0, 1] }, nobody)).toBe('Cost > Speed > Quality');
    const order = orderSlideSchema.parse({ type: 'order', id: 'o1', question: 'Oldest first', items: ['A', 'B', 'C', 'D'] });
    const shown = orderAsShown(order).items;
    expect(answerText(order as Slide, { order: [3, 2, 1, 0] }, nobody)).toBe([...shown].reverse().join(' > '));
  });

  it('names the participant a who-said-it answer points at by the nicknames given', () => {
    const whosaid = whoSaidSlideSchema.parse({ type: 'whosaid', id: 'w1', sourceSlideId: 'o1' }) as Slide;
    const names = (id: string) => (id === 'p-7' ? 'Ada' : undefined);
    expect(answerText(whosaid, { participantId: 'p-7' }, names)).toBe('Ada');
    expect(answerText(whosaid, { participantId: 'gone' }, names)).toBe('someone who left');
  });

  it('writes as JSON an answer on a slide that takes none', () => {
    expect(answerText(contentSlide(), { something: [1] }, nobody)).toBe('{"something":[1]}');
  });

  it('heads a slide with its question or title, else its type', () => {
    expect(slideHeadline(contentSlide())).toBe('Welcome');
    expect(slideHeadline(rankingSlide())).toBe('Rank our priorities');
    expect(slideHeadline(contentSlide('c2', { title: ' ' }))).toBe('Content');
  });

  it('heads a slide its type names better itself: two truths says what it is, about whom', () => {
    const twotruths = twoTruthsSlideSchema.parse({
      type: 'twotruths',
      id: 't1',
      subject: 'Hanna',
      statements: ['a', 'b', 'c'],
      lieIndex: 1,
    });
    expect(slideHeadline(twotruths)).toBe('Two truths and a lie about Hanna');
    const names = (id: string) => (id === 'p-7' ? 'Ada' : undefined);
    expect(slideHeadline(twotruths, { participantId: 'p-7', nickname: 'Ada' }, names)).toBe('Two truths and a lie about Ada');
  });
});
