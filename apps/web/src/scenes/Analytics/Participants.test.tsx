import { ModalsProvider } from '@mantine/modals';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import Participant from './Participant';
import Participants from './Participants';
import { ErasePersonalDataDocument, ParticipantDocument, ParticipantsDocument } from './people.generated';
import { renderScene } from './testing';

afterEach(cleanup);

const ada = {
  __typename: 'ParticipantListItem',
  email: 'ada@example.com',
  nickname: 'Ada',
  eventCount: 2,
  lastSeen: '2026-03-01T09:00:00.000Z',
  averageScore: 1234.4,
};

function listMock(variables: Record<string, unknown>, items: (typeof ada)[], total = items.length) {
  return {
    request: { query: ParticipantsDocument, variables: { page: 1, pageSize: 20, ...variables } },
    result: {
      data: { participants: { __typename: 'ParticipantListPage', items, total, page: 1, pageSize: 20, pageCount: Math.ceil(total / 20) } },
    },
  };
}

describe('/analytics/participants', () => {
  it('shows a skeleton while loading', () => {
    renderScene(Participants, '/analytics/participants', '/analytics/participants', [{ ...listMock({}, []), delay: Infinity }]);
    expect(screen.getByLabelText('Loading participants')).toBeTruthy();
  });

  it('says nobody joined with an email yet', async () => {
    renderScene(Participants, '/analytics/participants', '/analytics/participants', [listMock({}, [])]);
    await screen.findByText('Nobody has joined with an email yet');
  });

  it('says when loading failed, with a retry', async () => {
    renderScene(Participants, '/analytics/participants', '/analytics/participants', [
      { request: { query: ParticipantsDocument, variables: { page: 1, pageSize: 20 } }, result: { errors: [new GraphQLError('boom')] } },
    ]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The participants could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: /Try again/ })).toBeTruthy();
  });

  it('lists people with links to their pages, and searches from the URL', async () => {
    const { router } = renderScene(Participants, '/analytics/participants', '/analytics/participants?q=ada&page=2', [
      listMock({ search: 'ada', page: 2 }, [ada], 21),
    ]);
    const link = await screen.findByRole('link', { name: 'ada@example.com' });
    expect(link.getAttribute('href')).toBe('/analytics/participants/ada%40example.com');
    expect(screen.getByText('1,234')).toBeTruthy();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('ada');
    expect(screen.getByText('21–21 of 21')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=ada&page=2');
  });

  it('says when nobody matches a search, with a way back', async () => {
    renderScene(Participants, '/analytics/participants', '/analytics/participants?q=zed', [listMock({ search: 'zed' }, [])]);
    await screen.findByText('Nobody matches');
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeTruthy();
  });
});

const history = {
  __typename: 'ParticipantHistory',
  email: 'ada@example.com',
  events: [
    {
      __typename: 'Participation',
      eventId: '00000000-0000-4000-8000-000000000001',
      title: 'Friday quiz',
      playedAt: '2026-03-01T09:00:00.000Z',
      status: 'ENDED',
      nickname: 'Ada',
      email: 'ada@example.com',
      score: 1950,
      rank: 1,
      answered: 3,
      correctCount: 2,
    },
  ],
};
const historyMock = {
  request: { query: ParticipantDocument, variables: { email: 'ada@example.com' } },
  result: { data: { participant: history } },
};
const Page = () => (
  <ModalsProvider>
    <Participant />
  </ModalsProvider>
);

describe('/analytics/participants/{email}', () => {
  it('shows a skeleton, then the history with links to each report', async () => {
    renderScene(Page, '/analytics/participants/:email', '/analytics/participants/ada%40example.com', [historyMock]);
    expect(screen.getByLabelText("Loading this person's history")).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'Friday quiz' });
    expect(link.getAttribute('href')).toBe('/analytics/00000000-0000-4000-8000-000000000001');
    expect(screen.getByText('2 of 3')).toBeTruthy();
  });

  it('is the 404 page for nobody of mine', async () => {
    renderScene(Page, '/analytics/participants/:email', '/analytics/participants/zed%40example.com', [
      {
        request: { query: ParticipantDocument, variables: { email: 'zed@example.com' } },
        result: { errors: [new GraphQLError('Nobody', { extensions: { code: 'NOT_FOUND', reason: 'PARTICIPANT_NOT_FOUND' } })] },
      },
    ]);
    await screen.findByText('Error page 404');
  });

  it('says what erasure removes and that it cannot be undone before erasing', async () => {
    renderScene(Page, '/analytics/participants/:email', '/analytics/participants/ada%40example.com', [
      historyMock,
      {
        request: { query: ErasePersonalDataDocument, variables: { email: 'ada@example.com' } },
        result: {
          data: { erasePersonalData: { __typename: 'ErasureResult', participants: 1, answers: 2, questions: 0, skippedRunningEvents: 0 } },
        },
      },
      { ...historyMock, result: { errors: [new GraphQLError('Nobody', { extensions: { code: 'NOT_FOUND' } })] } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Erase personal data' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy();
    expect(within(dialog).getByText(/the email address/)).toBeTruthy();
    expect(within(dialog).getByText(/Scores, choices and answer times stay/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await screen.findByText('Elsewhere');
  });

  it('erases from one event by its row, saying which event', async () => {
    renderScene(Page, '/analytics/participants/:email', '/analytics/participants/ada%40example.com', [
      historyMock,
      {
        request: {
          query: ErasePersonalDataDocument,
          variables: { email: 'ada@example.com', eventId: '00000000-0000-4000-8000-000000000001' },
        },
        result: {
          data: { erasePersonalData: { __typename: 'ErasureResult', participants: 1, answers: 0, questions: 0, skippedRunningEvents: 0 } },
        },
      },
      { ...historyMock, result: { errors: [new GraphQLError('Nobody', { extensions: { code: 'NOT_FOUND' } })] } },
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Erase personal data from Friday quiz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Erase personal data from this event?' });
    expect(within(dialog).getByText('Friday quiz')).toBeTruthy();
    expect(within(dialog).getByText('This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Erase' }));
    await screen.findByText('Elsewhere');
  });
});
