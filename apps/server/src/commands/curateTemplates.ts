import { deckImages, deckProblems, Reason, type TemplateTag } from '@mingle/shared';
import { eq, sql } from 'drizzle-orm';
import { templateEntries } from '../db/schema';
import { toDocument } from '../decks/deckRow';
import { loadDeckFor } from '../decks/queries';
import { requireStoredImages } from '../decks/storedImages';
import { appError } from '../lib/errors';
import type { Actor } from '../policies/actor';
import { assertAdmin } from '../policies/user';
import type { Template, TemplateCatalog } from '../templates/catalog';
import { findLibraryTemplate, slugOf, type LibraryTemplate } from '../templates/library';
import type { CommandDeps } from './context';
import { templateNotFound } from './useTemplate';

/** What curating the library needs: the database, the clock and the shipped files. */
export type CurateDeps = CommandDeps & { templates: TemplateCatalog };

export interface AddTemplateInput {
  deckId: string;
  /** The template's address; derived from the deck's title (made unique) when absent. */
  slug?: string | undefined;
  tags: TemplateTag[];
  description: string;
}

const slugTaken = (slug: string) =>
  appError(Reason.TEMPLATE_SLUG_TAKEN, `Another template is already called "${slug}" in its address; choose another`, { field: 'slug' });

/**
 * Makes one of the admin's own decks a template (ADR 0053): a copy of its document as it is now,
 * with the template's tags and description, held in `template_entries`. Like a shipped file, it
 * must be hostable as it is (no deck problems); unlike one, it may carry images, files stored on
 * this server (checked to be here).
 * @throws ADMIN_ONLY, DECK_NOT_FOUND (not the admin's deck), DECK_NOT_READY, IMAGE_NOT_STORED, TEMPLATE_SLUG_TAKEN
 */
export async function addTemplate(deps: CurateDeps, actor: Actor, input: AddTemplateInput): Promise<LibraryTemplate> {
  const admin = assertAdmin(actor);
  const deck = toDocument(await loadDeckFor(deps.db, actor, input.deckId, 'view', deps.clock.now()));
  const problems = deckProblems(deck);
  if (problems[0]) {
    const p = problems[0];
    const where = p.slideIndex >= 0 ? `Slide ${p.slideIndex + 1}: ${p.path} ${p.message}` : `The deck needs slides: ${p.message}`;
    throw appError(
      Reason.DECK_NOT_READY,
      `A template must be ready to host as it is. ${where}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}.`,
    );
  }
  await requireStoredImages(deps.db, deckImages(deck.slides), '');

  // Slugs are unique across the files and the table (whose rows name files or added templates).
  const rows = await deps.db.select({ slug: templateEntries.slug }).from(templateEntries);
  const taken = new Set([...deps.templates.templates.map((t) => t.slug), ...rows.map((r) => r.slug)]);
  let slug = input.slug;
  if (slug === undefined) {
    const base = slugOf(deck.title);
    slug = base;
    for (let n = 2; taken.has(slug); n++) slug = `${base.slice(0, 56)}-${n}`;
  } else if (taken.has(slug)) throw slugTaken(slug);

  const template: Template = { slug, deck: { ...deck, tags: input.tags, description: input.description } };
  const now = new Date(deps.clock.now());
  const [row] = await deps.db
    .insert(templateEntries)
    .values({ slug, document: template.deck, hidden: false, addedBy: admin.id, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw slugTaken(slug); // added at the same moment by another admin
  return { ...template, hidden: false, added: true };
}

/**
 * Hides a template from the gallery, or shows it again: an added one's row changes; a shipped
 * file gets (or updates) an override row of its slug.
 * @throws ADMIN_ONLY, TEMPLATE_NOT_FOUND
 */
export async function setTemplateHidden(deps: CurateDeps, actor: Actor, slug: string, hidden: boolean): Promise<LibraryTemplate> {
  const admin = assertAdmin(actor);
  const template = await findLibraryTemplate(deps.db, deps.templates, slug, true);
  if (!template) throw templateNotFound(slug);
  const now = new Date(deps.clock.now());
  await deps.db
    .insert(templateEntries)
    .values({ slug, document: null, hidden, addedBy: admin.id, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: templateEntries.slug, set: { hidden, updatedAt: sql`excluded.updated_at` } });
  return { ...template, hidden };
}

/**
 * Removes a template an admin added. Shipped files are part of the release: they can only be
 * hidden. The decks already made from it stay as they are (they are copies).
 * @throws ADMIN_ONLY, TEMPLATE_NOT_FOUND, TEMPLATE_SHIPPED
 */
export async function removeTemplate(deps: CurateDeps, actor: Actor, slug: string): Promise<string> {
  assertAdmin(actor);
  const template = await findLibraryTemplate(deps.db, deps.templates, slug, true);
  if (!template) throw templateNotFound(slug);
  if (!template.added)
    throw appError(Reason.TEMPLATE_SHIPPED, `"${slug}" comes with Mingle: it can be hidden from the gallery, not removed`, {
      field: 'slug',
    });
  await deps.db.delete(templateEntries).where(eq(templateEntries.slug, slug));
  return slug;
}
