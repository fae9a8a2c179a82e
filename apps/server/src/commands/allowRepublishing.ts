import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid, Reason } from '@mingle/shared';
import { deckModeration, decks } from '../db/schema';
import { appError } from '../lib/errors';
import { parseInput } from '../lib/validation';
import type { Actor } from '../policies/actor';
import { assertReviewer } from '../policies/contentReport';
import type { CommandDeps } from './context';

export const allowRepublishingInput = z.object({ deckId: z.string().max(100) });

export const deckNotFound = () => appError(Reason.DECK_NOT_FOUND, 'There is no deck with this id', { field: 'deckId' });

/**
 * An admin lifts a takedown (ADR 59): the owner may publish the deck again. It does not publish
 * it — whether it goes back on the list stays the owner's choice. The owner's copies made while
 * it was down carry the same takedown (the same `taken_down_at`, copied by duplicateDeck) and
 * are lifted with it: nothing else names them to an admin. A deck that is not taken down is
 * left as it is, so two admins allowing it at once both succeed. A deleted deck can be allowed
 * too: its owner may restore it. Each deck lifted gets a line in its moderation history
 * (`deck_moderation`): who allowed it, and when.
 */
export async function allowRepublishing(deps: CommandDeps, actor: Actor, raw: unknown): Promise<{ id: string }> {
  const admin = assertReviewer(actor);
  const { deckId } = parseInput(allowRepublishingInput, raw);
  if (!isUuid(deckId)) throw deckNotFound();
  const [deck] = await deps.db.select({ ownerId: decks.ownerId, takenDownAt: decks.takenDownAt }).from(decks).where(eq(decks.id, deckId));
  if (!deck) throw deckNotFound();
  const { takenDownAt } = deck;
  if (takenDownAt)
    await deps.db.transaction(async (tx) => {
      const lifted = await tx
        .update(decks)
        .set({ takenDownAt: null })
        .where(and(eq(decks.ownerId, deck.ownerId), eq(decks.takenDownAt, takenDownAt)))
        .returning({ id: decks.id });
      const at = new Date(deps.clock.now());
      if (lifted.length)
        await tx
          .insert(deckModeration)
          .values(lifted.map((d) => ({ deckId: d.id, action: 'publishing_allowed' as const, adminId: admin.id, at })));
    });
  return { id: deckId };
}
