import { orderAsShown, orderSlideSchema, type Slide } from '@mingle/shared';
import { contentSlide, pollSlide, rankingSlide, scaleSlide, trueFalseSlide } from '@mingle/shared/testing';
import { describe, expect, it } from 'vitest';
import { answerText, slideHeadline } from './answerText';

const nobody = () => undefined;

describe('answers in words, for reports and exports', () => {
  it('names chosen options, true or false, and scale ratings with their statements', () => {
    const poll = pollSlide('p1', { options: [{ text: 'Tea' }, { text: 'Coffee' }], multiple: true });
    expect(answerText(poll, { choices: [1, 0] }, nobody)).toBe('Coffee; Tea');
    expect(answerText(trueFalseSlide(), { value: false }, nobody)).toBe('False');
    expect(answerText(scaleSlide(), { values: [4, null] }, nobody)).toBe('The talks: 4; The food: skipped');
  });

  it('reads an order answer in the order the items were shown, and a ranking in the deck order', () => {
    const order = orderSlideSchema.parse({ type: 'order', id: 'o1', question: 'Oldest first', items: ['A', 'B', 'C', 'D'] });
    const shown = orderAsShown(order).items;
    expect(answerText(order as Slide, { order: [3, 2, 1, 0] }, nobody)).toBe([...shown].reverse().join(' > '));
    expect(answerText(rankingSlide(), { order: [2, 0, 1] }, nobody)).toBe('Cost > Speed > Quality');
  });

  it('names the participant a who-said-it answer points at, and writes unknown shapes as JSON', () => {
    const names = (id: string) => (id === 'p-7' ? 'Ada' : undefined);
    expect(answerText(contentSlide(), { participantId: 'p-7' }, names)).toBe('Ada');
    expect(answerText(contentSlide(), { participantId: 'gone' }, names)).toBe('someone who left');
    expect(answerText(contentSlide(), { something: [1] }, nobody)).toBe('{"something":[1]}');
  });

  it('heads a slide with its question or title, else its type', () => {
    expect(slideHeadline(contentSlide())).toBe('Welcome');
    expect(slideHeadline(rankingSlide())).toBe('Rank our priorities');
    expect(slideHeadline(contentSlide('c2', { title: ' ' }))).toBe('Content');
  });
});
