import { decks } from '../db/schema';
import type { DeckRow } from '../decks/deckRow';
import { parseDeckDocument } from '../decks/documentInput';
import type { Actor } from '../policies/actor';
import { assertSignedIn } from '../policies/user';
import type { CommandDeps } from './context';

/** Creates a deck from a deck format v1 document; slide ids are kept so an export round-trips. */
export async function importDeck(deps: CommandDeps, actor: Actor, document: unknown): Promise<DeckRow> {
  const ownerId = assertSignedIn(actor).id;
  const deck = parseDeckDocument(document);
  const now = new Date(deps.clock.now());
  const [row] = await deps.db
    .insert(decks)
    .values({
      ownerId,
      title: deck.title,
      description: deck.description,
      tags: [...new Set(deck.tags)],
      slides: deck.slides,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('deck was not imported');
  return row;
}
