import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { DECK_LIMITS, imageUrl, tagSchema, Reason } from '@mingle/shared';
import { decks } from '../db/schema';
import type { DeckRow } from '../decks/deckRow';
import { loadDeckFor } from '../decks/queries';
import type { Actor } from '../policies/actor';
import { appError } from '../lib/errors';
import { parseInput } from '../lib/validation';
import { requireStoredImages } from '../decks/storedImages';
import type { CommandDeps } from './context';
import { STALE_SAVE_MESSAGE } from './saveDeck';

export const updateDeckInput = z.object({
  title: z
    .string()
    .trim()
    .min(1, { error: 'is required' })
    .max(DECK_LIMITS.title, { error: `at most ${DECK_LIMITS.title} characters` })
    .optional(),
  description: z
    .string()
    .trim()
    .max(DECK_LIMITS.description, { error: `at most ${DECK_LIMITS.description} characters` })
    .optional(),
  tags: z
    .array(tagSchema)
    .max(DECK_LIMITS.tags, { error: `at most ${DECK_LIMITS.tags} tags` })
    .optional(),
  coverImage: imageUrl.nullable().optional(),
  // PUBLIC is publishDeck's (ADR 51): publishing checks the deck and dates it; this would skip both.
  visibility: z.enum(['PRIVATE', 'TEAM'], { error: 'is PRIVATE or TEAM here; publish a deck with publishDeck' }).optional(),
});

/** Changes a deck's details (not its slides), under the same stale-save rule as saveDeck. */
export async function updateDeck(deps: CommandDeps, actor: Actor, id: string, baseRevision: number, raw: unknown): Promise<DeckRow> {
  const input = parseInput(updateDeckInput, raw);
  await loadDeckFor(deps.db, actor, id, 'edit', deps.clock.now());
  if (input.coverImage) await requireStoredImages(deps.db, [{ path: 'coverImage', url: input.coverImage }], '');
  const [row] = await deps.db
    .update(decks)
    .set({
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.tags !== undefined ? { tags: [...new Set(input.tags)] } : {}),
      ...(input.coverImage !== undefined ? { coverImage: input.coverImage } : {}),
      ...(input.visibility !== undefined ? { visibility: input.visibility.toLowerCase() as DeckRow['visibility'], publishedAt: null } : {}),
      revision: baseRevision + 1,
      updatedAt: new Date(deps.clock.now()),
    })
    // The policy decided above; the revision and deletedAt here only guard against a change in between.
    .where(and(eq(decks.id, id), eq(decks.revision, baseRevision), isNull(decks.deletedAt)))
    .returning();
  if (!row) throw appError(Reason.VERSION_CONFLICT, STALE_SAVE_MESSAGE);
  return row;
}
