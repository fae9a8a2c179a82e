import { DECK_LIMITS, newSlideId, renameSlideReferences, type Slide } from '@mingle/shared';
import { decks } from '../db/schema';
import type { DeckRow } from '../decks/deckRow';
import { loadDeckFor } from '../decks/queries';
import type { Actor } from '../policies/actor';
import { assertSignedIn } from '../policies/user';
import type { CommandDeps } from './context';

/**
 * Copies a deck with fresh slide ids (so the copy's slides and results never get confused
 * with the original's), keeping "who said it?" slides pointing at their copied source.
 */
export async function duplicateDeck(deps: CommandDeps, actor: Actor, id: string): Promise<DeckRow> {
  const source = await loadDeckFor(deps.db, actor, id, 'duplicate', deps.clock.now());
  const now = new Date(deps.clock.now());
  const [row] = await deps.db
    .insert(decks)
    .values({
      ownerId: assertSignedIn(actor).id,
      title: `Copy of ${source.title}`.slice(0, DECK_LIMITS.title),
      description: source.description,
      tags: source.tags,
      language: source.language,
      coverImage: source.coverImage,
      visibility: 'private',
      // The owner's own copy is the same content: it stays off the community list too (ADR 59).
      takenDownAt: source.takenDownAt,
      slides: withFreshIds(source.slides as Slide[]),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('deck was not duplicated');
  return row;
}

export function withFreshIds(slides: Slide[]): Slide[] {
  const renamed = new Map(slides.map((s) => [s.id, newSlideId()]));
  // A slide naming another (who said it's source) names its copy: the type says which fields.
  return renameSlideReferences(
    slides.map((s) => ({ ...s, id: renamed.get(s.id) ?? newSlideId() })),
    (id) => renamed.get(id) ?? id,
  );
}
