import { describe, expect, it } from 'vitest';
import { groupBySlide, problemsTitle } from './DeckProblems';

describe('deck problems', () => {
  it('groups problems per slide, in order, as sentences', () => {
    const groups = groupBySlide([
      { slideId: 'a', slideIndex: 0, path: 'question', message: 'is required' },
      { slideId: 'a', slideIndex: 0, path: 'options[1].text', message: 'is required' },
      { slideId: 'b', slideIndex: 1, path: 'options', message: 'mark at least one option correct' },
    ]);
    expect(groups).toEqual([
      { slideId: 'a', slideIndex: 0, messages: ['Question is required', 'Option 2 is required'] },
      { slideId: 'b', slideIndex: 1, messages: ['Mark at least one option correct'] },
    ]);
  });

  it('counts things to finish', () => {
    expect(problemsTitle(1)).toBe('1 thing to finish before hosting');
    expect(problemsTitle(2)).toBe('2 things to finish before hosting');
  });
});
