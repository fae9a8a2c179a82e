import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resolvePath, ROUTES, ROUTE_REDIRECTS } from '@mingle/shared';
import { pages, redirects } from '../routes';
import { buildRoutes } from './buildRoutes';
import { testServices } from '../testing/renderApp';

/**
 * The server answers 200 or 404 by the shared table's matcher; the app by React Router over
 * the web's table. These must agree on every path, or a page would show with HTTP 404 (or
 * the 404 page with 200).
 */
const SAMPLES = [
  '/',
  '/login',
  '/LOGIN',
  '/register',
  '/confirm-signup',
  '/confirm-email',
  '/reset-password',
  '/account',
  '/account/billing',
  '/decks',
  '/decks/',
  '/decks/team',
  '/deck',
  '/deck/0b9f7c3a-0000-4000-8000-000000000000',
  '/deck/a.b',
  '/deck/a/b',
  '/edit',
  '/edit/x',
  '/edit/x/y',
  '/preview',
  '/preview/x',
  '/print',
  '/print/nope-not-a-deck',
  '/host',
  '/host/x',
  '/event',
  '/event/x',
  '/spectate',
  '/spectate/x',
  '/go',
  '/go/x',
  '/ABC123',
  '/abc',
  '/zz',
  '/hello-world!',
  '/abcdefghijk',
  '/templates',
  '/templates/trivia',
  '/templates/no-such-tag',
  '/report',
  '/report/x',
  '/Events',
  '/analytics/participants/ann@example.com',
  '/robots.txt',
  '/no/such/page',
  '/popular',
  '/events',
  '/%E0%A4%A',
];

/** What the app opens: the deepest matched route's id, the page's validation applied. */
function appOutcome(path: string): string {
  const routes = buildRoutes({ ...testServices() });
  const matches = matchRoutes(routes, path) ?? [];
  const leaf = matches[matches.length - 1];
  if (!leaf || leaf.route.id === 'not-found') return 'not-found';
  const redirect = redirects.find((r) => r.from === leaf.route.path);
  if (redirect) return `redirect ${redirect.to}`;
  const page = pages.find((p) => p.name === leaf.route.id);
  if (!page) return `unknown ${leaf.route.id ?? '?'}`;
  if (page.validate && !page.validate(leaf.params, new URL(path, 'http://x'))) return 'not-found';
  return page.name;
}

function serverOutcome(path: string): string {
  const r = resolvePath(path);
  return r.kind === 'page' ? r.route.name : r.kind === 'redirect' ? `redirect ${r.to}` : 'not-found';
}

describe('the shared route table', () => {
  it('is the web’s table: same names, paths and checks, in the same order', () => {
    expect(pages.map((p) => [p.name, p.path])).toEqual(ROUTES.map((r) => [r.name, r.path]));
    for (const route of ROUTES) {
      expect(pages.find((p) => p.name === route.name)?.validate, route.name).toBe('validate' in route ? route.validate : undefined);
    }
    expect(redirects).toBe(ROUTE_REDIRECTS);
  });

  it.each(SAMPLES)('opens the same thing for %s in the app and on the server', (path) => {
    expect(serverOutcome(path)).toBe(appOutcome(path));
  });
});
