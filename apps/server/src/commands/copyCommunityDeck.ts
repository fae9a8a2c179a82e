import { eq, sql } from 'drizzle-orm';
import { importedTitle, Reason, type Slide } from '@mingle/shared';
import { findCommunityDeck } from '../community/queries';
import { decks } from '../db/schema';
import type { DeckRow } from '../decks/deckRow';
import { appError } from '../lib/errors';
import type { Actor } from '../policies/actor';
import { assertSignedIn } from '../policies/user';
import type { CommandDeps } from './context';
import { withFreshIds } from './duplicateDeck';

export const communityDeckNotFound = () =>
  appError(Reason.COMMUNITY_DECK_NOT_FOUND, 'This deck is not on the community list (its owner unpublished or deleted it)');

/**
 * "Make a copy" from the community list (ADR 51): a new private deck of the caller's with fresh
 * slide ids, like a duplicate. Images stay the same stored files (uploads are never removed
 * while a deck names them). A copy by someone else counts towards "most copied"; the owner
 * copying their own deck does not.
 */
export async function copyCommunityDeck(deps: CommandDeps, actor: Actor, id: string): Promise<DeckRow> {
  const ownerId = assertSignedIn(actor).id;
  const found = await findCommunityDeck(deps.db, id);
  if (!found) throw communityDeckNotFound();
  const source = found.deck;
  const now = new Date(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    const taken = await tx.select({ title: decks.title }).from(decks).where(eq(decks.ownerId, ownerId));
    const [row] = await tx
      .insert(decks)
      .values({
        ownerId,
        title: importedTitle(
          source.title,
          taken.map((d) => d.title),
          'copy',
        ),
        description: source.description,
        tags: source.tags,
        language: source.language,
        coverImage: source.coverImage,
        visibility: 'private',
        slides: withFreshIds(source.slides as Slide[]),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('deck was not copied');
    if (source.ownerId !== ownerId)
      await tx
        .update(decks)
        .set({ copyCount: sql`${decks.copyCount} + 1` })
        .where(eq(decks.id, source.id));
    return row;
  });
}
