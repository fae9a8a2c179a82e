import { asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { contentReports, deckModeration, decks, users } from '../db/schema';
import type { Db } from '../db/client';

export type ReportStatus = 'open' | 'resolved';

/** One report as the admins' list shows it: who sent it and the deck it names, as they are now. */
export interface ReportListItem {
  id: string;
  kind: 'abuse' | 'problem';
  message: string;
  createdAt: Date;
  /** The account that sent it (its name and address), or the address a signed-out reporter typed. */
  reporter: { accountId: string | null; name: string | null; email: string | null };
  deck: ReportedDeck | null;
  resolvedAt: Date | null;
  resolution: 'dismissed' | 'unpublished' | null;
}

/** A deck as the reports show it, as it is now. */
export interface ReportedDeck {
  id: string;
  title: string;
  ownerName: string;
  visibility: 'private' | 'team' | 'public';
  deleted: boolean;
  /** An admin took it down after a report (ADR 59): its owner cannot publish it again. */
  takenDown: boolean;
  /** What admins did to it after reports, oldest first. */
  history: ModerationEntry[];
}

/** One line of a deck's moderation history (`deck_moderation`). */
export interface ModerationEntry {
  action: 'taken_down' | 'publishing_allowed';
  at: Date;
  /** The admin's name and address; null once that account is gone. */
  admin: { name: string | null; email: string } | null;
}

const reporter = alias(users, 'reporter');
const owner = alias(users, 'owner');
const admin = alias(users, 'admin');

/** The reports that `where` picks, joined with their reporters and decks, in `order`. */
function selectReports(db: Db) {
  return db
    .select({
      report: contentReports,
      reporterName: reporter.displayName,
      reporterEmail: reporter.email,
      deckTitle: decks.title,
      deckVisibility: decks.visibility,
      deckDeletedAt: decks.deletedAt,
      deckTakenDownAt: decks.takenDownAt,
      ownerName: owner.displayName,
    })
    .from(contentReports)
    .leftJoin(reporter, eq(reporter.id, contentReports.reporterId))
    .leftJoin(decks, eq(decks.id, contentReports.deckId))
    .leftJoin(owner, eq(owner.id, decks.ownerId));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectReports>['execute']>>[number];

/** The deck's columns the reports show, and its owner's name. */
type DeckColumns = Pick<typeof decks.$inferSelect, 'id' | 'title' | 'visibility' | 'deletedAt' | 'takenDownAt'>;

const reportedDeck = (d: DeckColumns, ownerName: string | null): ReportedDeck => ({
  id: d.id,
  title: d.title,
  ownerName: ownerName ?? '',
  visibility: d.visibility,
  deleted: d.deletedAt !== null,
  takenDown: d.takenDownAt !== null,
  history: [],
});

/** Fills in each deck's moderation history: one query for all of them. */
async function withHistories(db: Db, shown: readonly ReportedDeck[]): Promise<void> {
  if (shown.length === 0) return;
  const rows = await db
    .select({
      deckId: deckModeration.deckId,
      action: deckModeration.action,
      at: deckModeration.at,
      name: admin.displayName,
      email: admin.email,
    })
    .from(deckModeration)
    .leftJoin(admin, eq(admin.id, deckModeration.adminId))
    .where(inArray(deckModeration.deckId, [...new Set(shown.map((d) => d.id))]))
    .orderBy(asc(deckModeration.seq));
  const byDeck = new Map<string, ModerationEntry[]>();
  for (const r of rows) {
    const entry: ModerationEntry = { action: r.action, at: r.at, admin: r.email === null ? null : { name: r.name, email: r.email } };
    const entries = byDeck.get(r.deckId);
    if (entries) entries.push(entry);
    else byDeck.set(r.deckId, [entry]);
  }
  for (const d of shown) d.history = byDeck.get(d.id) ?? [];
}

const decksOf = (items: readonly ReportListItem[]) => items.flatMap((i) => (i.deck ? [i.deck] : []));

function toItem({ report: r, ...j }: Joined): ReportListItem {
  return {
    id: r.id,
    kind: r.kind,
    message: r.message,
    createdAt: r.createdAt,
    reporter: { accountId: r.reporterId, name: j.reporterName, email: r.reporterId ? j.reporterEmail : r.reporterEmail },
    deck:
      r.deckId && j.deckTitle !== null && j.deckVisibility !== null
        ? reportedDeck(
            { id: r.deckId, title: j.deckTitle, visibility: j.deckVisibility, deletedAt: j.deckDeletedAt, takenDownAt: j.deckTakenDownAt },
            j.ownerName,
          )
        : null,
    resolvedAt: r.resolvedAt,
    resolution: r.resolution,
  };
}

/**
 * The reports, open (not resolved yet) or resolved, newest first (resolved ones by when they were
 * resolved), a page at a time, with how many there are. For admins only: the caller checks the
 * policy (ADR 52).
 */
export async function listReports(
  db: Db,
  status: ReportStatus,
  page: { offset: number; limit: number },
): Promise<{ items: ReportListItem[]; total: number }> {
  const where = status === 'open' ? isNull(contentReports.resolvedAt) : isNotNull(contentReports.resolvedAt);
  const rows = await selectReports(db)
    .where(where)
    .orderBy(status === 'open' ? desc(contentReports.createdAt) : desc(contentReports.resolvedAt), desc(contentReports.id))
    .offset(page.offset)
    .limit(page.limit);
  const [counted] = await db.select({ n: count() }).from(contentReports).where(where);
  const items = rows.map(toItem);
  await withHistories(db, decksOf(items));
  return { total: counted?.n ?? 0, items };
}

/** One report as the list shows it, or null. */
export async function loadReportItem(db: Db, id: string): Promise<ReportListItem | null> {
  const [row] = await selectReports(db).where(eq(contentReports.id, id));
  if (!row) return null;
  const item = toItem(row);
  await withHistories(db, decksOf([item]));
  return item;
}

/** A deck as the reports show it (with its owner's name), or null when there is none with this id. */
export async function loadReportedDeck(db: Db, id: string): Promise<ReportedDeck | null> {
  const [row] = await db
    .select({ deck: decks, ownerName: owner.displayName })
    .from(decks)
    .leftJoin(owner, eq(owner.id, decks.ownerId))
    .where(eq(decks.id, id));
  if (!row) return null;
  const deck = reportedDeck(row.deck, row.ownerName);
  await withHistories(db, [deck]);
  return deck;
}
