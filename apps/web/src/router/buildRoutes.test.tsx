import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorPageBoundary } from '../components/ErrorPage';
import { pages, type PageRoute } from '../routes';
import { installMatchMedia } from '../testing/jsdomShims';
import { fakeSession } from '../testing/fakes';
import { renderRoutes, testServices, withProviders } from '../testing/renderApp';

// Routes load their scene lazily: on a loaded 2-core runner that takes longer than waitFor's 1 s default.
const LAZY_ROUTE = { timeout: 5_000 };

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const plain = (text: string) => async () => ({ default: () => <p>{text}</p> });

describe('route tree', () => {
  it('shows the 404 page for an unmatched path', async () => {
    renderRoutes('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
  });

  it('shows the 404 page when a page fails its own validation (a {code} of a route word)', async () => {
    renderRoutes('/readyz');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
  });

  it('shows the 404 page for a participant page whose address is not an email, never a load error', async () => {
    renderRoutes('/analytics/participants/not-an-email');
    expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it.each(['/zz', '/hello-world!', '/readyz', '/no/such/page'])(
    'shows any 404 (%s) in the default layout, top bar included, titled "Page not found"',
    async (path) => {
      renderRoutes(path);
      expect(await screen.findByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
      // The top bar is the default layout's <header> (a banner); the blank layout has none.
      expect(screen.getByRole('banner')).toBeTruthy();
      await vi.waitFor(() => expect(document.title).toBe('Page not found · Mingle'), LAZY_ROUTE);
    },
  );

  it('gives the tab back to the route when leaving the 404 page', async () => {
    const { router } = renderRoutes('/zz', [
      { name: 'code', path: '/:code', layout: 'blank', auth: false, validate: () => false, scene: plain('never'), title: 'Join an event' },
      { name: 'open', path: '/open/page', auth: false, scene: plain('An open page'), title: 'Open' },
    ]);
    await vi.waitFor(() => expect(document.title).toBe('Page not found · Mingle'), LAZY_ROUTE);
    await act(() => router.navigate('/open/page'));
    expect(await screen.findByText('An open page')).toBeTruthy();
    await vi.waitFor(() => expect(document.title).toBe('Open · Mingle'), LAZY_ROUTE);
  });

  it('follows the seed redirects, keeping the query', async () => {
    // The gallery itself needs the API; a plain page stands in for it here.
    const { router } = renderRoutes(
      '/popular?tag=trivia',
      pages.map((p) => (p.name === 'templates' ? { ...p, scene: plain('The gallery') } : p)),
    );
    await vi.waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/templates?tag=trivia'), LAZY_ROUTE);
  });

  it('follows /events to /analytics, and a guest on to sign in', async () => {
    // /analytics is for signed-in people: a guest lands on sign-in, which remembers where it was going.
    const events = renderRoutes('/events?page=2');
    await vi.waitFor(() => expect(events.router.state.location.pathname).toBe('/login'), LAZY_ROUTE);
    expect(events.services.memory.peek()).toBe('/analytics?page=2');
  });

  it('answers an unknown guard with 500 "Unknown middleware {name}"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const table: PageRoute[] = [{ name: 'odd', path: '/odd', auth: false, guards: ['auth', 'team-admin'], scene: plain('never') }];
    renderRoutes('/odd', table);
    expect(await screen.findByRole('heading', { name: 'Unknown middleware team-admin' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
  });

  it('shows the generic error page, status 500, when a page throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('The deck is broken');
    };
    renderRoutes('/broken', [{ name: 'broken', path: '/broken', auth: false, scene: async () => ({ default: Broken }) }]);
    expect(await screen.findByRole('heading', { name: 'The deck is broken' })).toBeTruthy();
    expect(screen.getByText('500')).toBeTruthy();
  });

  it('sends a signed-out visitor of a protected page to the login screen', async () => {
    const { router, services } = renderRoutes('/account?x=1');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5_000 });
    expect(services.memory.peek()).toBe('/account?x=1');
    expect(await screen.findByRole('heading', { name: 'Welcome back' })).toBeTruthy();
  });

  it('sends an open signed-in-only page to the login screen when its session ends under it, remembering where it was', async () => {
    const table: PageRoute[] = [
      { name: 'secret', path: '/secret', scene: plain('Only for the signed-in') },
      { name: 'login', path: '/login', auth: 'guest', scene: plain('Sign in') },
    ];
    const services = testServices();
    services.session.setSession(fakeSession(Date.now()));
    const { router } = renderRoutes('/secret?tab=2', table, services);
    expect(await screen.findByText('Only for the signed-in')).toBeTruthy();
    // Signed out on another device: the next refresh is refused and the session reset.
    act(() => services.session.reset());
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/login'), LAZY_ROUTE);
    expect(services.memory.peek()).toBe('/secret?tab=2');
  });

  it('leaves the navigation to the account menu when the person signs out themselves', async () => {
    const table: PageRoute[] = [
      { name: 'secret', path: '/secret', scene: plain('Only for the signed-in') },
      { name: 'login', path: '/login', auth: 'guest', scene: plain('Sign in') },
    ];
    const services = testServices();
    services.session.setSession(fakeSession(Date.now()));
    const { router } = renderRoutes('/secret', table, services);
    expect(await screen.findByText('Only for the signed-in')).toBeTruthy();
    act(() => services.session.reset({ byUser: true }));
    expect(router.state.revalidation).toBe('idle');
    expect(router.state.location.pathname).toBe('/secret');
  });

  it("registers the shell's pages, names unique, with the join-code rule last", () => {
    const names = pages.map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['home', 'login', 'register', 'confirm-signup', 'confirm-email', 'reset-password', 'account', 'go', 'code']),
    );
    expect(new Set(names).size).toBe(names.length);
    expect(names[names.length - 1]).toBe('code');
  });
});

describe('failure while showing the error page', () => {
  it("falls back to the seed's plain page", () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    installMatchMedia();
    const Exploding = () => {
      throw new Error('error page broke');
    };
    render(
      withProviders(
        testServices(),
        <ErrorPageBoundary>
          <Exploding />
        </ErrorPageBoundary>,
      ),
    );
    expect(screen.getByText('An error occurred while showing the error page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back to home' }).getAttribute('href')).toBe('/');
  });
});
