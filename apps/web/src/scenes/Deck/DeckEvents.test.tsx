import { cleanup, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { EventsDocument, type EventListItemFragment } from '../Analytics/analytics.generated';
import { renderScene } from '../Analytics/testing';
import { DeckEvents, useDeckEvents } from './DeckEvents';

afterEach(cleanup);

/** The section as the deck page holds it: the query asked for by the page, the list drawn below. */
function Section() {
  const { id = '' } = useParams();
  return <DeckEvents deckId={id} events={useDeckEvents(id)} />;
}

const render = (mocks: Parameters<typeof renderScene>[3]) => renderScene(Section, '/deck/:id', '/deck/d1', mocks);

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

const request = { query: EventsDocument, variables: { deckId: 'd1', page: 1, pageSize: 5 } };

function eventsMock(items: EventListItemFragment[], total = items.length) {
  return {
    request,
    result: {
      data: { events: { __typename: 'EventListPage', items, total, page: 1, pageSize: 5, pageCount: Math.ceil(total / 5) } },
    },
  };
}

describe('the deck page’s events', () => {
  it('shows a skeleton while they load', () => {
    render([{ ...eventsMock([]), delay: Infinity }]);
    expect(screen.getByLabelText('Loading the events of this deck')).toBeTruthy();
  });

  it('says there are none yet', async () => {
    render([eventsMock([])]);
    await screen.findByText('No events yet. Host this deck to see its results here.');
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
  });

  it('says when loading failed, with a retry', async () => {
    render([{ request, result: { errors: [new GraphQLError('boom')] } }]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The events of this deck could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('lists each event with its date, duration, participants and status, linking to its report or console', async () => {
    render([
      eventsMock([
        event({
          id: 'e2',
          status: 'LIVE',
          startedAt: '2026-03-08T18:00:00.000Z',
          durationSeconds: null,
          endedAt: null,
          participantCount: 1,
          recapId: null,
        }),
        event(),
      ]),
    ]);
    const rows = within(await screen.findByRole('list')).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [live, ended] = rows as [HTMLElement, HTMLElement];

    expect(ended.querySelector('time')?.getAttribute('datetime')).toBe('2026-03-01T09:01:00.000Z');
    expect(within(ended).getByText('12 min 5 s · 12 participants')).toBeTruthy();
    expect(within(ended).getByText('Ended')).toBeTruthy();
    expect(
      within(ended)
        .getByRole('link', { name: /^Report of the event of/ })
        .getAttribute('href'),
    ).toBe('/analytics/e1');
    expect(within(ended).queryByRole('link', { name: /host console/ })).toBeNull();
    expect(
      within(ended)
        .getByRole('link', { name: /^Public recap of the event of/ })
        .getAttribute('href'),
    ).toBe('/recap/r1');
    expect(within(live).queryByRole('link', { name: /Public recap/ })).toBeNull();

    expect(within(live).getByText('— · 1 participant')).toBeTruthy();
    expect(within(live).getByText('Live')).toBeTruthy();
    expect(
      within(live)
        .getByRole('link', { name: /^Open the host console/ })
        .getAttribute('href'),
    ).toBe('/host/d1');
    expect(
      within(live)
        .getByRole('link', { name: /^Report of the event of/ })
        .getAttribute('href'),
    ).toBe('/analytics/e2');
    // Five or fewer: all of them are here already.
    expect(screen.queryByRole('link', { name: /See all/ })).toBeNull();
  });

  it('links to all of them in /analytics when there are more than five', async () => {
    const five = Array.from({ length: 5 }, (_, i) => event({ id: `e${i}` }));
    render([eventsMock(five, 7)]);
    const all = await screen.findByRole('link', { name: 'See all 7 events' });
    expect(all.getAttribute('href')).toBe('/analytics?deck=d1');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
  });
});
