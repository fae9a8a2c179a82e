import { describe, expect, it } from 'vitest';
import type { Slide, SlideResults } from '@mingle/shared';
import { publicPlayOf, publicResults } from './recapView';

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

describe('publicPlayOf: the round as the big screen showed it after the reveal (ADR 45)', () => {
  const ada = '7d0c3b8e-0000-4000-8000-000000000001';
  const bo = '7d0c3b8e-0000-4000-8000-000000000002';
  const whosaid = { id: 'w', type: 'whosaid' } as unknown as Slide;

  it('names who said it candidates and author by the positions the results gave them', () => {
    const results: SlideResults = {
      kind: 'whosaid',
      total: 2,
      quote: 'I like trains',
      candidates: [
        { participantId: bo, nickname: 'Bo', votes: 0, author: false },
        { participantId: ada, nickname: 'Ada', votes: 2, author: true },
      ],
      guessedRight: [],
    };
    const play = {
      quote: 'I like trains',
      author: { participantId: ada, nickname: 'Ada' },
      candidates: [
        { participantId: ada, nickname: 'Ada' },
        { participantId: bo, nickname: 'Bo' },
      ],
    };
    const shown = publicPlayOf(whosaid, play, results);
    expect(shown).toEqual({
      quote: 'I like trains',
      author: { participantId: 'candidate-1', nickname: 'Ada' },
      candidates: [
        { participantId: 'candidate-1', nickname: 'Ada' },
        { participantId: 'candidate-0', nickname: 'Bo' },
      ],
    });
    // The screen's columns, drawn from the public results, still find the author among the names.
    const pub = publicResults(results);
    expect(pub.kind === 'whosaid' && pub.candidates.find((c) => c.author)?.participantId).toBe('candidate-1');
  });

  it('keeps two truths to the subject nickname; null for a type without a play or no play', () => {
    const twotruths = { id: 't', type: 'twotruths' } as unknown as Slide;
    expect(publicPlayOf(twotruths, { participantId: ada, nickname: 'Ada' }, null)).toEqual({ nickname: 'Ada' });
    expect(publicPlayOf(twotruths, undefined, null)).toBeNull();
    expect(publicPlayOf({ id: 'q', type: 'quiz' } as unknown as Slide, { anything: 1 }, null)).toBeNull();
  });
});
