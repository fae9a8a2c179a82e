import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AuthApi } from '../auth/authApi';
import { RedirectMemory } from '../auth/redirectMemory';
import { SessionClient } from '../auth/session';
import { TokenStore } from '../auth/tokenStore';
import { HttpClient } from '../http/httpClient';
import type { PageRoute } from '../routes';
import { buildRoutes } from '../router/buildRoutes';
import { ServicesProvider, type AppServices } from '../services';
import { theme } from '../theme';
import { FakeCookies, memoryStorage } from './fakes';
import { installMatchMedia } from './jsdomShims';

export function testServices(): AppServices {
  const storage = memoryStorage();
  const http = new HttpClient(() => Promise.reject(new TypeError('offline')));
  const authApi = new AuthApi(http);
  const session = new SessionClient({ api: authApi, store: new TokenStore({ storage }), http, cookies: new FakeCookies() });
  return { session, authApi, memory: new RedirectMemory(storage), storage };
}

export function withProviders(services: AppServices, children: ReactNode) {
  return (
    <MantineProvider theme={theme}>
      <ServicesProvider services={services}>{children}</ServicesProvider>
    </MantineProvider>
  );
}

/** Renders the real route tree in memory at `path`, optionally with a page list of the test's own. */
export function renderRoutes(path: string, pages?: readonly PageRoute[], services: AppServices = testServices()) {
  installMatchMedia();
  const router = createMemoryRouter(
    buildRoutes({ session: services.session, memory: services.memory, storage: services.storage }, pages ? { pages } : {}),
    {
      initialEntries: [path],
    },
  );
  // The route tree's own pages ask the API (the account menu asks whether the person is an
  // admin): nothing answers here, and an unanswered ask only leaves the menu without its entry.
  const view = render(
    withProviders(
      services,
      <MockedProvider mocks={[]} showWarnings={false}>
        <RouterProvider router={router} />
      </MockedProvider>,
    ),
  );
  return { ...view, router, services };
}
