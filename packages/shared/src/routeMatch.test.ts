import { describe, expect, it } from 'vitest';
import { resolvePath } from './routeMatch';
import { ROUTES } from './routeTable';

const pageOf = (path: string) => {
  const r = resolvePath(path);
  return r.kind === 'page' ? r.route.name : r.kind;
};

describe('resolvePath', () => {
  it('opens each built page, static segments above the `{code}` parameter', () => {
    expect(pageOf('/')).toBe('home');
    expect(pageOf('/go')).toBe('go');
    expect(pageOf('/event')).toBe('event-none');
    expect(pageOf('/login')).toBe('login');
    expect(pageOf('/deck')).toBe('deck-new');
    expect(pageOf('/deck/0b9f')).toBe('deck');
    expect(pageOf('/edit')).toBe('edit');
    expect(pageOf('/edit/abc')).toBe('edit');
    expect(pageOf('/ABC123')).toBe('code');
    expect(pageOf('/analytics')).toBe('analytics');
    expect(pageOf('/analytics/0b9f6c1e-2f7a-4c1d-9e3b-5a6d7e8f9a0b')).toBe('analytics-report');
  });

  it('gives the parameters, decoded', () => {
    expect(resolvePath('/deck/a%20b')).toEqual({ kind: 'page', route: ROUTES.find((r) => r.name === 'deck'), params: { id: 'a b' } });
    expect(resolvePath('/edit')).toMatchObject({ kind: 'page', params: {} });
  });

  it('matches as React Router does: any letter case, trailing slashes', () => {
    expect(pageOf('/Decks')).toBe('decks');
    expect(pageOf('/decks/')).toBe('decks');
    expect(pageOf('/deck/x//')).toBe('deck');
  });

  it('is not found for unknown paths and for a failed validation, which never falls through', () => {
    for (const path of [
      '/no/such/page',
      '/zz',
      '/hello-world!',
      '/abcdefghijk',
      '/templates/no-such-tag',
      '/analytics/not-an-id',
      '/analytics/participants/a/b',
      '/analytics/participants/not-an-email',
      '/analytics/participants/ann%40',
      '/deck/a/b',
      '/v1x/y',
    ]) {
      expect(pageOf(path), path).toBe('not-found');
    }
  });

  it('gives /analytics/participants its own page, not the report of an id', () => {
    expect(pageOf('/analytics/participants')).toBe('analytics-participants');
    expect(pageOf('/analytics/participants/')).toBe('analytics-participants');
    expect(pageOf('/analytics/participants/ann%40example.com')).toBe('analytics-participant');
    expect(pageOf('/analytics/participants/Ann@Example.com')).toBe('analytics-participant');
  });

  it('serves dotted last segments by the table, not as files', () => {
    expect(pageOf('/deck/a.b')).toBe('deck');
    expect(pageOf('/analytics/participants/ann@example.com')).toBe('analytics-participant');
    expect(pageOf('/robots.txt')).toBe('not-found');
  });

  it('knows the redirects', () => {
    expect(resolvePath('/popular')).toEqual({ kind: 'redirect', to: '/templates' });
    expect(resolvePath('/events/')).toEqual({ kind: 'redirect', to: '/analytics' });
  });

  it('marks the participant’s routes as the phone surface', () => {
    const phone = ROUTES.filter((r) => r.surface === 'phone').map((r) => r.path);
    expect(phone).toEqual(['/event', '/event/:id', '/go', '/:code']);
  });

  it('matches a path with a broken escape as it came, without throwing', () => {
    expect(pageOf('/%E0%A4%A')).toBe('not-found');
    expect(pageOf('/deck/%E0%A4%A')).toBe('deck');
  });
});
