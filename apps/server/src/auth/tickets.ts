import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tickets } from '../db/schema';
import type { Clock } from '../lib/clock';
import { hashToken, newOpaqueToken } from './tokens';

export type TicketKind = 'verify-email' | 'reset-password';

export const TICKET_TTL_MS: Record<TicketKind, number> = {
  'verify-email': 3 * 24 * 3600_000,
  'reset-password': 3600_000,
};

export async function createTicket(db: Db, clock: Clock, userId: string, kind: TicketKind): Promise<string> {
  const ticket = newOpaqueToken();
  await db.insert(tickets).values({
    userId,
    kind,
    tokenHash: hashToken(ticket),
    expiresAt: new Date(clock.now() + TICKET_TTL_MS[kind]),
  });
  return ticket;
}

/** Uses a ticket up: the user it was for, or null if it is unknown, used or expired. */
export async function consumeTicket(db: Db, clock: Clock, ticket: string, kind: TicketKind): Promise<string | null> {
  const now = new Date(clock.now());
  const [row] = await db
    .update(tickets)
    .set({ usedAt: now })
    .where(and(eq(tickets.tokenHash, hashToken(ticket)), eq(tickets.kind, kind), isNull(tickets.usedAt), gt(tickets.expiresAt, now)))
    .returning({ userId: tickets.userId });
  return row?.userId ?? null;
}

/**
 * Uses up every outstanding ticket of one kind for a user. Once a password is set, by a
 * reset or by the signed-in user, an earlier reset mail must not set it again: whoever still
 * holds one (a shared inbox, a mailbox someone read) could undo the owner's change.
 */
export async function revokeTickets(db: Db, clock: Clock, userId: string, kind: TicketKind): Promise<void> {
  await db
    .update(tickets)
    .set({ usedAt: new Date(clock.now()) })
    .where(and(eq(tickets.userId, userId), eq(tickets.kind, kind), isNull(tickets.usedAt)));
}
