import { isUuid } from '@mingle/shared';
import { and, arrayContains, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { decks, users } from '../db/schema';
import type { DeckRow } from '../decks/deckRow';

/** The community list's orders: newest on the list first, or most copied first. */
export type CommunitySort = 'NEWEST' | 'MOST_COPIED';

export interface CommunityQuery {
  search?: string | undefined;
  tag?: string | undefined;
  sort: CommunitySort;
  offset: number;
  limit: number;
}

/** A published deck with the name its owner goes by (shown as its author). */
export interface CommunityRow {
  deck: DeckRow;
  author: string;
}

/** Published: public, with a publishing date, and not in anyone's recently deleted. */
const published: SQL = and(eq(decks.visibility, 'public'), isNotNull(decks.publishedAt), isNull(decks.deletedAt))!;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of the community list; every word of `search` must be in the title, description or a tag. */
export async function listCommunityDecks(db: Db, q: CommunityQuery): Promise<{ items: CommunityRow[]; total: number }> {
  const conditions: SQL[] = [published];
  for (const word of (q.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 8)) {
    const pattern = `%${escapeLike(word)}%`;
    conditions.push(or(ilike(decks.title, pattern), ilike(decks.description, pattern), sql`${pattern} ILIKE ANY (${decks.tags})`)!);
  }
  if (q.tag) conditions.push(arrayContains(decks.tags, [q.tag]));
  const where = and(...conditions);
  const order = q.sort === 'MOST_COPIED' ? [desc(decks.copyCount), desc(decks.publishedAt)] : [desc(decks.publishedAt)];
  const [rows, totals] = await Promise.all([
    db
      .select({ deck: decks, author: users.displayName })
      .from(decks)
      .innerJoin(users, eq(users.id, decks.ownerId))
      .where(where)
      .orderBy(...order, asc(decks.id))
      .offset(q.offset)
      .limit(q.limit),
    db.select({ n: count() }).from(decks).where(where),
  ]);
  return { items: rows, total: totals[0]?.n ?? 0 };
}

/** The tags of published decks, most used first (the gallery's chips), at most `limit`. */
export async function communityTags(db: Db, limit: number): Promise<{ tag: string; count: number }[]> {
  const tag = sql<string>`unnest(${decks.tags})`;
  const rows = await db
    .select({ tag, count: count() })
    .from(decks)
    .where(published)
    .groupBy(sql`1`)
    .orderBy(desc(count()), asc(sql`1`))
    .limit(limit);
  return rows.map((r) => ({ tag: r.tag, count: Number(r.count) }));
}

/** A published deck with its author, or undefined (an unknown id, or one not published). */
export async function findCommunityDeck(db: Db, id: string): Promise<CommunityRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({ deck: decks, author: users.displayName })
    .from(decks)
    .innerJoin(users, eq(users.id, decks.ownerId))
    .where(and(eq(decks.id, id), published))
    .limit(1);
  return row;
}
