import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { isUuid, Reason, REPORT_KINDS, reportEmailSchema, reportMessageSchema } from '@mingle/shared';
import { contentReports, decks } from '../db/schema';
import type { Db } from '../db/client';
import { appError } from '../lib/errors';
import { parseInput } from '../lib/validation';
import type { ReportLimit } from '../moderation/reportLimit';
import type { Actor } from '../policies/actor';
import type { CommandDeps } from './context';

export const submitReportInput = z.object({
  kind: z.enum(REPORT_KINDS),
  deckId: z.string().max(100).nullish(),
  message: reportMessageSchema,
  email: reportEmailSchema,
});

/** A deck that is not public now (or never was, or is gone) is not told apart from one that does not exist. */
export const reportedDeckNotFound = () => appError(Reason.DECK_NOT_FOUND, 'There is no public deck with this id', { field: 'deckId' });

/** The deck anyone may report: public and not deleted. Null for any other id. */
export async function publicDeck(db: Db, deckId: string): Promise<{ id: string; title: string } | null> {
  if (!isUuid(deckId)) return null;
  const [row] = await db
    .select({ id: decks.id, title: decks.title })
    .from(decks)
    .where(and(eq(decks.id, deckId), eq(decks.visibility, 'public'), isNull(decks.deletedAt)));
  return row ?? null;
}

/**
 * Stores a report for the admins (ADR 52). Open to everyone; counted per client address. A
 * signed-in reporter is the account (a typed address is ignored); a signed-out one may leave an
 * address to be answered at. A reported deck must be public: only those are for everyone to see.
 */
export async function submitReport(
  deps: CommandDeps & { limit: ReportLimit },
  actor: Actor,
  ip: string,
  raw: unknown,
): Promise<{ id: string }> {
  const input = parseInput(submitReportInput, raw);
  await deps.limit.admit(ip);
  const deckId = input.deckId?.trim() || null;
  if (deckId && !(await publicDeck(deps.db, deckId))) throw reportedDeckNotFound();
  const reporterId = actor.user?.id ?? null;
  const [row] = await deps.db
    .insert(contentReports)
    .values({
      kind: input.kind === 'ABUSE' ? 'abuse' : 'problem',
      deckId,
      message: input.message,
      reporterId,
      reporterEmail: reporterId ? null : (input.email ?? null),
      createdAt: new Date(deps.clock.now()),
    })
    .returning({ id: contentReports.id });
  if (!row) throw new Error('the report was not stored');
  return row;
}
