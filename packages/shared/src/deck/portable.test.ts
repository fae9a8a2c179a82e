import { describe, expect, it } from 'vitest';
import { DECK_LIMITS } from './limits';
import { importedTitle } from './portable';

describe('importedTitle', () => {
  it('keeps a title nobody has', () => {
    expect(importedTitle('Quiz night', ['Team day'])).toBe('Quiz night');
  });

  it('adds "(imported)" when the title exists, then a number', () => {
    expect(importedTitle('Quiz night', ['Quiz night'])).toBe('Quiz night (imported)');
    expect(importedTitle('Quiz night', ['Quiz night', 'Quiz night (imported)'])).toBe('Quiz night (imported 2)');
    expect(importedTitle('Quiz night', ['Quiz night', 'Quiz night (imported)', 'Quiz night (imported 2)'])).toBe('Quiz night (imported 3)');
  });

  it('compares ignoring case and spaces around', () => {
    expect(importedTitle('quiz night ', [' Quiz Night'])).toBe('quiz night (imported)');
  });

  it('fills a gap before counting on', () => {
    expect(importedTitle('Quiz', ['Quiz', 'Quiz (imported 2)'])).toBe('Quiz (imported)');
  });

  it('shortens a long title so the suffix fits the limit', () => {
    const long = 'x'.repeat(DECK_LIMITS.title);
    const title = importedTitle(long, [long]);
    expect(title).toHaveLength(DECK_LIMITS.title);
    expect(title.endsWith(' (imported)')).toBe(true);
  });
});
