import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScene } from '../Analytics/testing';
import { SetRecapEnabledDocument } from '../Recap/recap.generated';
import { EndedRecap } from './EndedRecap';

afterEach(cleanup);

const RECAP = '7c1d2e3f-4a5b-4c6d-8e7f-8091a2b3c4d5';
const EVENT = '0b9f6c1e-2f7a-4c1d-9e3b-5a6d7e8f9a0b';

const toggled = (enabled: boolean) => ({
  request: { query: SetRecapEnabledDocument, variables: { eventId: EVENT, enabled } },
  result: { data: { setRecapEnabled: { __typename: 'RecapListItem', id: RECAP, eventId: EVENT, enabled } } },
});
const show = (enabled: boolean) => () => <EndedRecap eventId={EVENT} recapId={RECAP} enabled={enabled} />;

describe('the ended console: the public recap and its switch', () => {
  it('links to the recap while it is on, hides the link once turned off, and shows it again when turned on', async () => {
    renderScene(show(true), '/host/:deckId', '/host/d1', [toggled(false), toggled(true)]);
    expect(screen.getByRole('link', { name: 'Public recap' }).getAttribute('href')).toBe(`/recap/${RECAP}`);
    const toggle = screen.getByRole('switch', { name: 'Public recap' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);

    fireEvent.click(toggle);
    expect(await screen.findByText('Turned off: the link shows Not found')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Public recap' })).toBeNull());

    fireEvent.click(toggle);
    expect(await screen.findByText('On: anyone with the link sees it')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Public recap' })).getAttribute('href')).toBe(`/recap/${RECAP}`);
  });

  it('says "Turning off…" until the server has kept it, then the words and the link change together', async () => {
    renderScene(show(true), '/host/:deckId', '/host/d1', [{ ...toggled(false), delay: 50 }]);
    fireEvent.click(screen.getByRole('switch', { name: 'Public recap' }));
    // Not yet kept: the link still works, so the switch must not claim it shows Not found.
    expect(screen.getByText('Turning off…')).toBeTruthy();
    expect(screen.queryByText('Turned off: the link shows Not found')).toBeNull();
    expect(screen.getByRole('link', { name: 'Public recap' })).toBeTruthy();
    // Kept: in the same render as the words, the link beside the switch is gone.
    await screen.findByText('Turned off: the link shows Not found');
    expect(screen.queryByRole('link', { name: 'Public recap' })).toBeNull();
  });

  it('starts off, without the link, for a recap the host turned off before', () => {
    renderScene(show(false), '/host/:deckId', '/host/d1', []);
    expect((screen.getByRole('switch', { name: 'Public recap' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('link', { name: 'Public recap' })).toBeNull();
  });

  it('keeps the link when the server refuses to turn it off, and says why', async () => {
    renderScene(show(true), '/host/:deckId', '/host/d1', [
      {
        request: { query: SetRecapEnabledDocument, variables: { eventId: EVENT, enabled: false } },
        result: { errors: [new GraphQLError('Down', { extensions: { code: 'INTERNAL_SERVER_ERROR', reason: 'INTERNAL_ERROR' } })] },
      },
    ]);
    fireEvent.click(screen.getByRole('switch', { name: 'Public recap' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Public recap' }) as HTMLInputElement).checked).toBe(true));
    expect(screen.getByRole('link', { name: 'Public recap' })).toBeTruthy();
  });
});
