/** A join code as the seed's `{code}` route takes it: one segment of 3 to 10 letters or digits. */
export const JOIN_CODE_ROUTE_PATTERN = /^[A-Za-z0-9]{3,10}$/;

/** Path prefixes the SPA fallback never answers: they belong to the API. */
export const API_PREFIX = '/v1/';
export const GRAPHQL_PATH = '/v1/graphql';
export const FUNCTIONS_PATH = '/v1/functions';
export const FILES_PATH = `${FUNCTIONS_PATH}/files`;

/**
 * First segments of every route in the seed's table, built or not. A `{code}` that equals
 * one of them is the named route (or its 404 until that page exists), never a join code:
 * the named routes come first.
 */
export const RESERVED_ROUTE_WORDS: ReadonlySet<string> = new Set([
  'login',
  'register',
  'confirm-email',
  'confirm-signup',
  'reset-password',
  'account',
  'analytics',
  'templates',
  'decks',
  'deck',
  'edit',
  'preview',
  'host',
  'event',
  'spectate',
  'go',
  'print',
  'recap',
  'screencap',
  'community-list',
  'contact-sales',
  'landing',
  'report',
  'test',
  'admin',
  'embed',
  'uscc',
  'popular',
  'events',
  'v1',
  'readyz',
]);

/** The `{code}` rule: one segment of 3 to 10 letters or digits that is not a route word. */
export function isJoinCodeSegment(segment: string): boolean {
  return JOIN_CODE_ROUTE_PATTERN.test(segment) && !RESERVED_ROUTE_WORDS.has(segment.toLowerCase());
}

/** A participant's page, served by the phone app (ADR 24): `/go`, `/{code}`, `/event`, `/event/{id}`. */
export type PhoneRoute = { kind: 'join'; code: string } | { kind: 'event'; eventId: string };

/** Which participant page a path is, or null for any other page. `search` may carry `?code=`. */
export function phoneRouteOf(pathname: string, search = ''): PhoneRoute | null {
  const segments = pathname.replace(/\/+$/, '').split('/').slice(1);
  const [first = '', second, ...rest] = segments;
  if (rest.length > 0) return null;
  const queryCode = () => {
    const raw = /[?&]code=([^&#]*)/.exec(search)?.[1] ?? '';
    try {
      return decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      return '';
    }
  };
  if (first === 'go' && second === undefined) return { kind: 'join', code: queryCode() };
  if (first === 'event' && second === undefined) return { kind: 'join', code: queryCode() };
  if (first === 'event' && second) return { kind: 'event', eventId: decodeURIComponent(second) };
  if (second === undefined && isJoinCodeSegment(first)) return { kind: 'join', code: first };
  return null;
}
