import { MockedProvider, type MockedProviderProps } from '@apollo/client/testing/react';
import { GraphQLError } from 'graphql';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EventLobby } from './joinOperations';
import { renderUi } from '../../slides/testing';
import { JoinForm } from './JoinForm';
import { JoinEventDocument } from './joinOperations';

afterEach(cleanup);

const lobby = (over: Partial<EventLobby> = {}): EventLobby => ({
  id: 'e1',
  code: 'ABCDEF',
  title: 'Quiz night',
  status: 'LOBBY',
  askEmail: 'OFF',
  joinable: true,
  reason: null,
  reasonCode: null,
  ...over,
});

const joined = (nickname: string) => ({
  data: {
    joinEvent: {
      __typename: 'JoinEventResult',
      participantToken: 'tok',
      participant: { __typename: 'Participant', id: 'p1', nickname },
      event: { __typename: 'JoinedEvent', id: 'e1', code: 'ABCDEF', title: 'Quiz night', status: 'LOBBY' },
    },
  },
});

function renderForm(mocks: MockedProviderProps['mocks'], over: Partial<EventLobby> = {}) {
  const onJoined = vi.fn();
  const onEventProblem = vi.fn();
  renderUi(
    <MockedProvider mocks={mocks}>
      <JoinForm lobby={lobby(over)} onJoined={onJoined} onEventProblem={onEventProblem} />
    </MockedProvider>,
  );
  return { onJoined, onEventProblem };
}

describe('join form', () => {
  it('checks the nickname before asking the server', () => {
    const { onJoined } = renderForm([]);
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText('Choose a nickname')).toBeTruthy();
    expect(onJoined).not.toHaveBeenCalled();
  });

  it('refuses an invisible character before asking the server, and sends the name normalised', async () => {
    const { onJoined } = renderForm([
      {
        request: { query: JoinEventDocument, variables: { code: 'ABCDEF', nickname: 'Ada Lovelace', email: null } },
        result: joined('Ada Lovelace'),
      },
    ]);
    fireEvent.change(screen.getByLabelText('Your nickname'), { target: { value: 'Ada\u200b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText(/invisible character/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Your nickname'), { target: { value: ' Ａda   Lovelace ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith(expect.objectContaining({ nickname: 'Ada Lovelace' })));
  });

  it('offers the server’s suggestion for a taken nickname as a one-tap button', async () => {
    const { onJoined } = renderForm([
      {
        request: { query: JoinEventDocument, variables: { code: 'ABCDEF', nickname: 'Ada', email: null } },
        result: {
          errors: [
            new GraphQLError('The nickname "Ada" is taken. Try "Ada2".', {
              extensions: { code: 'BAD_USER_INPUT', reason: 'NICKNAME_TAKEN', field: 'nickname', suggestion: 'Ada2' },
            }),
          ],
        },
      },
      { request: { query: JoinEventDocument, variables: { code: 'ABCDEF', nickname: 'Ada2', email: null } }, result: joined('Ada2') },
    ]);
    fireEvent.change(screen.getByLabelText('Your nickname'), { target: { value: ' Ada ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText('Someone in this event already has that name.');
    fireEvent.click(screen.getByRole('button', { name: 'Use Ada2' }));
    await waitFor(() =>
      expect(onJoined).toHaveBeenCalledWith({ eventId: 'e1', participantToken: 'tok', nickname: 'Ada2', code: 'ABCDEF' }),
    );
  });

  it('shows the server’s sentence when the network tried too often, with the wait', async () => {
    const sentence = 'Too many tries from your network. Try again in 20 seconds.';
    const { onJoined, onEventProblem } = renderForm([
      {
        request: { query: JoinEventDocument, variables: { code: 'ABCDEF', nickname: 'Ada', email: null } },
        result: { errors: [new GraphQLError(sentence, { extensions: { code: 'RATE_LIMITED', reason: 'RATE_LIMITED', retryAfterS: 20 } })] },
      },
    ]);
    fireEvent.change(screen.getByLabelText('Your nickname'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await screen.findByText(sentence);
    expect(onJoined).not.toHaveBeenCalled();
    expect(onEventProblem).not.toHaveBeenCalled();
  });

  it('asks for a required email, and hands a full event to the screen that says so', async () => {
    const { onEventProblem } = renderForm(
      [
        {
          request: { query: JoinEventDocument, variables: { code: 'ABCDEF', nickname: 'Bo', email: 'bo@example.com' } },
          result: { errors: [new GraphQLError('This event is full', { extensions: { code: 'BAD_USER_INPUT', reason: 'EVENT_FULL' } })] },
        },
      ],
      { askEmail: 'REQUIRED' },
    );
    fireEvent.change(screen.getByLabelText('Your nickname'), { target: { value: 'Bo' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    expect(screen.getByText('This event asks for your email')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Your email/), { target: { value: 'bo@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(onEventProblem).toHaveBeenCalledWith(expect.objectContaining({ title: 'This event is full' })));
  });
});
