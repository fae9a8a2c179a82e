import type { SlideType } from '@mingle/shared';
import { describe, expect, it } from 'vitest';
import { filterGroups, foldForSearch } from './filter';
import type { PickerGroup } from './groups';

const groups: PickerGroup[] = [
  { id: 'icebreaker', types: ['spinner'] },
  { id: 'quiz', types: ['quiz', 'truefalse'] },
  { id: 'opinion', types: ['poll', 'wordcloud'] },
];
const WORDS: Partial<Record<SlideType, string[]>> = {
  spinner: ['Spinner', 'A wheel picks someone', 'Icebreakers'],
  quiz: ['Quiz', 'Fast correct answers score', 'Quiz'],
  truefalse: ['True or false', 'Judge a statement', 'Quiz'],
  poll: ['Poll', 'Ask the room', 'Opinión'],
  wordcloud: ['Word cloud', 'Everyone sends words', 'Opinión'],
};
const words = (type: SlideType) => WORDS[type] ?? [];

describe('picker search', () => {
  it('keeps everything for an empty query', () => {
    expect(filterGroups(groups, '  ', null, words)).toEqual(groups);
  });

  it('matches names and descriptions, ignoring case, and drops empty groups', () => {
    expect(filterGroups(groups, 'WHEEL', null, words)).toEqual([{ id: 'icebreaker', types: ['spinner'] }]);
    expect(filterGroups(groups, 'word cloud', null, words)).toEqual([{ id: 'opinion', types: ['wordcloud'] }]);
  });

  it('matches a group name without its accents', () => {
    expect(filterGroups(groups, 'opinion', null, words)).toEqual([{ id: 'opinion', types: ['poll', 'wordcloud'] }]);
    expect(foldForSearch('Opinión Präsentation')).toBe('opinion prasentation');
  });

  it('narrows to one group, then searches inside it', () => {
    expect(filterGroups(groups, '', 'quiz', words)).toEqual([{ id: 'quiz', types: ['quiz', 'truefalse'] }]);
    expect(filterGroups(groups, 'room', 'quiz', words)).toEqual([]);
  });
});
