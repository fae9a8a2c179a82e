import { forbidden } from '../lib/errors';
import { REMOVED_MESSAGE } from '../live/room';
import type { ParticipantRow } from '../live/store';
import type { ParticipantClaims } from '../live/tokens';
import type { Actor } from './actor';

/**
 * A participant's seat (SPEC R3.7, R3.8): a participant token opens the event it was issued
 * for, as long as its seat exists and the host has not removed it. The seat's holder knows
 * the event, so refusals are FORBIDDEN with the reason, never NOT_FOUND.
 */

/** Why the claims cannot act in `eventId` (before reading the seat), or null. */
export function claimsRefusal(claims: ParticipantClaims | null, eventId: string): string | null {
  if (!claims) return 'Join the event first';
  if (claims.eventId !== eventId) return 'This seat belongs to another event';
  return null;
}

/** Why the seat cannot act in `eventId`, or null. `row` is the seat the claims name, as stored. */
export function seatRefusal(claims: ParticipantClaims | null, eventId: string, row: ParticipantRow | undefined): string | null {
  const refusal = claimsRefusal(claims, eventId);
  if (refusal) return refusal;
  if (!row || row.eventId !== eventId) return 'This seat does not exist';
  if (row.removedAt) return REMOVED_MESSAGE;
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
  if (refusal) throw forbidden(refusal);
  return claims!;
}

/** The seat, if it may act in `eventId`; FORBIDDEN with the reason otherwise. */
export function assertSeat(claims: ParticipantClaims | null, eventId: string, row: ParticipantRow | undefined): ParticipantRow {
  const refusal = seatRefusal(claims, eventId, row);
  if (refusal) throw forbidden(refusal);
  return row!;
}
