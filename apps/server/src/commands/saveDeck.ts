import { Reason } from '@mingle/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { decks } from '../db/schema';
import type { DeckRow } from '../decks/deckRow';
import { deckImages } from '@mingle/shared';
import { parseDeckDocument } from '../decks/documentInput';
import { requireStoredImages } from '../decks/storedImages';
import { loadDeckFor } from '../decks/queries';
import type { Actor } from '../policies/actor';
import { appError } from '../lib/errors';
import type { CommandDeps } from './context';

export const STALE_SAVE_MESSAGE =
  'This deck was changed somewhere else (another tab or device) after you opened it. Load the latest version, or save yours over it.';

/**
 * Saves the whole deck (title, description, tags, slides) as the editor holds it. The save
 * names the revision it was based on; if the deck has moved on since, nothing is written
 * and CONFLICT is returned, so two tabs never silently overwrite each other. Every image
 * must be a file uploaded to this server.
 */
export async function saveDeck(deps: CommandDeps, actor: Actor, id: string, baseRevision: number, document: unknown): Promise<DeckRow> {
  const deck = parseDeckDocument(document);
  await loadDeckFor(deps.db, actor, id, 'edit', deps.clock.now());
  await requireStoredImages(deps.db, deckImages(deck.slides), 'document.');
  const [row] = await deps.db
    .update(decks)
    .set({
      title: deck.title,
      description: deck.description,
      tags: [...new Set(deck.tags)],
      language: deck.language,
      slides: deck.slides,
      revision: baseRevision + 1,
      updatedAt: new Date(deps.clock.now()),
    })
    // The policy decided above; the revision and deletedAt here only guard against a change in between.
    .where(and(eq(decks.id, id), eq(decks.revision, baseRevision), isNull(decks.deletedAt)))
    .returning();
  if (!row) throw appError(Reason.VERSION_CONFLICT, STALE_SAVE_MESSAGE);
  return row;
}
