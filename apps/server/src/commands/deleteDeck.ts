import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { decks } from '../db/schema';
import { RESTORE_WINDOW_MS, type DeckRow } from '../decks/deckRow';
import { loadDeckFor } from '../decks/queries';
import type { Actor } from '../policies/actor';
import { deckNotFound } from '../policies/deck';
import type { CommandDeps } from './context';

/** Moves a deck to "recently deleted"; it can be restored for 30 days. */
export async function deleteDeck(deps: CommandDeps, actor: Actor, id: string): Promise<DeckRow> {
  await loadDeckFor(deps.db, actor, id, 'delete', deps.clock.now());
  const [row] = await deps.db
    .update(decks)
    .set({ deletedAt: new Date(deps.clock.now()) })
    .where(eq(decks.id, id))
    .returning();
  if (!row) throw deckNotFound();
  return row;
}

/** Brings a deleted deck back, while its restore window lasts. */
export async function restoreDeck(deps: CommandDeps, actor: Actor, id: string): Promise<DeckRow> {
  await loadDeckFor(deps.db, actor, id, 'restore', deps.clock.now());
  const [row] = await deps.db
    .update(decks)
    .set({ deletedAt: null, updatedAt: new Date(deps.clock.now()) })
    .where(eq(decks.id, id))
    .returning();
  if (!row) throw deckNotFound();
  return row;
}

/** Removes for good the decks deleted longer ago than the restore window. */
export async function purgeDeletedDecks(deps: CommandDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now() - RESTORE_WINDOW_MS);
  const removed = await deps.db
    .delete(decks)
    .where(and(isNotNull(decks.deletedAt), lt(decks.deletedAt, cutoff)))
    .returning({ id: decks.id });
  return removed.length;
}
