import { useQuery } from '@apollo/client/react';
import { MockedProvider } from '@apollo/client/testing/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { installMatchMedia } from '../testing/jsdomShims';
import { testServices, withProviders } from '../testing/renderApp';
import { UserMenu } from './UserMenu';
import { UserMenuViewerDocument } from './userMenu.generated';

afterEach(cleanup);

const user = { id: 'u1', email: 'sam@example.com', displayName: 'Sam Rivera', emailVerified: true, scope: ['user'] };

/** Shows once the viewer's answer is in the cache, so a test can tell "not shown" from "not yet". */
function Answered() {
  const { data } = useQuery(UserMenuViewerDocument);
  return data ? <p>answered</p> : null;
}

function openMenu(administer: boolean) {
  installMatchMedia();
  const viewer = {
    request: { query: UserMenuViewerDocument },
    result: { data: { me: { __typename: 'User', id: 'u1', can: { __typename: 'UserCan', administer } } } },
  };
  const page = (
    <>
      <UserMenu user={user} />
      <Answered />
    </>
  );
  const router = createMemoryRouter([{ path: '*', element: page }]);
  render(
    withProviders(
      testServices(),
      <MockedProvider mocks={[viewer]}>
        <RouterProvider router={router} />
      </MockedProvider>,
    ),
  );
  fireEvent.click(screen.getByRole('button', { name: 'Account menu for Sam Rivera' }));
}

describe('the account menu', () => {
  it('leads an admin to the reports waiting for review', async () => {
    openMenu(true);
    const item = await screen.findByRole('menuitem', { name: 'Review reports', hidden: true });
    expect(item.getAttribute('href')).toBe('/report?tab=open');
  });

  it('has no such entry for anyone else', async () => {
    openMenu(false);
    await screen.findByText('answered');
    // `hidden`: jsdom runs no transition, so the open dropdown may still be styled display: none.
    expect(await screen.findByRole('menuitem', { name: 'Account', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('menuitem', { name: 'Review reports', hidden: true })).toBeNull();
  });
});
