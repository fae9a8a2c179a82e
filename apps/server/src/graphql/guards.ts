import type { MercuriusContext } from 'mercurius';
import type { Actor } from '../policies/actor';
import { assertAdmin, assertSignedIn } from '../policies/user';
import type { Viewer } from './context';

/** Who the request is from, as the policies (`policies/`) take it: the account and the seat. */
export function actorOf(ctx: MercuriusContext): Actor {
  return { user: ctx.viewer, seat: ctx.participant };
}

/** The signed-in account, or UNAUTHENTICATED (the user policy's `assertSignedIn`). */
export function requireViewer(ctx: MercuriusContext): Viewer {
  assertSignedIn(actorOf(ctx));
  return ctx.viewer!;
}

export function requireAdmin(ctx: MercuriusContext): Viewer {
  assertAdmin(actorOf(ctx));
  return ctx.viewer!;
}
