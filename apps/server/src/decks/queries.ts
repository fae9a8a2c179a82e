import { isUuid } from '@mingle/shared';
import { and, arrayContains, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { decks } from '../db/schema';
import type { Actor } from '../policies/actor';
import { assertCanDeck, type DeckAction } from '../policies/deck';
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

/**
 * The decks of `scope` (the deck policy's `decksListedFor`) matching a search and tags, one
 * page, newest first by default.
 */
export async function listDecks(db: Db, scope: SQL, q: DeckListQuery): Promise<{ items: DeckRow[]; total: number }> {
  const conditions: SQL[] = [scope, q.deleted ? isNotNull(decks.deletedAt) : isNull(decks.deletedAt)];
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

/** A deck the actor may take `action` on, or NOT_FOUND (policies/deck.ts). */
export async function loadDeckFor(db: Db, actor: Actor, id: string, action: DeckAction, now: number): Promise<DeckRow> {
  return assertCanDeck(actor, await findDeck(db, id), action, now);
}

/** Every tag on the decks of `scope` (as for `listDecks`), for the filter. */
export async function listDeckTags(db: Db, scope: SQL): Promise<string[]> {
  const rows = await db.execute<{ tag: string }>(
    sql`SELECT DISTINCT unnest(${decks.tags}) AS tag FROM ${decks} WHERE ${scope} AND ${decks.deletedAt} IS NULL ORDER BY tag`,
  );
  return (rows as unknown as { rows: { tag: string }[] }).rows.map((r) => r.tag);
}
