import { AUTH_COOKIE_MAX_AGE_DAYS, AUTH_COOKIE_NAME } from '@mingle/shared';

/** Where cookies are read and written; `document` in the browser, a fake in tests. */
export interface CookieTarget {
  cookie: string;
}

/**
 * The `apollo-token` cookie carries the access token to the data layer (the websocket's
 * connection parameters and any HTTP request the server receives). Path `/`, 7 days, and
 * deliberately not secure-only so it also works on plain-HTTP self-hosted installs.
 */
export function setAuthCookie(target: CookieTarget, token: string | null, now: number = Date.now()): void {
  if (!token) {
    removeAuthCookie(target);
    return;
  }
  const expires = new Date(now + AUTH_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 * 1000).toUTCString();
  target.cookie = `${AUTH_COOKIE_NAME}=${encodeURIComponent(token)}; path=/; expires=${expires}; SameSite=Lax`;
}

export function removeAuthCookie(target: CookieTarget): void {
  target.cookie = `${AUTH_COOKIE_NAME}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax`;
}

export function readAuthCookie(target: CookieTarget): string | null {
  for (const part of target.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === AUTH_COOKIE_NAME) {
      const value = decodeURIComponent(rest.join('='));
      return value || null;
    }
  }
  return null;
}

/** The Authorization value the data layer sends: a bearer credential when the cookie holds one. */
export function authorizationFromCookie(target: CookieTarget): string | null {
  const token = readAuthCookie(target);
  return token ? `Bearer ${token}` : null;
}
