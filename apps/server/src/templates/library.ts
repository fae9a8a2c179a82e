import { asc } from 'drizzle-orm';
import { deckSchema, isTemplateTag } from '@mingle/shared';
import type { Db } from '../db/client';
import { templateEntries } from '../db/schema';
import { templateMatcher, type Template, type TemplateCatalog, type TemplateQuery } from './catalog';

/** A template as the library shows it: a shipped file or one an admin added, and whether it is hidden (ADR 0053). */
export interface LibraryTemplate extends Template {
  /** Left out of the gallery; only admins see it (to show it again) and use it. */
  hidden: boolean;
  /** Added by an admin from a deck (a row of `template_entries`), not a shipped file: it can be removed. */
  added: boolean;
}

export type TemplateEntryRow = typeof templateEntries.$inferSelect;

/** A stored template document, if it still reads as a template; a row that does not is left out. */
export function entryTemplate(row: TemplateEntryRow): Template | null {
  if (row.document === null) return null;
  const parsed = deckSchema.safeParse(row.document);
  if (!parsed.success || parsed.data.tags.length === 0 || !parsed.data.tags.every(isTemplateTag)) return null;
  return { slug: row.slug, deck: parsed.data as Template['deck'] };
}

/**
 * The whole library: the shipped files in file name order, each hidden if an override row says
 * so, then the templates admins added, oldest first. A file wins over an added row of the same
 * slug (a release shipping a slug an admin had already used): the added one is not shown.
 * `withHidden` is for admins; everyone else never sees hidden templates.
 */
export async function libraryTemplates(db: Db, catalog: TemplateCatalog, withHidden: boolean): Promise<LibraryTemplate[]> {
  const rows = await db.select().from(templateEntries).orderBy(asc(templateEntries.createdAt), asc(templateEntries.slug));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const shipped = catalog.templates.map((t) => ({ ...t, hidden: bySlug.get(t.slug)?.hidden ?? false, added: false }));
  const added = rows.flatMap((row) => {
    if (catalog.get(row.slug)) return [];
    const template = entryTemplate(row);
    return template ? [{ ...template, hidden: row.hidden, added: true }] : [];
  });
  return [...shipped, ...added].filter((t) => withHidden || !t.hidden);
}

/** The library's templates matching a tag and a search (TemplateCatalog.list's rules). */
export async function listLibrary(db: Db, catalog: TemplateCatalog, query: TemplateQuery, withHidden: boolean): Promise<LibraryTemplate[]> {
  return (await libraryTemplates(db, catalog, withHidden)).filter(templateMatcher(query));
}

/** One template by slug, or undefined (also for a hidden one, unless `withHidden`). */
export async function findLibraryTemplate(
  db: Db,
  catalog: TemplateCatalog,
  slug: string,
  withHidden: boolean,
): Promise<LibraryTemplate | undefined> {
  return (await libraryTemplates(db, catalog, withHidden)).find((t) => t.slug === slug);
}

/** A slug made of a title: lower-case ASCII words joined by -, at most 60 characters. */
export function slugOf(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 60)
    .replace(/^-+|-+$/g, '');
  return slug || 'template';
}
