import { decks } from '../db/schema';
import type { DeckRow } from '../decks/deckRow';
import { deckImages } from '@mingle/shared';
import { parseDeckDocument } from '../decks/documentInput';
import { requireStoredImages } from '../decks/storedImages';
import type { Actor } from '../policies/actor';
import { assertSignedIn } from '../policies/user';
import type { CommandDeps } from './context';

/**
 * Creates a deck from a deck format v1 document; slide ids are kept so an export round-trips.
 * Images must be files uploaded to this server: a deck exported elsewhere is refused with the
 * fields that point at images this server does not have.
 */
export async function importDeck(deps: CommandDeps, actor: Actor, document: unknown): Promise<DeckRow> {
  const ownerId = assertSignedIn(actor).id;
  const deck = parseDeckDocument(document);
  await requireStoredImages(deps.db, deckImages(deck.slides), 'document.');
  const now = new Date(deps.clock.now());
  const [row] = await deps.db
    .insert(decks)
    .values({
      ownerId,
      title: deck.title,
      description: deck.description,
      tags: [...new Set(deck.tags)],
      language: deck.language,
      slides: deck.slides,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('deck was not imported');
  return row;
}
