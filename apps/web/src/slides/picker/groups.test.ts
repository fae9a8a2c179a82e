import { isBuiltSlideType, SLIDE_TYPE_NAMES, SLIDE_TYPES } from '@mingle/shared';
import { describe, expect, it } from 'vitest';
import { ALL_PICKER_GROUPS, pickerGroupOf, pickerGroups } from './groups';

describe('picker groups', () => {
  it('put every type of the deck format in exactly one group, and nothing else', () => {
    const grouped = ALL_PICKER_GROUPS.flatMap((g) => g.types);
    expect([...grouped].sort()).toEqual([...SLIDE_TYPE_NAMES].sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('group the types as the issue names them', () => {
    expect(Object.fromEntries(ALL_PICKER_GROUPS.map((g) => [g.id, g.types]))).toEqual({
      icebreaker: ['wouldyourather', 'twotruths', 'whosaid', 'spinner'],
      quiz: ['quiz', 'truefalse', 'typeanswer', 'order', 'number'],
      opinion: ['poll', 'wordcloud', 'opentext', 'scale', 'ranking', 'qna'],
      presentation: ['content', 'leaderboard'],
    });
    expect(pickerGroupOf('spinner')).toBe('icebreaker');
    expect(pickerGroupOf('leaderboard')).toBe('presentation');
  });

  it('offer every built type, and only built types', () => {
    const offered = pickerGroups().flatMap((g) => g.types);
    expect([...offered].sort()).toEqual(Object.keys(SLIDE_TYPES).sort());
    expect(offered.every(isBuiltSlideType)).toBe(true);
  });

  it('leave out types not yet built, and a group with none built', () => {
    const built = new Set(['quiz', 'poll', 'spinner']);
    expect(pickerGroups((t) => built.has(t))).toEqual([
      { id: 'icebreaker', types: ['spinner'] },
      { id: 'quiz', types: ['quiz'] },
      { id: 'opinion', types: ['poll'] },
    ]);
  });
});
