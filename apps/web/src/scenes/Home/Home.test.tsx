import { cleanup, screen, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventListItemFragment } from '../Analytics/analytics.generated';
import { renderScene } from '../Analytics/testing';
import Home from './Home';
import { HomeDocument, HomeTemplatesDocument, type HomeQuery } from './home.generated';

afterEach(cleanup);

type Deck = HomeQuery['decks']['items'][number];

function deck(id: string, title: string): Deck & { __typename: 'Deck' } {
  return {
    __typename: 'Deck',
    id,
    title,
    description: '',
    tags: [],
    coverImage: null,
    slideCount: 3,
    slides: [],
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    deletedAt: null,
    purgeAt: null,
    can: { __typename: 'DeckCan', edit: true, delete: true, restore: false, duplicate: true, host: true, export: true },
  } as Deck & { __typename: 'Deck' };
}

function event(over: Partial<EventListItemFragment>): EventListItemFragment & { __typename: 'EventListItem' } {
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

const page = <T,>(items: T[], total = items.length) => ({ __typename: 'EventListPage' as const, items, total });

function homeMock(data: {
  decks: Deck[];
  decksTotal?: number;
  running?: EventListItemFragment[];
  ended?: EventListItemFragment[];
  endedTotal?: number;
}) {
  return {
    request: { query: HomeDocument },
    result: {
      data: {
        decks: { __typename: 'DeckPage', items: data.decks, total: data.decksTotal ?? data.decks.length },
        running: page(data.running ?? []),
        ended: page(data.ended ?? [], data.endedTotal),
      },
    },
  };
}

function template(slug: string, title: string) {
  return { __typename: 'Template' as const, slug, title, description: `About ${title}`, tags: ['icebreaker'], slideCount: 4, slides: [] };
}

function templatesMock(templates: ReturnType<typeof template>[]) {
  return { request: { query: HomeTemplatesDocument }, result: { data: { templates } } };
}
const ICEBREAKERS = templatesMock([
  template('new-team-icebreaker', 'Icebreakers for a new team'),
  template('this-or-that-icebreaker', 'This or that'),
  template('animal-two-truths', 'Two truths, one animal'),
  template('friday-happy-hour', 'Friday happy hour'),
  template('end-of-year-party', 'End of year party'),
]);

describe('/ (home)', () => {
  it('shows a skeleton while it loads', () => {
    renderScene(Home, '/', '/', [ICEBREAKERS, { ...homeMock({ decks: [] }), delay: Infinity }]);
    expect(screen.getByLabelText('Loading your decks and events')).toBeTruthy();
  });

  it('for a new host: how to make the first deck and how Mingle works, not an empty events list', async () => {
    renderScene(Home, '/', '/', [ICEBREAKERS, homeMock({ decks: [] })]);
    await screen.findByText('Make your first deck');
    expect(screen.getByRole('heading', { name: 'How Mingle works' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Recent events' })).toBeNull();
    expect(screen.queryByRole('heading', { name: /still running/ })).toBeNull();
  });

  it('lists my newest decks, not "No decks yet", with a link to all of them', async () => {
    renderScene(Home, '/', '/', [ICEBREAKERS, homeMock({ decks: [deck('d1', 'Quiz night'), deck('d2', 'Team retro')], decksTotal: 7 })]);
    const decks = await screen.findByRole('region', { name: 'Your decks' });
    expect(within(decks).getByRole('link', { name: 'Quiz night' }).getAttribute('href')).toBe('/deck/d1');
    expect(within(decks).getByRole('link', { name: 'Team retro' }).getAttribute('href')).toBe('/deck/d2');
    expect(within(decks).getByRole('link', { name: 'See all 7' }).getAttribute('href')).toBe('/decks');
    expect(screen.queryByText('No decks yet')).toBeNull();
    expect(screen.queryByText('Make your first deck')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'How Mingle works' })).toBeNull();
  });

  it('offers to resume events still running, in the host console', async () => {
    renderScene(Home, '/', '/', [
      ICEBREAKERS,
      homeMock({
        decks: [deck('d1', 'Quiz night')],
        running: [event({ id: 'e9', deckId: 'd1', title: 'Quiz night', status: 'LIVE', recapId: null })],
      }),
    ]);
    const running = await screen.findByRole('region', { name: 'An event is still running' });
    expect(within(running).getByText('Live')).toBeTruthy();
    expect(within(running).getByText('ABC234')).toBeTruthy();
    expect(within(running).getByRole('link', { name: 'Resume Quiz night in the host console' }).getAttribute('href')).toBe('/host/d1');
  });

  it('lists the last ended events with their report and recap', async () => {
    renderScene(Home, '/', '/', [
      ICEBREAKERS,
      homeMock({
        decks: [deck('d1', 'Quiz night')],
        ended: [event({}), event({ id: 'e2', title: 'Quiet poll', recapId: 'r2', recapEnabled: false })],
        endedTotal: 9,
      }),
    ]);
    const recent = await screen.findByRole('region', { name: 'Recent events' });
    expect(within(recent).getByRole('link', { name: 'Report of Friday quiz' }).getAttribute('href')).toBe('/analytics/e1');
    expect(within(recent).getByRole('link', { name: 'Public recap of Friday quiz' }).getAttribute('href')).toBe('/recap/r1');
    // Its host turned that recap off: no link to a page that would say Not found.
    expect(within(recent).queryByRole('link', { name: 'Public recap of Quiet poll' })).toBeNull();
    expect(within(recent).getByRole('link', { name: 'See all 9' }).getAttribute('href')).toBe('/analytics');
  });

  it('says when an experienced host has no ended event yet', async () => {
    renderScene(Home, '/', '/', [ICEBREAKERS, homeMock({ decks: [deck('d1', 'Quiz night')] })]);
    const recent = await screen.findByRole('region', { name: 'Recent events' });
    expect(within(recent).getByText(/No events have ended yet/)).toBeTruthy();
  });

  it('says when loading failed, with a retry', async () => {
    renderScene(Home, '/', '/', [ICEBREAKERS, { request: { query: HomeDocument }, result: { errors: [new GraphQLError('boom')] } }]);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your decks and events could not be loaded')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows a row of icebreaker templates to use, and the way to all of them', async () => {
    renderScene(Home, '/', '/', [ICEBREAKERS, homeMock({ decks: [deck('d1', 'Quiz night')] })]);
    const strip = await screen.findByRole('region', { name: 'Start from a template' });
    await within(strip).findByRole('heading', { name: 'Icebreakers for a new team' });
    expect(within(strip).getAllByRole('article')).toHaveLength(4);
    expect(within(strip).queryByRole('heading', { name: 'End of year party' })).toBeNull();
    expect(within(strip).getByRole('button', { name: 'Use this template: This or that' })).toBeTruthy();
    expect(within(strip).getByRole('link', { name: 'All templates' }).getAttribute('href')).toBe('/templates');
  });

  it('shows the strip loading, and says so when there is no template to show', async () => {
    renderScene(Home, '/', '/', [{ ...ICEBREAKERS, delay: Infinity }, homeMock({ decks: [] })]);
    expect(screen.getByLabelText('Loading templates')).toBeTruthy();
    cleanup();
    renderScene(Home, '/', '/', [templatesMock([]), homeMock({ decks: [] })]);
    const strip = await screen.findByRole('region', { name: 'Start from a template' });
    await within(strip).findByText(/There are no icebreaker templates right now/);
    expect(within(strip).getByRole('link', { name: 'Look at every template' }).getAttribute('href')).toBe('/templates');
  });

  it('says quietly when the templates could not be loaded, with a retry', async () => {
    renderScene(Home, '/', '/', [
      { request: { query: HomeTemplatesDocument }, result: { errors: [new GraphQLError('boom')] } },
      homeMock({ decks: [deck('d1', 'Quiz night')] }),
    ]);
    const strip = await screen.findByRole('region', { name: 'Start from a template' });
    await within(strip).findByText('The templates could not be loaded.');
    expect(within(strip).getByRole('button', { name: 'Try again' })).toBeTruthy();
    // The rest of the home is there all the same.
    await screen.findByRole('link', { name: 'Quiz night' });
  });
});
