import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeckDocument } from '../../graphql/decks';
import { deckDetail } from '../../testing/deckDetail';
import { renderScene } from '../Analytics/testing';
import Editor from './Editor';
import { EditorRunningEventDocument } from './editor.generated';

afterEach(cleanup);

const DECK = '5b0c7a54-3f0e-4d8e-9a4c-6f1f2d7b9e10';

const deckMock = { request: { query: DeckDocument, variables: { id: DECK } }, result: { data: { deck: deckDetail({ id: DECK }) } } };

type Running = { id: string; code: string; status: 'LOBBY' | 'LIVE' | 'ENDED' } | null;

/** Opens the editor with the server answering `runningEvent`; resolves once that answer was given and the editor shows. */
async function openEditor(runningEvent: Running) {
  let answered = false;
  const runningMock = {
    request: { query: EditorRunningEventDocument, variables: { deckId: DECK } },
    result: () => {
      answered = true;
      return { data: { runningEvent: runningEvent && { __typename: 'Event', ...runningEvent } } };
    },
  };
  renderScene(Editor, '/edit/:id?', `/edit/${DECK}`, [deckMock, runningMock]);
  await screen.findByRole('heading', { name: 'Editing Friday quiz' });
  await waitFor(() => expect(answered).toBe(true));
  // One more turn, for the answer to reach the page.
  await new Promise((r) => setTimeout(r, 0));
}

describe('editor, while the deck has an event running', () => {
  it('says the running event keeps its slides and edits apply to the next, with a link to its console', async () => {
    await openEditor({ id: 'e1', code: 'K7PX2M', status: 'LIVE' });
    const notice = await screen.findByRole('status', { name: 'This deck has an event running' });
    expect(notice.textContent).toContain('The event in progress (code K7PX2M) keeps the slides it started with.');
    expect(notice.textContent).toContain('Your edits apply to the next event.');
    const link = screen.getByRole('link', { name: 'Open the host console' });
    expect(link.getAttribute('href')).toBe(`/host/${DECK}`);
  });

  it('says it for an event still in its lobby too', async () => {
    await openEditor({ id: 'e1', code: 'K7PX2M', status: 'LOBBY' });
    expect(await screen.findByRole('status', { name: 'This deck has an event running' })).toBeTruthy();
  });

  it('says nothing when the deck has no running event, or only one that ended', async () => {
    await openEditor(null);
    expect(screen.queryByRole('status', { name: 'This deck has an event running' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Open the host console' })).toBeNull();
    cleanup();

    await openEditor({ id: 'e1', code: 'K7PX2M', status: 'ENDED' });
    expect(screen.queryByRole('link', { name: 'Open the host console' })).toBeNull();
  });
});
