import type { ApolloClient } from '@apollo/client';
import { deckSchema, isEventLanguage } from '@mingle/shared';
import { describeDataError } from '../../graphql/errors';
import { DeckDocument, SaveDeckDocument, type DeckDetail, type DeckFormatDocument } from '../../graphql/decks';
import type { FailureKind } from './autosave';
import { validateDocument } from './validation';

/** A save that hears nothing back in this time is treated as failed and retried. */
export const SAVE_TIMEOUT_MS = 20_000;

export function documentOf(deck: Pick<DeckDetail, 'title' | 'description' | 'tags' | 'language' | 'slides'>): DeckFormatDocument {
  const language = isEventLanguage(deck.language) ? deck.language : null;
  return { version: 1, title: deck.title, description: deck.description, tags: deck.tags, language, slides: deck.slides };
}

/** The same document as the server would store it (trimmed, defaults filled), for comparing. */
export function canonical(doc: DeckFormatDocument): string {
  const parsed = deckSchema.safeParse(doc);
  return JSON.stringify(parsed.success ? parsed.data : doc);
}

export class SaveFailure extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** With a conflict: the server's current deck, for "Load the latest version" and "Keep mine". */
    readonly latest?: DeckDetail,
  ) {
    super(message);
  }
}

export function classifySaveError(error: unknown): { kind: FailureKind; message: string } {
  if (error instanceof SaveFailure) return { kind: error.kind, message: error.message };
  const { code, message } = describeDataError(error);
  if (code === 'CONFLICT') return { kind: 'conflict', message };
  if (code === 'BAD_USER_INPUT') return { kind: 'invalid', message };
  return { kind: 'retry', message };
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new SaveFailure('retry', 'Mingle did not answer in time.')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The save function autosave calls. Beyond the mutation it knows two things:
 * - a document the schema refuses is not sent (the fields say what to fix);
 * - a CONFLICT may be our own earlier save that landed after we gave up on it (a timeout, a
 *   socket that re-sent on reconnect). When the server holds exactly a document this tab
 *   sent, it is not another person's work: save again on top of it, silently.
 * The same holds when the server still holds the document this tab last saved (`lastSaved`
 * at first): only details outside the document moved the revision on (the cover, through
 * updateDeck), and saving the document on top of them loses nobody's work.
 */
export function createDeckSaver(
  client: ApolloClient,
  id: string,
  isOnline: () => boolean = () => navigator.onLine,
  lastSaved?: DeckFormatDocument,
) {
  const sent = new Set<string>(lastSaved ? [canonical(lastSaved)] : []);
  /** After a save only its document is still "ours": earlier ones are history now. */
  const settle = (saved: DeckFormatDocument) => {
    sent.clear();
    sent.add(canonical(saved));
  };

  const mutate = async (document: DeckFormatDocument, baseRevision: number): Promise<DeckDetail> => {
    const { data } = await withTimeout(
      client.mutate({ mutation: SaveDeckDocument, variables: { id, baseRevision, document } }),
      SAVE_TIMEOUT_MS,
    );
    if (!data) throw new SaveFailure('retry', 'The save did not come back.');
    return data.saveDeck;
  };

  return async (document: DeckFormatDocument, baseRevision: number): Promise<DeckDetail> => {
    const validation = validateDocument(document);
    if (validation.count > 0) throw new SaveFailure('invalid', 'Fix the marked fields to save.');
    if (!isOnline()) throw new SaveFailure('retry', 'You are offline. Your changes are kept and saved when you are back.');
    sent.add(canonical(document));
    try {
      const saved = await mutate(document, baseRevision);
      settle(document);
      return saved;
    } catch (error) {
      if (classifySaveError(error).kind !== 'conflict') throw error;
      const { data } = await client.query({ query: DeckDocument, variables: { id }, fetchPolicy: 'network-only' });
      const latest = data?.deck;
      if (!latest) throw error;
      if (sent.has(canonical(documentOf(latest)))) {
        const saved = await mutate(document, latest.revision);
        settle(document);
        return saved;
      }
      throw new SaveFailure('conflict', 'This deck was changed in another tab or device.', latest);
    }
  };
}
