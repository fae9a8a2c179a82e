import { describe, expect, it } from 'vitest';
import type { SlideResults } from '@mingle/shared';
import { publicResults } from './recapView';

describe('publicResults: what a recap may show of a slide results', () => {
  it('keeps an open-text wall and a word cloud, without the answers ids', () => {
    const wall: SlideResults = {
      kind: 'texts',
      total: 2,
      items: [
        { id: 'r-1', text: 'More tea', upvotes: 3 },
        { id: 'r-2', text: 'Less', upvotes: 0 },
      ],
    };
    expect(publicResults(wall)).toEqual({
      kind: 'texts',
      total: 2,
      items: [
        { text: 'More tea', upvotes: 3 },
        { text: 'Less', upvotes: 0 },
      ],
    });
    const cloud: SlideResults = { kind: 'words', total: 3, words: [{ text: 'fun', count: 3 }] };
    expect(publicResults(cloud)).toBe(cloud);
  });

  it('names who said it candidates by nickname, never by participant id', () => {
    const results: SlideResults = {
      kind: 'whosaid',
      total: 2,
      quote: 'I like trains',
      candidates: [
        { participantId: '7d0c3b8e-0000-4000-8000-000000000001', nickname: 'Ada', votes: 2, author: true },
        { participantId: '7d0c3b8e-0000-4000-8000-000000000002', nickname: 'Bo', votes: 0, author: false },
      ],
      guessedRight: ['Bo'],
    };
    const shown = JSON.stringify(publicResults(results));
    expect(shown).not.toContain('7d0c3b8e');
    expect(shown).toContain('"nickname":"Ada"');
  });
});
