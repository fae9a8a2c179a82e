import { describe, expect, it } from 'vitest';
import type { Slide } from '@mingle/shared';
import {
  duplicateSlide,
  insertSlide,
  moveSlide,
  moveSlideBy,
  moveSlideTo,
  removeSlide,
  replaceSlide,
  selectionAfterRemove,
} from './slideOps';

const s = (id: string) => ({ type: 'content', id, title: id, body: '' }) as Slide;
const ids = (slides: readonly Slide[]) => slides.map((x) => x.id);
const deck = [s('a'), s('b'), s('c'), s('d')];

describe('slide list edits', () => {
  it('moves a slide forwards and backwards', () => {
    expect(ids(moveSlide(deck, 0, 2))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(moveSlide(deck, 3, 0))).toEqual(['d', 'a', 'b', 'c']);
    expect(ids(deck)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('ignores moves out of range or onto itself, returning the same array', () => {
    expect(moveSlide(deck, 1, 1)).toBe(deck);
    expect(moveSlide(deck, -1, 2)).toBe(deck);
    expect(moveSlide(deck, 0, 4)).toBe(deck);
  });

  it('moves up and down by one, and not past either end', () => {
    expect(ids(moveSlideBy(deck, 'b', -1))).toEqual(['b', 'a', 'c', 'd']);
    expect(ids(moveSlideBy(deck, 'b', 1))).toEqual(['a', 'c', 'b', 'd']);
    expect(moveSlideBy(deck, 'a', -1)).toBe(deck);
    expect(moveSlideBy(deck, 'd', 1)).toBe(deck);
    expect(moveSlideBy(deck, 'zz', 1)).toBe(deck);
  });

  it('drops a dragged slide where the slide it was dropped on was', () => {
    expect(ids(moveSlideTo(deck, 'a', 'c'))).toEqual(['b', 'c', 'a', 'd']);
    expect(ids(moveSlideTo(deck, 'd', 'b'))).toEqual(['a', 'd', 'b', 'c']);
    expect(moveSlideTo(deck, 'a', 'missing')).toBe(deck);
  });

  it('inserts after a slide or at the end', () => {
    expect(ids(insertSlide(deck, s('x'), 'b'))).toEqual(['a', 'b', 'x', 'c', 'd']);
    expect(ids(insertSlide(deck, s('x'), null))).toEqual(['a', 'b', 'c', 'd', 'x']);
  });

  it('duplicates a slide right after itself with a new id and a deep copy', () => {
    const quiz = {
      type: 'quiz',
      id: 'q',
      question: 'Q',
      options: [
        { text: 'A', correct: true },
        { text: 'B', correct: false },
      ],
      multiSelect: false,
      timeLimit: 20,
      points: 'standard',
    } as Slide;
    const { slides, copy } = duplicateSlide([quiz, s('z')], 'q');
    expect(copy?.id).not.toBe('q');
    expect(ids(slides)).toEqual(['q', copy?.id, 'z']);
    expect(copy).toMatchObject({ question: 'Q' });
    expect((copy as { options: unknown }).options).not.toBe((quiz as { options: unknown }).options);
  });

  it('removes and replaces by id', () => {
    expect(ids(removeSlide(deck, 'c'))).toEqual(['a', 'b', 'd']);
    expect(removeSlide(deck, 'zz')).toBe(deck);
    const b2 = { ...s('b'), title: 'new' } as Slide;
    expect(replaceSlide(deck, b2)[1]).toBe(b2);
    expect(replaceSlide(deck, deck[1]!)).toBe(deck);
  });

  it('selects the next slide after a removal, else the previous one', () => {
    expect(selectionAfterRemove(deck, 'b')).toBe('c');
    expect(selectionAfterRemove(deck, 'd')).toBe('c');
    expect(selectionAfterRemove([s('a')], 'a')).toBeNull();
  });
});
