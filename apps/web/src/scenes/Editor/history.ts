/**
 * The editor's undo history: immutable snapshots of the whole document. Snapshots are cheap
 * because edits replace only what changed (structural sharing), and whole-document undo is
 * what people expect after reordering or deleting slides.
 */
export interface History<T> {
  past: readonly T[];
  present: T;
  future: readonly T[];
  /** The last edit's group and time: typing in one field within the window is one undo step. */
  lastGroup: string | null;
  lastAt: number;
  /** When the present step's first edit was made: a step takes edits for GROUP_SPAN_MS at most. */
  groupStartedAt: number;
}

/** Undo steps kept; older ones fall off. */
export const HISTORY_LIMIT = 100;
/** Edits to the same field closer together than this merge into one step. */
export const GROUP_WINDOW_MS = 1000;
/**
 * One step takes edits for this long at most, however quick the typing: a question typed in
 * one go then undoes a few words at a time, not all at once.
 */
export const GROUP_SPAN_MS = 2000;

export function createHistory<T>(present: T): History<T> {
  return { past: [], present, future: [], lastGroup: null, lastAt: 0, groupStartedAt: 0 };
}

export interface PushOptions {
  /**
   * Edits with the same group (say `slide:abc`), each within GROUP_WINDOW_MS of the last,
   * become one step, so undo does not walk back a sentence one letter at a time.
   */
  group?: string;
  now?: number;
}

/** Records `next` as the present; redo steps are dropped, as in every editor. */
export function pushHistory<T>(history: History<T>, next: T, options: PushOptions = {}): History<T> {
  if (Object.is(next, history.present)) return history;
  const now = options.now ?? Date.now();
  const group = options.group ?? null;
  const merge =
    group !== null &&
    group === history.lastGroup &&
    now - history.lastAt < GROUP_WINDOW_MS &&
    now - history.groupStartedAt < GROUP_SPAN_MS &&
    history.future.length === 0;
  const past = merge ? history.past : [...history.past, history.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], lastGroup: group, lastAt: now, groupStartedAt: merge ? history.groupStartedAt : now };
}

export function canUndo(history: History<unknown>): boolean {
  return history.past.length > 0;
}

export function canRedo(history: History<unknown>): boolean {
  return history.future.length > 0;
}

export function undo<T>(history: History<T>): History<T> {
  const previous = history.past[history.past.length - 1];
  if (history.past.length === 0 || previous === undefined) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
    lastGroup: null,
    lastAt: 0,
    groupStartedAt: 0,
  };
}

export function redo<T>(history: History<T>): History<T> {
  const [next, ...rest] = history.future;
  if (history.future.length === 0 || next === undefined) return history;
  return { past: [...history.past, history.present], present: next, future: rest, lastGroup: null, lastAt: 0, groupStartedAt: 0 };
}

/**
 * Replaces the present without an undo step (the server's copy after "Load the latest
 * version"): the old steps belong to a document that no longer exists, so they go.
 */
export function resetHistory<T>(present: T): History<T> {
  return createHistory(present);
}
