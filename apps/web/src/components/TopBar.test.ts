import { describe, expect, it } from 'vitest';
import { currentNavEntry } from './TopBar';

describe('the top bar says where you are', () => {
  it.each([
    ['/', '/'],
    ['/decks', '/decks'],
    ['/deck/0b6c2a52-6f0e-4a59-9f55-6e1d7d1f3a10', '/decks'],
    ['/edit/0b6c2a52-6f0e-4a59-9f55-6e1d7d1f3a10', '/decks'],
    ['/analytics', '/analytics'],
    ['/analytics/participants/ada@example.com', '/analytics'],
    ['/recap', '/analytics'],
    ['/templates/trivia', '/templates'],
    ['/account', undefined],
    ['/decksmith', undefined],
  ])('%s is under %s', (path, entry) => {
    expect(currentNavEntry(path)).toBe(entry);
  });
});
