import { useCallback, useState } from 'react';

/**
 * Words a participant is typing (an open answer, a Q&A question), kept in this tab's
 * sessionStorage under `mingle.draft.<key>` so a reload — a phone that slept, a page the
 * browser dropped, a tap on "reload" over bad Wi-Fi — puts them back. sessionStorage rather
 * than the seat's localStorage: each tab of one seat keeps its own words, and a closed tab's
 * half-typed words do not turn up in the next one.
 */
export const DRAFT_PREFIX = 'mingle.draft.';

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function storage(): DraftStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // blocked storage: the words live as long as the page
  }
}

export function readDraft(key: string | undefined, store: DraftStorage | null = storage()): string {
  if (!key || !store) return '';
  try {
    return store.getItem(DRAFT_PREFIX + key) ?? '';
  } catch {
    return '';
  }
}

export function writeDraft(key: string | undefined, text: string, store: DraftStorage | null = storage()): void {
  if (!key || !store) return;
  try {
    // Nothing typed is nothing kept: a sent answer leaves no entry behind.
    if (text) store.setItem(DRAFT_PREFIX + key, text);
    else store.removeItem(DRAFT_PREFIX + key);
  } catch {
    /* a full or blocked storage only loses the words on reload */
  }
}

/**
 * The text of a field that survives a reload: starts from what was kept under `key` and keeps
 * every change. Without a key (previews, print) it is plain state. A new key (another
 * question in the same view) starts from what that key kept.
 */
export function useDraft(key: string | undefined): [string, (text: string) => void] {
  const [draft, setDraft] = useState(() => ({ key, text: readDraft(key) }));
  const text = draft.key === key ? draft.text : readDraft(key);
  const change = useCallback(
    (next: string) => {
      setDraft({ key, text: next });
      writeDraft(key, next);
    },
    [key],
  );
  return [text, change];
}
