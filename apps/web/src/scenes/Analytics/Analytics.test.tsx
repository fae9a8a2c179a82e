import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import Analytics from './Analytics';
import { AnalyticsDecksDocument, EventsDocument, type EventListItemFragment } from './analytics.generated';
import { renderScene } from './testing';

afterEach(cleanup);

const decks = {
  request: { query: AnalyticsDecksDocument },
  result: { data: { decks: { __typename: 'DeckPage', items: [{ __typename: 'Deck', id: 'd1', title: 'Friday quiz' }] } } },
  maxUsageCount: 10,
};

function event(over: Partial<EventListItemFragment> = {}): EventListItemFragment & { __typename: 'EventListItem' } {
  return {
    __typename: 'EventListItem',
    id: 'e1',
    deckId: 'd1',
    title: 'Friday quiz',
    code: 'ABC234',
    status: 'ENDED',
    createdAt: '2026-03-01T09:00:00.000Z',
    startedAt: '2026-03-01T09:01:00.000Z',
    endedAt: '2026-03-01T09:13:05.000Z',
    durationSeconds: 725,
    participantCount: 12,
    recapId: 'r1',
    recapEnabled: true,
    ...over,
  };
}

function eventsMock(variables: Record<string, unknown>, items: EventListItemFragment[], total = items.length) {
  return {
    request: { query: EventsDocument, variables: { pageSize: 20, page: 1, ...variables } },
    result: {
      data: { events: { __typename: 'EventListPage', items, total, page: 1, pageSize: 20, pageCount: Math.ceil(total / 20) } },
    },
  };
}

describe('/analytics', () => {
  it('shows a skeleton while the events load', () => {
    renderScene(Analytics, '/analytics', '/analytics', [decks, { ...eventsMock({}, []), delay: Infinity }]);
    expect(screen.getByLabelText('Loading your events')).toBeTruthy();
  });

  it('says there are no events yet, with a link to the decks', async () => {
    renderScene(Analytics, '/analytics', '/analytics', [decks, eventsMock({}, [])]);
    await screen.findByText('No events yet — host a deck to see its report here');
    expect(screen.getByRole('link', { name: /Go to your decks/ }).getAttribute('href')).toBe('/decks');
  });

  it('says when loading failed, with a retry', async () => {
    renderScene(Analytics, '/analytics', '/analytics', [
      decks,
      { request: { query: EventsDocument, variables: { page: 1, pageSize: 20 } }, result: { errors: [new GraphQLError('boom')] } },
    ]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your events could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists each event with its date, duration, participants and status, linking to its report or console', async () => {
    renderScene(Analytics, '/analytics', '/analytics', [
      decks,
      eventsMock({}, [
        event({ id: 'e2', title: 'Monday poll', status: 'LIVE', durationSeconds: null, endedAt: null, participantCount: 3, recapId: null }),
        event(),
        event({ id: 'e3', title: 'Quiet quiz', recapId: 'r3', recapEnabled: false }),
      ]),
    ]);
    const row = (await screen.findByRole('link', { name: 'Friday quiz' })).closest('tr')!;
    expect(within(row).getByText('12 min 5 s')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(within(row).getByText('Ended')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Report of Friday quiz' }).getAttribute('href')).toBe('/analytics/e1');
    const live = screen.getByRole('link', { name: 'Monday poll' }).closest('tr')!;
    expect(within(live).getByText('Live')).toBeTruthy();
    expect(within(live).getByText('—')).toBeTruthy();
    expect(within(live).getByRole('link', { name: 'Open the host console of Monday poll' }).getAttribute('href')).toBe('/host/d1');
    expect(within(row).getByRole('link', { name: 'Public recap of Friday quiz' }).getAttribute('href')).toBe('/recap/r1');
    // No recap before the end, and none offered while its host has turned it off (it would be Not found).
    expect(within(live).queryByRole('link', { name: /Public recap/ })).toBeNull();
    const quiet = screen.getByRole('link', { name: 'Quiet quiz' }).closest('tr')!;
    expect(within(quiet).queryByRole('link', { name: /Public recap/ })).toBeNull();
    expect(screen.getByText('3 events')).toBeTruthy();
  });

  it('reads search, deck, dates and page from the URL, and pages with a history entry', async () => {
    const many = Array.from({ length: 20 }, (_, i) => event({ id: `e${i}`, title: `Quiz ${i}` }));
    const { router } = renderScene(Analytics, '/analytics', '/analytics?q=quiz&deck=d1&from=2026-03-01&to=2026-03-31&page=2', [
      decks,
      {
        ...eventsMock({ search: 'quiz', deckId: 'd1', from: '2026-03-01', to: '2026-03-31', page: 2 }, many, 45),
      },
    ]);
    await screen.findByRole('link', { name: 'Quiz 0' });
    expect(screen.getByText('21–40 of 45')).toBeTruthy();
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('quiz');
    fireEvent.click(screen.getByRole('button', { name: 'next page' }));
    expect(router.state.location.search).toBe('?q=quiz&deck=d1&from=2026-03-01&to=2026-03-31&page=3');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('says when nothing matches the filters, and clears them', async () => {
    const { router } = renderScene(Analytics, '/analytics', '/analytics?q=zzz', [decks, eventsMock({ search: 'zzz' }, [])]);
    await screen.findByText('No events match');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });
});
