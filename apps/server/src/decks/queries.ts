import { isUuid } from '@mingle/shared';
import { and, arrayContains, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { decks } from '../db/schema';
import { assertCanEditDeck } from '../policies/deck';
import type { DeckRow } from './deckRow';

export type DeckSort = 'UPDATED_DESC' | 'CREATED_DESC' | 'TITLE_ASC';

export interface DeckListQuery {
  search?: string | undefined;
  tags?: string[] | undefined;
  sort: DeckSort;
  offset: number;
  limit: number;
  deleted: boolean;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The owner's decks matching a search and tags, one page, newest first by default. */
export async function listDecks(db: Db, ownerId: string, q: DeckListQuery): Promise<{ items: DeckRow[]; total: number }> {
  const conditions: SQL[] = [eq(decks.ownerId, ownerId), q.deleted ? isNotNull(decks.deletedAt) : isNull(decks.deletedAt)];
  const term = q.search?.trim();
  if (term) {
    const pattern = `%${escapeLike(term)}%`;
    conditions.push(or(ilike(decks.title, pattern), ilike(decks.description, pattern), sql`${pattern} ILIKE ANY (${decks.tags})`)!);
  }
  if (q.tags?.length) conditions.push(arrayContains(decks.tags, q.tags));
  const where = and(...conditions);
  const order =
    q.sort === 'TITLE_ASC'
      ? [asc(sql`lower(${decks.title})`), desc(decks.updatedAt)]
      : q.sort === 'CREATED_DESC'
        ? [desc(decks.createdAt)]
        : [desc(q.deleted ? decks.deletedAt : decks.updatedAt)];
  const [items, totals] = await Promise.all([
    db
      .select()
      .from(decks)
      .where(where)
      .orderBy(...order, asc(decks.id))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(decks).where(where),
  ]);
  return { items, total: totals[0]?.n ?? 0 };
}

export async function findDeck(db: Db, id: string): Promise<DeckRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db.select().from(decks).where(eq(decks.id, id)).limit(1);
  return row;
}

/** A deck the user may edit, or NOT_FOUND. */
export async function loadEditableDeck(db: Db, userId: string, id: string): Promise<DeckRow> {
  return assertCanEditDeck(userId, await findDeck(db, id));
}

/** Every tag on the owner's decks, for the filter. */
export async function listDeckTags(db: Db, ownerId: string): Promise<string[]> {
  const rows = await db.execute<{ tag: string }>(
    sql`SELECT DISTINCT unnest(${decks.tags}) AS tag FROM ${decks} WHERE ${decks.ownerId} = ${ownerId} AND ${decks.deletedAt} IS NULL ORDER BY tag`,
  );
  return (rows as unknown as { rows: { tag: string }[] }).rows.map((r) => r.tag);
}
