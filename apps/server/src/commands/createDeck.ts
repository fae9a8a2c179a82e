import { z } from 'zod';
import { DECK_LIMITS, tagSchema } from '@mingle/shared';
import { decks } from '../db/schema';
import type { DeckRow } from '../decks/deckRow';
import { parseInput } from '../lib/validation';
import type { Actor } from '../policies/actor';
import { assertSignedIn } from '../policies/user';
import type { CommandDeps } from './context';

export const createDeckInput = z
  .object({
    title: z
      .string()
      .trim()
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
  })
  .default({});

/** Creates an empty deck for the user; "Untitled deck" until they name it. */
export async function createDeck(deps: CommandDeps, actor: Actor, raw: unknown): Promise<DeckRow> {
  const ownerId = assertSignedIn(actor).id;
  const input = parseInput(createDeckInput, raw ?? undefined);
  const now = new Date(deps.clock.now());
  const [row] = await deps.db
    .insert(decks)
    .values({
      ownerId,
      title: input.title || 'Untitled deck',
      description: input.description ?? '',
      tags: [...new Set(input.tags ?? [])],
      slides: [],
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('deck was not created');
  return row;
}
