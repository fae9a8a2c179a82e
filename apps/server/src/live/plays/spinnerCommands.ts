import { isSpinnerPlay, isUuid, playKey, Reason, spinWinner } from '@mingle/shared';
import type { Db } from '../../db/client';
import { appError } from '../../lib/errors';
import type { EventCommands } from '../service';
import * as S from '../state';
import { findEvent, findParticipant, stateOf, type EventRow, type ParticipantRow } from '../store';
import type { ParticipantClaims } from '../tokens';
import { handSpin, spinByPhone } from './spinner';

/** What handing and spinning need: the database, the host's commands, and the seat check of phones. */
export interface SpinnerDeps {
  db: Db;
  events: EventCommands;
  seat(claims: ParticipantClaims | null, eventId: string): Promise<ParticipantRow>;
}

/** What the handed phone gets back from its spin: the same for a second tap (R21.6). */
export interface SpinReceipt {
  slideId: string;
  round: number;
  /** The segment the wheel stopped on; null for a wheel with nobody left on it. */
  winner: string | null;
}

/**
 * R21.6: the host hands the spin of the wheel on screen to a participant (null takes it back).
 * Only the event's host; only a participant still in the event; only before the wheel spins.
 */
export async function handSpinToPhone(
  d: SpinnerDeps,
  hostId: string,
  eventId: string,
  slideId: string,
  participantId: string | null,
): Promise<EventRow> {
  const row = await d.events.loadAsHost(hostId, eventId);
  let spinner: { id: string; nickname: string } | null = null;
  if (participantId !== null) {
    const seat = isUuid(participantId) ? await findParticipant(d.db, participantId) : undefined;
    if (!seat || seat.eventId !== eventId || seat.removedAt)
      throw appError(Reason.PARTICIPANT_NOT_FOUND, 'This participant is not in the event');
    spinner = { id: seat.id, nickname: seat.nickname };
  }
  return d.events.apply(row, (state, slides) => handSpin(state, slides, slideId, spinner));
}

/**
 * R21.6: the handed phone spins: the event moves to the round's result, where the server
 * draws the stop (R21.5). Idempotent: a second tap, or a retry after a lost reply, gets the
 * same receipt.
 */
export async function spinWheelByPhone(
  d: SpinnerDeps,
  claims: ParticipantClaims | null,
  eventId: string,
  slideId: string,
  round: number,
): Promise<SpinReceipt> {
  const seat = await d.seat(claims, eventId);
  const row = await findEvent(d.db, eventId);
  if (!row) throw appError(Reason.EVENT_NOT_FOUND, 'This event does not exist');
  const written = await d.events.apply(row, (state, slides, now) =>
    spinByPhone(state, slides, slideId, round, seat.id) === 'spin' ? S.advance(state, slides, now) : state,
  );
  const play = stateOf(written).plays[playKey(slideId, round)];
  const won = isSpinnerPlay(play) ? spinWinner(play) : null;
  return { slideId, round, winner: won?.label ?? null };
}
