import { AUTH_REDIRECTS } from '../config';
import { ExpiredAuthSessionError } from '../auth/errors';
import type { RedirectMemory } from '../auth/redirectMemory';
import { keepReferral } from '../auth/referral';
import type { SessionClient } from '../auth/session';
import { HttpError } from './errors';

/** How a page takes part in authentication: signed-in only (default), open to all, or guests only. */
export type AuthMode = 'required' | false | 'guest';

export interface GuardContext {
  url: URL;
  auth: AuthMode;
  session: Pick<SessionClient, 'getState' | 'ensureValid'>;
  memory: RedirectMemory;
  storage: Storage;
}

/** A guard returns a path to redirect to, or nothing to let the page open. */
export type Guard = (context: GuardContext) => Promise<string | void> | string | void;

/** The guards every page runs unless it lists its own. */
export const DEFAULT_GUARDS = ['auth', 'referral'] as const;

function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/**
 * The seed's auth guard. A signed-in visitor of a guest-only page (or of the login page)
 * goes to the configured home route, which is the login route: the login screen then sees
 * the signed-in user and continues to the remembered path or `/`. A signed-out visitor of
 * a protected page goes to `/login`, and the full path is remembered for after sign-in.
 * An expired session is refreshed, or reset when it cannot be.
 */
export const authGuard: Guard = async ({ url, auth, session, memory }) => {
  if (auth === false) return;
  const path = normalizePath(url.pathname);
  const fullPath = url.pathname + url.search + url.hash;

  if (session.getState().loggedIn) {
    try {
      await session.ensureValid();
    } catch (error) {
      // Reset already happened for an expired session; a network failure keeps the session.
      if (!(error instanceof ExpiredAuthSessionError)) console.error(error);
    }
  }

  if (session.getState().loggedIn) {
    if (auth === 'guest' || path === AUTH_REDIRECTS.login) {
      const target = memory.take() ?? AUTH_REDIRECTS.home;
      if (normalizePath(target) !== path) return target;
    }
    return;
  }

  const isCallback = AUTH_REDIRECTS.callback !== null && path === normalizePath(AUTH_REDIRECTS.callback);
  if (auth !== 'guest' && !isCallback) {
    if (path !== AUTH_REDIRECTS.login) memory.remember(fullPath);
    return AUTH_REDIRECTS.login;
  }
};

export const referralGuard: Guard = ({ url, storage }) => {
  keepReferral(url, storage);
};

export const GUARDS: Readonly<Record<string, Guard>> = { auth: authGuard, referral: referralGuard };

/**
 * Runs every guard in order; the first redirect wins. The rest still run after a redirect,
 * so a guard with a duty on every page (keeping `?ref=`) does it even when auth sends the
 * visitor to sign in. An unknown name is a programming error, shown as 500.
 */
export async function runGuards(
  names: readonly string[],
  context: GuardContext,
  registry: Readonly<Record<string, Guard>> = GUARDS,
): Promise<string | null> {
  let target: string | null = null;
  for (const name of names) {
    const guard = Object.hasOwn(registry, name) ? registry[name] : undefined;
    if (!guard) throw new HttpError(500, `Unknown middleware ${name}`);
    const next = await guard(context);
    target ??= next || null;
  }
  return target;
}
