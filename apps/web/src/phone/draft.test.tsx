import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DRAFT_PREFIX, readDraft, useDraft, writeDraft } from './draft';

afterEach(() => sessionStorage.clear());

describe('half-typed words kept across a reload (useDraft)', () => {
  it('keeps every change under its key, and a new page under the same key starts from it', () => {
    const first = renderHook(() => useDraft('answer.e1.s1.0'));
    act(() => first.result.current[1]('Pizza on Fri'));
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}answer.e1.s1.0`)).toBe('Pizza on Fri');
    first.unmount(); // the reload
    const second = renderHook(() => useDraft('answer.e1.s1.0'));
    expect(second.result.current[0]).toBe('Pizza on Fri');
  });

  it('leaves no entry for an emptied field', () => {
    const { result } = renderHook(() => useDraft('qna.e1.s2'));
    act(() => result.current[1]('Why?'));
    act(() => result.current[1](''));
    expect(sessionStorage.length).toBe(0);
  });

  it('starts another key from what that key kept, not from the last one', () => {
    writeDraft('answer.e1.s2.0', 'second question');
    const { result, rerender } = renderHook(({ key }) => useDraft(key), { initialProps: { key: 'answer.e1.s1.0' } });
    act(() => result.current[1]('first'));
    rerender({ key: 'answer.e1.s2.0' });
    expect(result.current[0]).toBe('second question');
    rerender({ key: 'answer.e1.s1.0' });
    expect(result.current[0]).toBe('first');
  });

  it('without a key (a preview) keeps nothing', () => {
    const { result } = renderHook(() => useDraft(undefined));
    act(() => result.current[1]('sample'));
    expect(result.current[0]).toBe('sample');
    expect(sessionStorage.length).toBe(0);
  });

  it('a storage that throws loses the words on reload, never the field', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readDraft('k', broken)).toBe('');
    expect(() => writeDraft('k', 'x', broken)).not.toThrow();
  });
});
