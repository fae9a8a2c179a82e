import { and, eq, isNull } from 'drizzle-orm';
import { deckProblems, Reason, type Slide } from '@mingle/shared';
import { decks } from '../db/schema';
import type { DeckRow } from '../decks/deckRow';
import { loadDeckFor } from '../decks/queries';
import { appError } from '../lib/errors';
import type { Actor } from '../policies/actor';
import { assertSignedIn } from '../policies/user';
import type { CommandDeps } from './context';

const takenDown = () =>
  appError(
    Reason.DECK_TAKEN_DOWN,
    'An admin took this deck off the community list after a report: it cannot be published until an admin allows it again. If you think that was a mistake, tell us on the Report a problem page',
  );

/**
 * Puts the deck on the community list, or takes it off (ADR 51). A published deck is one any
 * visitor may play through and copy, so it must be hostable as it is and say what it is; the
 * list shows its latest saved version. The revision is left alone: publishing is not an edit,
 * and an editor open on the deck must not meet a stale-save conflict because of it. A deck an
 * admin took down after a report stays off until an admin allows it again (ADR 59).
 */
export async function publishDeck(deps: CommandDeps, actor: Actor, id: string, published: boolean): Promise<DeckRow> {
  assertSignedIn(actor);
  const deck = await loadDeckFor(deps.db, actor, id, 'publish', deps.clock.now());
  if (published) {
    if (deck.takenDownAt) throw takenDown();
    const slides = deck.slides as Slide[];
    const problems = deckProblems({ slides });
    if (slides.length === 0 || problems.length > 0)
      throw appError(
        Reason.DECK_NOT_PUBLISHABLE,
        slides.length === 0
          ? 'Add slides before publishing: an empty deck helps nobody'
          : `Fix the deck's problems before publishing (${problems.length === 1 ? 'one problem' : `${problems.length} problems`}: ${problems[0]!.message})`,
      );
    if (!deck.description.trim())
      throw appError(
        Reason.DECK_NOT_PUBLISHABLE,
        'Add a description before publishing: the community list shows it to say what the deck is for',
        {
          field: 'description',
        },
      );
  }
  // Re-publishing keeps the first date: "newest" is when it arrived on the list, not a way to climb it.
  const publishedAt = published ? (deck.visibility === 'public' && deck.publishedAt ? deck.publishedAt : new Date(deps.clock.now())) : null;
  const [row] = await deps.db
    .update(decks)
    .set({ visibility: published ? 'public' : 'private', publishedAt })
    // Checked again here: a takedown that commits after the load must not be undone by this update.
    .where(and(eq(decks.id, id), isNull(decks.deletedAt), published ? isNull(decks.takenDownAt) : undefined))
    .returning();
  if (!row) {
    const [now] = published ? await deps.db.select({ takenDownAt: decks.takenDownAt }).from(decks).where(eq(decks.id, id)) : [];
    if (now?.takenDownAt) throw takenDown();
    throw appError(Reason.DECK_NOT_FOUND, 'This deck does not exist, or it is not yours');
  }
  return row;
}
