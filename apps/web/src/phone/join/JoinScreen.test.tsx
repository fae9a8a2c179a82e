import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '../joinApi';
import { usePhoneLocation } from '../navigation';
import { JoinScreen } from './JoinScreen';
import { lobbyOf } from './testLobby';

afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

/** The join screen as the phone app routes it: /{code} and /go read from the address. */
function Routed({ fetchLobby }: { fetchLobby: Parameters<typeof JoinScreen>[0]['fetchLobby'] }) {
  const location = usePhoneLocation();
  const code = location.pathname === '/go' ? (new URLSearchParams(location.search).get('code') ?? '') : location.pathname.slice(1);
  return <JoinScreen code={code} prefill={location.prefill} fetchLobby={fetchLobby} />;
}

describe('join screen', () => {
  it('"Enter another code" keeps the typed code in the field, to correct it', async () => {
    window.history.replaceState(null, '', '/ABCDE0');
    const notFound = new GraphQLRequestError([{ message: 'No event', extensions: { code: 'NOT_FOUND', reason: 'EVENT_NOT_FOUND' } }]);
    const fetchLobby = vi.fn().mockRejectedValue(notFound);
    render(<Routed fetchLobby={fetchLobby} />);
    await screen.findByText(/There is no event with the code ABCDE0/);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Enter another code' })));
    const field = screen.getByLabelText('Event code') as HTMLInputElement;
    expect(window.location.pathname).toBe('/go');
    expect(field.value).toBe('ABCDE0');
    // Corrected, it looks the new code up.
    fetchLobby.mockResolvedValue(lobbyOf({ id: 'e', title: 'Quiz night' }));
    fireEvent.change(field, { target: { value: 'ABCDEF' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    await screen.findByText('Quiz night');
    expect(fetchLobby).toHaveBeenLastCalledWith({ code: 'ABCDEF' });
  });

  it('tells the app the language the host fixed for the event, once the code is found', async () => {
    window.history.replaceState(null, '', '/ABCDEF');
    const fetchLobby = vi.fn().mockResolvedValue(lobbyOf({ id: 'e', title: 'Soirée quiz', language: 'fr' }));
    const onEventLanguage = vi.fn();
    render(<JoinScreen code="ABCDEF" prefill={null} fetchLobby={fetchLobby} onEventLanguage={onEventLanguage} />);
    await screen.findByText('Soirée quiz');
    expect(onEventLanguage).toHaveBeenCalledWith('fr');
  });
});
