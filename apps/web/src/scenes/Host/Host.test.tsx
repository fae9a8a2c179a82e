import { cleanup, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { DeckDocument, type DeckDetail } from '../../graphql/decks';
import { renderScene } from '../Analytics/testing';
import Host from './Host';
import { RunningEventDocument } from './hostOperations';

afterEach(cleanup);

const DECK = '3511980d-0d36-4467-9e8c-2a7865dd9173';

const noRunningEvent = { request: { query: RunningEventDocument, variables: { deckId: DECK } }, result: { data: { runningEvent: null } } };

function deck(title: string): DeckDetail & { __typename: 'Deck' } {
  return {
    __typename: 'Deck',
    id: DECK,
    title,
    description: '',
    tags: [],
    coverImage: null,
    slideCount: 1,
    slides: [],
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    deletedAt: null,
    purgeAt: null,
    can: { __typename: 'DeckCan', edit: true, delete: true, restore: false, duplicate: true, host: true, export: true },
    language: null,
    visibility: 'PRIVATE',
    publishedAt: null,
    takenDownAt: null,
    copyCount: 0,
    revision: 1,
    problems: [],
  } as unknown as DeckDetail & { __typename: 'Deck' };
}

describe('/host/{deckId}', () => {
  it('says at once that a deleted or unknown deck is missing, with the way to another, and offers no Start', async () => {
    renderScene(Host, '/host/:id?', `/host/${DECK}`, [
      noRunningEvent,
      {
        request: { query: DeckDocument, variables: { id: DECK } },
        result: { errors: [new GraphQLError('This deck does not exist, or it is not yours', { extensions: { code: 'NOT_FOUND' } })] },
      },
    ]);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This deck could not be found');
    expect(screen.getByRole('link', { name: 'Pick another deck' }).getAttribute('href')).toBe('/host');
    expect(screen.queryByRole('button', { name: 'Start the event' })).toBeNull();
  });

  it('shows the start form with the deck’s title for a deck that exists', async () => {
    renderScene(Host, '/host/:id?', `/host/${DECK}`, [
      noRunningEvent,
      { request: { query: DeckDocument, variables: { id: DECK } }, result: { data: { deck: deck('Friday quiz') } } },
    ]);
    expect(await screen.findByRole('heading', { name: 'Friday quiz' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start the event' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
