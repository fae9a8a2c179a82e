import { Reason, type Slide } from '@mingle/shared';
import { decks } from '../db/schema';
import type { DeckRow } from '../decks/deckRow';
import { appError } from '../lib/errors';
import type { Actor } from '../policies/actor';
import { assertSignedIn, isAdmin } from '../policies/user';
import type { TemplateCatalog } from '../templates/catalog';
import { findLibraryTemplate } from '../templates/library';
import type { CommandDeps } from './context';
import { withFreshIds } from './duplicateDeck';

export const templateNotFound = (slug: string) => appError(Reason.TEMPLATE_NOT_FOUND, `There is no template "${slug}"`);

/**
 * Makes the template a new private deck of the caller's: its own copy to edit, with fresh slide
 * ids like a duplicated deck, so two decks made from one template never share slide ids. An
 * added template's images are stored files of this server: the copy points at the same files,
 * as a duplicated deck does (files are never deleted with a deck, ADR 0053).
 */
export async function useTemplate(deps: CommandDeps & { templates: TemplateCatalog }, actor: Actor, slug: string): Promise<DeckRow> {
  const ownerId = assertSignedIn(actor).id;
  // A hidden template is out of the gallery: only admins (who see it there) still use it.
  const template = await findLibraryTemplate(deps.db, deps.templates, slug, isAdmin(actor));
  if (!template) throw templateNotFound(slug);
  const { deck } = template;
  const now = new Date(deps.clock.now());
  const [row] = await deps.db
    .insert(decks)
    .values({
      ownerId,
      title: deck.title,
      description: deck.description,
      tags: deck.tags,
      language: deck.language,
      visibility: 'private',
      slides: withFreshIds(deck.slides as Slide[]),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('deck was not made from the template');
  return row;
}
