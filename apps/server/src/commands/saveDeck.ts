import { and, eq, isNull } from 'drizzle-orm';
import { decks } from '../db/schema';
import type { DeckRow } from '../decks/deckRow';
import { deckImages } from '@mingle/shared';
import { parseDeckDocument } from '../decks/documentInput';
import { requireStoredImages } from '../decks/storedImages';
import { loadEditableDeck } from '../decks/queries';
import { conflict } from '../lib/errors';
import type { CommandDeps } from './context';

export const STALE_SAVE_MESSAGE =
  'This deck was changed somewhere else (another tab or device) after you opened it. Load the latest version, or save yours over it.';

/**
 * Saves the whole deck (title, description, tags, slides) as the editor holds it. The save
 * names the revision it was based on; if the deck has moved on since, nothing is written
 * and CONFLICT is returned, so two tabs never silently overwrite each other. Every image
 * must be a file uploaded to this server.
 */
export async function saveDeck(deps: CommandDeps, userId: string, id: string, baseRevision: number, document: unknown): Promise<DeckRow> {
  const deck = parseDeckDocument(document);
  await loadEditableDeck(deps.db, userId, id);
  await requireStoredImages(deps.db, deckImages(deck.slides), 'document.');
  const [row] = await deps.db
    .update(decks)
    .set({
      title: deck.title,
      description: deck.description,
      tags: [...new Set(deck.tags)],
      slides: deck.slides,
      revision: baseRevision + 1,
      updatedAt: new Date(deps.clock.now()),
    })
    .where(and(eq(decks.id, id), eq(decks.ownerId, userId), eq(decks.revision, baseRevision), isNull(decks.deletedAt)))
    .returning();
  if (!row) throw conflict(STALE_SAVE_MESSAGE);
  return row;
}
