import { describe, expect, it } from 'vitest';
import { publishBlocker } from './DeckPublishing';

const problem = { slideId: 's1', slideIndex: 0, path: 'question', message: 'is required' };

describe('publishBlocker', () => {
  it('names the first thing to fix, in the order a host fixes them, and nothing for a publishable deck', () => {
    expect(publishBlocker({ slideCount: 0, problems: [problem], description: '' })).toMatch(/^Add slides first/);
    expect(publishBlocker({ slideCount: 2, problems: [problem], description: '' })).toMatch(/^Fix the problems above first/);
    expect(publishBlocker({ slideCount: 2, problems: [], description: '   ' })).toMatch(/^Add a description first/);
    expect(publishBlocker({ slideCount: 2, problems: [], description: 'For Friday' })).toBeNull();
  });

  it('never says "ready to host", which the deck page keeps for decks without problems', () => {
    for (const deck of [
      { slideCount: 0, problems: [], description: '' },
      { slideCount: 1, problems: [problem], description: '' },
      { slideCount: 1, problems: [], description: '' },
    ])
      expect(publishBlocker(deck)!.toLowerCase()).not.toContain('ready to host');
  });
});
