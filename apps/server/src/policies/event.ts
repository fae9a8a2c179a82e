import { eq, type SQL } from 'drizzle-orm';
import { Reason } from '@mingle/shared';
import { events } from '../db/schema';
import { appError } from '../lib/errors';
import type { EventRow, ParticipantRow } from '../live/store';
import type { Actor, UserActor } from './actor';
import { assertSeat, canActAsSeat, claimsSeatIn } from './seat';

/**
 * Who may run and read a live event. The host (the account that started it) controls it;
 * participants act through their seat (`seat.ts`); the live view is public, because the big
 * screen (`/spectate/{id}`) follows an event without signing in. Anyone else is told the
 * event does not exist (ADR 20).
 *
 * These say whether the viewer may act at all; whether the event's state allows the act
 * (answering open, not ended) is the state machine's answer (`live/state.ts`).
 */
type EventFacts = Pick<EventRow, 'id' | 'hostId'>;

export const isHost = (actor: Actor, event: EventFacts): boolean => actor.user !== null && actor.user.id === event.hostId;

/** The host console, the `event` query, the host's view of the event's details. */
export const canViewEventAsHost = isHost;
/** Next, previous, go to, lock answers, add time, pause, resume. */
export const canControlEvent = isHost;
export const canEndEvent = isHost;
export const canLockLobby = isHost;
export const canRemoveParticipant = isHost;
/**
 * After the event: its report (analytics) and its exports. The host's alone for now; a team
 * will widen this (and `eventsListedFor`) when teams arrive.
 */
export const canReadEventReport = isHost;
/**
 * The public recap's on/off switch and the list of one's recaps (ADR 43). Reading a recap
 * needs no account: whoever has its link sees it while it is on (`recaps/recaps.ts`).
 */
export const canManageRecap = isHost;
/** Mark audience questions answered, hide them, feature one, close or reopen a Q&A (SPEC R15.5). */
export const canModerateQna = isHost;

/**
 * The leaderboard: the host, and participants seated in the event (not removed). `seat` is
 * the stored seat the actor's claims name, or null when it was not read (then a participant
 * is not allowed: only the host's views ask without reading it).
 */
export function canViewLeaderboard(actor: Actor, event: EventFacts, seat: ParticipantRow | undefined | null): boolean {
  if (isHost(actor, event)) return true;
  return seat !== null && canActAsSeat(actor.seat, event.id, seat);
}

/**
 * Following the live view without a seat (the big screen, `/spectate/{id}`): open while the
 * event runs. Once it has ended the view is its final standings, which are the public recap's:
 * they stay open while the recap is on, and to the host; a host who turned the recap off has
 * taken them back (ADR 43). Seats follow through `canActAsSeat`, as before.
 */
export function canSpectate(actor: Actor, event: Pick<EventRow, 'id' | 'hostId' | 'status' | 'recapEnabled'>): boolean {
  return event.status !== 'ended' || event.recapEnabled || isHost(actor, event);
}

/** `Event.can`: the type is only served to its host, so seats are not read for it. */
export function eventCan(actor: Actor, event: EventFacts) {
  return {
    control: canControlEvent(actor, event),
    end: canEndEvent(actor, event),
    lockLobby: canLockLobby(actor, event),
    removeParticipant: canRemoveParticipant(actor, event),
    moderateQna: canModerateQna(actor, event),
    viewLeaderboard: canViewLeaderboard(actor, event, null),
  };
}

/** The event, if the actor is its host; NOT_FOUND otherwise, as if it did not exist. */
export function assertHost<T extends EventFacts>(actor: Actor, event: T | undefined): T {
  if (!event || !isHost(actor, event)) throw eventNotFoundForHost();
  return event;
}

/** The event, if the actor may moderate its Q&A; NOT_FOUND otherwise, as if it did not exist. */
export function assertCanModerateQna<T extends EventFacts>(actor: Actor, event: T | undefined): T {
  if (!event || !canModerateQna(actor, event)) throw eventNotFoundForHost();
  return event;
}

/**
 * The leaderboard's check. A participant of this event whose seat is refused (removed) is
 * told why; anyone else without a right to it learns nothing of the event.
 */
export function assertCanViewLeaderboard<T extends EventFacts>(actor: Actor, event: T | undefined, seat: ParticipantRow | undefined): T {
  if (event && canViewLeaderboard(actor, event, seat)) return event;
  if (event && claimsSeatIn(actor, event.id)) assertSeat(actor.seat, event.id, seat);
  throw eventNotFound();
}

/** The event, if the actor may read its report and exports; NOT_FOUND otherwise, as if it did not exist. */
export function assertCanReadEventReport<T extends EventFacts>(actor: Actor, event: T | undefined): T {
  if (!event || !canReadEventReport(actor, event)) throw eventNotFoundForHost();
  return event;
}

/** The event, if the actor may switch its recap on or off; NOT_FOUND otherwise, as if it did not exist. */
export function assertCanManageRecap<T extends EventFacts>(actor: Actor, event: T | undefined): T {
  if (!event || !canManageRecap(actor, event)) throw eventNotFoundForHost();
  return event;
}

/** The events a user's analytics list shows ("my events"): the SQL side of `canReadEventReport`. */
export function eventsListedFor(user: UserActor): SQL {
  return eq(events.hostId, user.id);
}

export const eventNotFound = () => appError(Reason.EVENT_NOT_FOUND, 'This event does not exist');
export const eventNotFoundForHost = () => appError(Reason.EVENT_NOT_FOUND, 'This event does not exist, or you are not its host');
