import type { SlideType } from '@mingle/shared';
import { describe, expect, it } from 'vitest';
import { filterGroups, foldForSearch, nameRank } from './filter';
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
  whosaid: ['Who said it?', 'Quotes from an earlier open-text question; guess who wrote each one.', 'Icebreakers'],
  opentext: ['Open text', 'Everyone writes a short answer', 'Opinión'],
};
const words = (type: SlideType) => {
  const [name = '', ...more] = WORDS[type] ?? [];
  return { name, more: [...more, type] };
};

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

  it('puts the type a query names first, and its group, however the groups are ordered', () => {
    const picker: PickerGroup[] = [
      { id: 'icebreaker', types: ['whosaid'] },
      { id: 'opinion', types: ['poll', 'wordcloud', 'opentext'] },
    ];
    // "Who said it?" matches too (its description says "open-text"), but Open text is named.
    expect(filterGroups(picker, 'open text', null, words)).toEqual([
      { id: 'opinion', types: ['opentext'] },
      { id: 'icebreaker', types: ['whosaid'] },
    ]);
    expect(filterGroups(picker, 'OpenText', null, words)[0]).toEqual({ id: 'opinion', types: ['opentext'] });
    expect(filterGroups(picker, 'ope', null, words)[0]).toEqual({ id: 'opinion', types: ['opentext'] });
  });

  it('ranks name matches: the name, its start, the start of a word, inside it, then other words', () => {
    expect(nameRank('Open text', ' open   TEXT ')).toBe(0);
    expect(nameRank('Open text', 'opentext')).toBe(0);
    expect(nameRank('Open text', 'open t')).toBe(1);
    expect(nameRank('Word cloud', 'cloud')).toBe(2);
    expect(nameRank('True or false', 'fal tru')).toBe(2);
    expect(nameRank('Word cloud', 'loud')).toBe(3);
    expect(nameRank('Who said it?', 'open text')).toBe(4);
    expect(nameRank('Opinión', 'opinion')).toBe(0);
  });
});
