import { UI } from '../../config';
import type { EventsQueryVariables } from './analytics.generated';

/**
 * What /analytics lists, kept in the URL (`?q=quiz&deck={id}&from=2025-03-01&to=2025-03-31&page=2`)
 * so a reload, the back button and a shared link all land on the same list.
 */
export interface EventListState {
  search: string;
  /** A deck id, or '' for every deck. */
  deckId: string;
  /** `YYYY-MM-DD` or ''. */
  from: string;
  to: string;
  /** From 1. */
  page: number;
}

export const PAGE_SIZE = UI.tablePageSize;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateOrEmpty = (value: string | null) => (value && DATE.test(value) ? value : '');

export function parseEventListState(params: URLSearchParams): EventListState {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return {
    search: params.get('q') ?? '',
    deckId: params.get('deck') ?? '',
    from: dateOrEmpty(params.get('from')),
    to: dateOrEmpty(params.get('to')),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** The URL's query for a state; defaults are left out, so the plain list is plain `/analytics`. */
export function eventListParams(state: EventListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  if (state.deckId) params.set('deck', state.deckId);
  if (state.from) params.set('from', state.from);
  if (state.to) params.set('to', state.to);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/** A range the server refuses (`to` before `from`): said on the page instead of sent. */
export function rangeProblem(state: EventListState): string | null {
  return state.from && state.to && state.to < state.from ? 'The end date is before the start date.' : null;
}

/** The `events` query's variables: dates as the server takes them (UTC days, `to` inclusive). */
export function eventsVariables(state: EventListState): EventsQueryVariables {
  const search = state.search.trim();
  const ranged = !rangeProblem(state);
  return {
    ...(search ? { search } : {}),
    ...(state.deckId ? { deckId: state.deckId } : {}),
    ...(ranged && state.from ? { from: state.from } : {}),
    ...(ranged && state.to ? { to: state.to } : {}),
    page: state.page,
    pageSize: PAGE_SIZE,
  };
}

/** Any change of what is listed goes back to page 1; only paging keeps the page. */
export function withFilter(state: EventListState, change: Partial<Omit<EventListState, 'page'>>): EventListState {
  return { ...state, ...change, page: 1 };
}

/** True when the list is narrowed, so an empty result says "no matches" rather than "no events". */
export function isFiltered(state: EventListState): boolean {
  return state.search.trim() !== '' || state.deckId !== '' || state.from !== '' || state.to !== '';
}
