import { resolvePath } from './routeMatch';

/** A participant's page, served by the phone app (ADR 24): `/go`, `/{code}`, `/event`, `/event/{id}`. */
export type PhoneRoute = { kind: 'join'; code: string } | { kind: 'event'; eventId: string };

/**
 * Which participant page a path is, or null for any other page: the shared route table's
 * `phone` surface (routeTable.ts), read for the phone app's own router. `search` may carry `?code=`.
 */
export function phoneRouteOf(pathname: string, search = ''): PhoneRoute | null {
  const target = resolvePath(pathname);
  if (target.kind !== 'page' || target.route.surface !== 'phone') return null;
  const queryCode = () => {
    const raw = /[?&]code=([^&#]*)/.exec(search)?.[1] ?? '';
    try {
      return decodeURIComponent(raw.replace(/\+/g, ' '));
    } catch {
      return '';
    }
  };
  if (target.route.name === 'event') return { kind: 'event', eventId: target.params.id ?? '' };
  if (target.route.name === 'code') return { kind: 'join', code: target.params.code ?? '' };
  return { kind: 'join', code: queryCode() };
}
