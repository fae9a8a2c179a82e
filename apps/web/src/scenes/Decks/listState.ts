import { MAX_GRAPHQL_INT } from '@mingle/shared';
import { UI } from '../../config';
import { pageParam } from '../../lib/pageParam';
import type { DeckSort, DecksQueryVariables } from '../../graphql/decks';

/**
 * What the decks page shows, kept in the URL (`?q=quiz&sort=title&tag=team&page=2`) so a
 * reload, the back button and a shared link all land on the same list.
 */
export interface ListState {
  search: string;
  sort: SortKey;
  tags: string[];
  /** From 1. */
  page: number;
  view: 'all' | 'deleted';
}

export type SortKey = 'updated' | 'created' | 'title';

export const SORTS: readonly { key: SortKey; label: string; value: DeckSort }[] = [
  { key: 'updated', label: 'Recently updated', value: 'UPDATED_DESC' },
  { key: 'created', label: 'Recently created', value: 'CREATED_DESC' },
  { key: 'title', label: 'Title A–Z', value: 'TITLE_ASC' },
];

/** The seed's table page size. */
export const PAGE_SIZE = UI.tablePageSize;

export const DEFAULT_STATE: ListState = { search: '', sort: 'updated', tags: [], page: 1, view: 'all' };

export function parseListState(params: URLSearchParams): ListState {
  const sort = SORTS.find((s) => s.key === params.get('sort'))?.key ?? 'updated';
  const tags = [
    ...new Set(
      params
        .getAll('tag')
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ];
  return {
    search: params.get('q') ?? '',
    sort,
    tags,
    page: pageParam(params, PAGE_SIZE, MAX_GRAPHQL_INT),
    view: params.get('view') === 'deleted' ? 'deleted' : 'all',
  };
}

/** The URL's query for a state; defaults are left out so the plain list is plain `/decks`. */
export function listStateParams(state: ListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view === 'deleted') params.set('view', 'deleted');
  if (state.search.trim()) params.set('q', state.search);
  if (state.sort !== 'updated') params.set('sort', state.sort);
  for (const tag of state.tags) params.append('tag', tag);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The `decks` query's variables. Recently deleted ignores search, tags and sort: it is a
 * short list, newest deletion first, and the filters of the main list would hide decks there.
 */
export function decksVariables(state: ListState): DecksQueryVariables {
  const paging = { offset: (state.page - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  if (state.view === 'deleted') return { deleted: true, ...paging };
  const search = state.search.trim();
  return {
    ...(search ? { search } : {}),
    ...(state.tags.length ? { tags: state.tags } : {}),
    sort: SORTS.find((s) => s.key === state.sort)?.value ?? 'UPDATED_DESC',
    ...paging,
    deleted: false,
  };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** Any change of what is listed goes back to page 1; only paging keeps the page. */
export function withChange(state: ListState, change: Partial<Omit<ListState, 'page'>>): ListState {
  return { ...state, ...change, page: 1 };
}

export function toggleTag(state: ListState, tag: string): ListState {
  const tags = state.tags.includes(tag) ? state.tags.filter((t) => t !== tag) : [...state.tags, tag];
  return withChange(state, { tags });
}

/** True when the list is narrowed, so an empty result says "no matches" rather than "no decks". */
export function isFiltered(state: ListState): boolean {
  return state.search.trim() !== '' || state.tags.length > 0;
}
