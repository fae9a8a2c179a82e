import { Reason } from '@mingle/shared';
import { appError } from '../lib/errors';
import { REMOVED_MESSAGE } from '../live/room';
import type { ParticipantRow } from '../live/store';
import type { ParticipantClaims } from '../live/tokens';
import type { Actor } from './actor';

/**
 * A participant's seat (SPEC R3.7, R3.8): a participant token opens the event it was issued
 * for, as long as its seat exists and the host has not removed it. The seat's holder knows
 * the event, so refusals are FORBIDDEN with the reason, never NOT_FOUND.
 */

/** Why a seat may not act: the reason the web maps and the sentence beside it. */
export interface SeatRefusal {
  reason: Reason;
  message: string;
}

/** Why the claims cannot act in `eventId` (before reading the seat), or null. */
export function claimsRefusal(claims: ParticipantClaims | null, eventId: string): SeatRefusal | null {
  if (!claims) return { reason: Reason.SEAT_REQUIRED, message: 'Join the event first' };
  if (claims.eventId !== eventId) return { reason: Reason.SEAT_OTHER_EVENT, message: 'This seat belongs to another event' };
  return null;
}

/** Why the seat cannot act in `eventId`, or null. `row` is the seat the claims name, as stored. */
export function seatRefusal(claims: ParticipantClaims | null, eventId: string, row: ParticipantRow | undefined): SeatRefusal | null {
  const refusal = claimsRefusal(claims, eventId);
  if (refusal) return refusal;
  if (!row || row.eventId !== eventId) return { reason: Reason.SEAT_NOT_FOUND, message: 'This seat does not exist' };
  if (row.removedAt) return { reason: Reason.SEAT_REMOVED, message: REMOVED_MESSAGE };
  return null;
}

/** Answering, voting, reading one's own part: a seat of this event, not removed. */
export const canActAsSeat = (claims: ParticipantClaims | null, eventId: string, row: ParticipantRow | undefined): boolean =>
  seatRefusal(claims, eventId, row) === null;

/** Whether the actor holds a seat (valid or not) of this event: what decides who answers a refusal. */
export const claimsSeatIn = (actor: Actor, eventId: string): boolean => actor.seat?.eventId === eventId;

/** Checks the claims alone (the answer path's snapshot holds the rest): FORBIDDEN with the reason. */
export function assertClaims(claims: ParticipantClaims | null, eventId: string): ParticipantClaims {
  const refusal = claimsRefusal(claims, eventId);
  if (refusal) throw appError(refusal.reason, refusal.message);
  return claims!;
}

/** The seat, if it may act in `eventId`; FORBIDDEN with the reason otherwise. */
export function assertSeat(claims: ParticipantClaims | null, eventId: string, row: ParticipantRow | undefined): ParticipantRow {
  const refusal = seatRefusal(claims, eventId, row);
  if (refusal) throw appError(refusal.reason, refusal.message);
  return row!;
}
