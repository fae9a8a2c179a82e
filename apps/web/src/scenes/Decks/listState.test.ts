import { describe, expect, it } from 'vitest';
import { decksVariables, DEFAULT_STATE, isFiltered, listStateParams, pageCount, parseListState, toggleTag, withChange } from './listState';

const parse = (query: string) => parseListState(new URLSearchParams(query));

describe('decks list state', () => {
  it('reads defaults from an empty query and writes nothing for them', () => {
    expect(parse('')).toEqual(DEFAULT_STATE);
    expect(listStateParams(DEFAULT_STATE).toString()).toBe('');
  });

  it('round-trips search, sort, tags, page and view through the URL', () => {
    const state = { search: 'team quiz', sort: 'title' as const, tags: ['hr', 'fun'], page: 3, view: 'all' as const };
    expect(parse(listStateParams(state).toString())).toEqual(state);
  });

  it('ignores unknown sorts and bad page numbers, and tidies tags', () => {
    expect(parse('sort=random&page=-2&tag=%20HR%20&tag=hr&tag=')).toEqual({ ...DEFAULT_STATE, tags: ['hr'] });
    expect(parse('page=abc').page).toBe(1);
    // A page whose offset GraphQL's 32-bit Int cannot carry would fail the whole list.
    expect(decksVariables(parse('page=999999999999')).offset).toBeLessThanOrEqual(2_147_483_647);
  });

  it('builds the query variables: trimmed search, tags, sort enum, 20 per page', () => {
    expect(decksVariables(parse('q=%20trivia%20&tag=fun&sort=created&page=2'))).toEqual({
      search: 'trivia',
      tags: ['fun'],
      sort: 'CREATED_DESC',
      offset: 20,
      limit: 20,
      deleted: false,
    });
    expect(decksVariables(DEFAULT_STATE)).toEqual({ sort: 'UPDATED_DESC', offset: 0, limit: 20, deleted: false });
    expect(decksVariables(parse('sort=title')).sort).toBe('TITLE_ASC');
  });

  it('lists recently deleted decks without the filters of the main list', () => {
    expect(decksVariables(parse('view=deleted&q=x&tag=y&page=2'))).toEqual({ deleted: true, offset: 20, limit: 20 });
  });

  it('goes back to page 1 on any change of what is listed', () => {
    const onPage3 = { ...DEFAULT_STATE, page: 3 };
    expect(withChange(onPage3, { search: 'x' }).page).toBe(1);
    expect(toggleTag(onPage3, 'fun')).toMatchObject({ tags: ['fun'], page: 1 });
    expect(toggleTag({ ...onPage3, tags: ['fun', 'hr'] }, 'fun').tags).toEqual(['hr']);
  });

  it('counts pages and tells a filtered list from the whole one', () => {
    expect([0, 1, 20, 21, 45].map(pageCount)).toEqual([1, 1, 1, 2, 3]);
    expect(isFiltered(DEFAULT_STATE)).toBe(false);
    expect(isFiltered({ ...DEFAULT_STATE, search: '  ' })).toBe(false);
    expect(isFiltered({ ...DEFAULT_STATE, tags: ['x'] })).toBe(true);
  });
});
