import { cleanup, screen } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { DeckDocument } from '../../graphql/decks';
import { deckDetail } from '../../testing/deckDetail';
import { renderScene } from '../Analytics/testing';
import Host from './Host';
import { RunningEventDocument } from './hostOperations';

afterEach(cleanup);

const DECK = '3511980d-0d36-4467-9e8c-2a7865dd9173';

const noRunningEvent = { request: { query: RunningEventDocument, variables: { deckId: DECK } }, result: { data: { runningEvent: null } } };

const deck = (title: string) => deckDetail({ id: DECK, title, slideCount: 1 });

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
