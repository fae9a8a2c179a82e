import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid, Reason } from '@mingle/shared';
import { contentReports, deckModeration, decks } from '../db/schema';
import { appError } from '../lib/errors';
import { parseInput } from '../lib/validation';
import type { Actor } from '../policies/actor';
import { assertReviewer } from '../policies/contentReport';
import type { CommandDeps } from './context';

export const resolveReportInput = z.object({
  id: z.string().max(100),
  action: z.enum(['DISMISS', 'UNPUBLISH']),
});

type ReportRow = typeof contentReports.$inferSelect;

const reportNotFound = () => appError(Reason.REPORT_NOT_FOUND, 'There is no report with this id', { field: 'id' });
const alreadyResolved = (row: ReportRow) =>
  appError(
    Reason.REPORT_RESOLVED,
    row.resolution === 'unpublished' ? 'This report was resolved already: its deck was unpublished' : 'This report was dismissed already',
  );

/**
 * An admin resolves a report (ADR 52). DISMISS closes that report. UNPUBLISH makes the reported
 * deck private (off the community list, `published_at` cleared; the owner keeps it, and cannot
 * publish it again until an admin allows it: `taken_down_at`, ADR 59) and closes
 * every open report of that deck, since they all asked for the same thing. Resolving a report
 * twice is REPORT_RESOLVED, so two admins acting at once cannot both believe they acted.
 */
export async function resolveReport(deps: CommandDeps, actor: Actor, raw: unknown): Promise<ReportRow> {
  const admin = assertReviewer(actor);
  const input = parseInput(resolveReportInput, raw);
  if (!isUuid(input.id)) throw reportNotFound();
  const now = new Date(deps.clock.now());
  return deps.db.transaction(async (tx) => {
    // Locked, so a second admin's resolve waits and then finds it resolved.
    const [report] = await tx.select().from(contentReports).where(eq(contentReports.id, input.id)).for('update');
    if (!report) throw reportNotFound();
    if (report.resolvedAt) throw alreadyResolved(report);
    const done = { resolvedAt: now, resolvedBy: admin.id };
    if (input.action === 'DISMISS') {
      const [row] = await tx
        .update(contentReports)
        .set({ ...done, resolution: 'dismissed' })
        .where(eq(contentReports.id, report.id))
        .returning();
      return row!;
    }
    if (!report.deckId) throw appError(Reason.INVALID_INPUT, 'This report names no deck: dismiss it instead', { field: 'action' });
    // As publishDeck does (ADR 51), the revision is left alone: unpublishing is not an edit, and
    // an editor open on the deck cannot make it public again (updateDeck no longer sets PUBLIC).
    // Taken down, not only unpublished: its owner cannot put it back (ADR 59).
    await tx.update(decks).set({ visibility: 'private', publishedAt: null, takenDownAt: now }).where(eq(decks.id, report.deckId));
    await tx.insert(deckModeration).values({ deckId: report.deckId, action: 'taken_down', adminId: admin.id, at: now });
    await tx
      .update(contentReports)
      .set({ ...done, resolution: 'unpublished' })
      .where(and(eq(contentReports.deckId, report.deckId), isNull(contentReports.resolvedAt)));
    const [row] = await tx.select().from(contentReports).where(eq(contentReports.id, report.id));
    return row!;
  });
}
