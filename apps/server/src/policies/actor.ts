import type { ParticipantClaims } from '../live/tokens';

/** A signed-in account as policies see it: who, and the roles its token carries. */
export interface UserActor {
  id: string;
  scope: readonly string[];
}

/**
 * Who is asking. An account (bearer token), a participant's seat (participant token), both
 * (a host's phone that joined an event) or neither (a guest, a big screen). Policies decide
 * from this and the entity alone; they never read a request.
 */
export interface Actor {
  user: UserActor | null;
  seat: ParticipantClaims | null;
}

export const GUEST: Actor = { user: null, seat: null };

/** An account acting without a seat: what the live engine's commands are given (a host's id). */
export function asUser(id: string, scope: readonly string[] = ['user']): Actor {
  return { user: { id, scope }, seat: null };
}
