import type { DeckFormatDocument } from '../../graphql/decks';

/**
 * A copy of unsaved edits in this browser's storage, so a crash, a closed laptop or a
 * reload while offline does not lose them. Cleared as soon as the server has everything.
 */
export interface Draft {
  baseRevision: number;
  doc: DeckFormatDocument;
  savedAt: number;
}

const key = (deckId: string) => `editor.draft.${deckId}`;

export function writeDraft(storage: Storage, deckId: string, draft: Draft): void {
  try {
    storage.setItem(key(deckId), JSON.stringify(draft));
  } catch {
    // Storage full or blocked (private mode): the autosave still runs; this is a safety net.
  }
}

export function clearDraft(storage: Storage, deckId: string): void {
  try {
    storage.removeItem(key(deckId));
  } catch {
    // As above.
  }
}

export function readDraft(storage: Storage, deckId: string): Draft | null {
  try {
    const raw = storage.getItem(key(deckId));
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<Draft>;
    if (typeof value.baseRevision !== 'number' || typeof value.savedAt !== 'number' || !value.doc || !Array.isArray(value.doc.slides))
      return null;
    return value as Draft;
  } catch {
    return null;
  }
}
