import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router';
import type { ComponentType } from 'react';
import { detailOf, statusOf } from '../../router/errors';
import { installFonts, installMatchMedia } from '../../testing/jsdomShims';
import { testServices, withProviders } from '../../testing/renderApp';

function ShowError() {
  const error = useRouteError();
  return (
    <>
      <p>Error page {statusOf(error)}</p>
      {detailOf(error) && <p>{detailOf(error)}</p>}
    </>
  );
}

/** Renders one scene at `path` with Apollo answering from `mocks`; the router's error element shows the status (and the 404's detail). */
export function renderScene(Scene: ComponentType, route: string, path: string, mocks: readonly MockLink.MockedResponse[]) {
  installMatchMedia();
  installFonts();
  const router = createMemoryRouter(
    [
      { path: route, element: <Scene />, errorElement: <ShowError /> },
      { path: '*', element: <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    withProviders(
      testServices(),
      <MockedProvider mocks={mocks}>
        <RouterProvider router={router} />
      </MockedProvider>,
    ),
  );
  return { ...view, router };
}
