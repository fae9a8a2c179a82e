import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { DeckDetail, DeckFormatDocument } from '../../graphql/decks';
import { Autosave, type SaveStatus } from './autosave';
import { canRedo, canUndo, createHistory, pushHistory, redo, resetHistory, undo, type History } from './history';
import { useServices } from '../../services';
import { clearDraft, readDraft, writeDraft, type Draft } from './draftStore';
import { createCoverSaver } from './saveCover';
import { canonical, createDeckSaver, documentOf, SaveFailure } from './saveDeck';
import { validateDocument } from './validation';

export type Edit = (change: (doc: DeckFormatDocument) => DeckFormatDocument, group?: string) => void;

export interface DeckEditor {
  doc: DeckFormatDocument;
  /** The newest document, also between renders (for handlers that read before they edit). */
  getDoc(): DeckFormatDocument;
  edit: Edit;
  undo(): void;
  redo(): void;
  canUndo: boolean;
  canRedo: boolean;
  status: SaveStatus;
  retry(): void;
  /** The server's deck when a conflict is waiting for a choice. */
  conflict: DeckDetail | null;
  keepMine(): void;
  loadLatest(): void;
  validation: ReturnType<typeof validateDocument>;
  /** Latest problems and revision as the server reported them after the last save. */
  saved: DeckDetail;
  /** The cover as the server holds it (not part of the document: no undo, no autosave). */
  cover: string | null;
  /** Saves the cover (null removes it) through updateDeck; rejects with a message to show. */
  setCover(url: string | null): Promise<void>;
  /** Edits this browser kept from an earlier visit that never reached the server. */
  draft: Draft | null;
  restoreDraft(): void;
  discardDraft(): void;
}

/**
 * The editor's document: an undo history whose present is autosaved. Every change goes
 * through `edit` (or undo/redo), which records it and hands it to autosave in one place.
 */
export function useDeckEditor(deck: DeckDetail): DeckEditor {
  const client = useApolloClient();
  const [history, setHistory] = useState<History<DeckFormatDocument>>(() => createHistory(documentOf(deck)));
  const historyRef = useRef(history);
  const [saved, setSaved] = useState(deck);
  const [conflict, setConflict] = useState<DeckDetail | null>(null);
  const { storage } = useServices();
  // Only a draft that differs from the server's copy is worth offering.
  const [draft, setDraft] = useState(() => {
    const found = readDraft(storage, deck.id);
    return found && canonical(found.doc) !== canonical(documentOf(deck)) ? found : null;
  });
  // A draft the server already holds is spent: its tab saved and closed before clearing it.
  // Kept, it would be offered as unsaved once the deck changed on another device, and
  // restoring it would undo that change.
  useEffect(() => {
    const found = readDraft(storage, deck.id);
    if (found && canonical(found.doc) === canonical(documentOf(deck))) clearDraft(storage, deck.id);
    // Once, as the editor opens on the deck it was given.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const [autosave] = useState(() => {
    const save = createDeckSaver(client, deck.id, undefined, documentOf(deck));
    const instance: Autosave<DeckFormatDocument, DeckDetail> = new Autosave<DeckFormatDocument, DeckDetail>({
      revision: deck.revision,
      save: (doc, base) =>
        save(doc, base).catch((error: unknown) => {
          if (error instanceof SaveFailure && error.latest) setConflict(error.latest);
          throw error;
        }),
      classify: (error) =>
        error instanceof SaveFailure
          ? { kind: error.kind, message: error.message }
          : { kind: 'retry', message: error instanceof Error ? error.message : 'The save failed.' },
      onSaved: (result) => {
        setSaved(result);
        if (!instance.hasUnsaved()) clearDraft(storage, deck.id);
      },
    });
    return instance;
  });
  const status = useSyncExternalStore(autosave.subscribe, autosave.getStatus);
  const [saveCover] = useState(() => createCoverSaver(client, deck.id));
  const setCover = useCallback(
    async (url: string | null) => {
      // In the line of document saves: both writes name a base revision, and would conflict.
      const result = await autosave.alongside((base) => saveCover(url, base));
      setSaved(result);
    },
    [autosave, saveCover],
  );

  const commit = useCallback(
    (next: History<DeckFormatDocument>) => {
      if (next === historyRef.current) return;
      const changed = next.present !== historyRef.current.present;
      historyRef.current = next;
      setHistory(next);
      if (!changed) return;
      writeDraft(storage, deck.id, { baseRevision: autosave.baseRevision, doc: next.present, savedAt: Date.now() });
      autosave.change(next.present);
    },
    [autosave, storage, deck.id],
  );

  const edit = useCallback<Edit>(
    (change, group) => commit(pushHistory(historyRef.current, change(historyRef.current.present), { group })),
    [commit],
  );

  // Leaving the editor sends what is pending at once. The instance is not disposed: a save
  // that fails keeps retrying in the background until it lands, so nothing is lost.
  useEffect(() => () => void autosave.flush(), [autosave]);

  // Back online: retry now rather than at the end of the back-off.
  useEffect(() => {
    const online = () => {
      if (autosave.getStatus().kind === 'retrying') void autosave.flush();
    };
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [autosave]);

  // Closing or reloading the tab with unsaved edits: the browser asks first.
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!autosave.hasUnsaved()) return;
      void autosave.flush();
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', beforeUnload);
    return () => window.removeEventListener('beforeunload', beforeUnload);
  }, [autosave]);

  const validation = useMemo(() => validateDocument(history.present), [history.present]);

  return {
    doc: history.present,
    getDoc: useCallback(() => historyRef.current.present, []),
    edit,
    undo: useCallback(() => commit(undo(historyRef.current)), [commit]),
    redo: useCallback(() => commit(redo(historyRef.current)), [commit]),
    canUndo: canUndo(history),
    canRedo: canRedo(history),
    status,
    retry: useCallback(() => void autosave.flush(), [autosave]),
    conflict,
    keepMine: useCallback(() => {
      if (!conflict) return;
      setConflict(null);
      void autosave.overwrite(conflict.revision);
    }, [autosave, conflict]),
    loadLatest: useCallback(() => {
      if (!conflict) return;
      const doc = documentOf(conflict);
      historyRef.current = resetHistory(doc);
      setHistory(historyRef.current);
      autosave.replace(doc, conflict.revision);
      clearDraft(storage, deck.id);
      setSaved(conflict);
      setConflict(null);
    }, [autosave, conflict, storage, deck.id]),
    validation,
    saved,
    cover: saved.coverImage,
    setCover,
    draft,
    restoreDraft: useCallback(() => {
      if (!draft) return;
      setDraft(null);
      // Saved on top of whatever the server holds now: the person chose these edits.
      commit(pushHistory(historyRef.current, draft.doc));
    }, [commit, draft]),
    discardDraft: useCallback(() => {
      setDraft(null);
      if (!autosave.hasUnsaved()) clearDraft(storage, deck.id);
    }, [autosave, storage, deck.id]),
  };
}
