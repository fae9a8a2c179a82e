import { Reason } from '@mingle/shared';
import { appError, unauthenticated } from '../lib/errors';
import type { Actor, UserActor } from './actor';

/**
 * Accounts and the admin role. There is one role beyond `user` today: `admin` in the token's
 * scope (the first account of an instance). Admin-only operations call `assertAdmin`; when
 * admins may act on others' things, the other policies ask `isAdmin` here.
 */
export const isSignedIn = (actor: Actor): actor is Actor & { user: UserActor } => actor.user !== null;

export const isAdmin = (actor: Actor): boolean => actor.user?.scope.includes('admin') ?? false;

/** An account changes its own profile and password, nobody else's. */
export const canEditUser = (actor: Actor, userId: string): boolean => actor.user?.id === userId;

/** What the viewer may do beyond single things (`User.can`): the app shows only these. */
export function viewerCan(actor: Actor) {
  const signedIn = isSignedIn(actor);
  return { createDeck: signedIn, importDeck: signedIn, uploadFile: signedIn, administer: isAdmin(actor) };
}

/** The account acting, or UNAUTHENTICATED: participants and guests have none. */
export function assertSignedIn(actor: Actor): UserActor {
  if (!actor.user) throw unauthenticated();
  return actor.user;
}

/** The admin area is known to exist (its routes are public), so refusing it is FORBIDDEN. */
export function assertAdmin(actor: Actor): UserActor {
  const user = assertSignedIn(actor);
  if (!isAdmin(actor)) throw appError(Reason.ADMIN_ONLY, 'Only administrators can do this');
  return user;
}
