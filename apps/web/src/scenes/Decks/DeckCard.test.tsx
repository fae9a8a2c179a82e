import { ModalsProvider } from '@mantine/modals';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeckCan, DeckSummary } from '../../graphql/decks';
import { renderUi } from '../../slides/testing';
import { renderScene } from '../Analytics/testing';
import { DeckCard, DeletedDeckCard } from './DeckCard';
import { useDeckActions } from './useDeckActions';

afterEach(cleanup);

const NONE: DeckCan = { edit: false, delete: false, restore: false, duplicate: false, host: false, export: false };

function deck(can: Partial<DeckCan>): DeckSummary {
  return {
    id: 'd1',
    title: 'Quiz night',
    description: '',
    tags: [],
    coverImage: null,
    slideCount: 0,
    slides: [],
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    deletedAt: null,
    purgeAt: null,
    can: { ...NONE, ...can },
  };
}

const actions = {
  restore: vi.fn(),
  duplicate: vi.fn(),
  exportDeck: vi.fn(),
  confirmDelete: vi.fn(),
} as unknown as ReturnType<typeof useDeckActions>;

async function menuItems(can: Partial<DeckCan>): Promise<string[]> {
  renderUi(
    <MemoryRouter>
      <DeckCard deck={deck(can)} actions={actions} />
    </MemoryRouter>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'More for Quiz night' }));
  return (await screen.findAllByRole('menuitem')).map((item) => item.textContent ?? '');
}

describe('a deck card shows the actions the server allows (Deck.can)', () => {
  it('shows every action the owner may take', async () => {
    expect(await menuItems({ edit: true, host: true, duplicate: true, export: true, delete: true })).toEqual([
      'Edit',
      'Host live',
      'Duplicate',
      'Export',
      'Delete',
    ]);
  });

  it('leaves out what the viewer may not do', async () => {
    expect(await menuItems({ export: true, duplicate: true })).toEqual(['Duplicate', 'Export']);
  });

  it('offers Restore only when the deck can still be restored', () => {
    const { rerender } = renderUi(<DeletedDeckCard deck={deck({ restore: true })} actions={actions} />);
    expect(screen.getByRole('button', { name: 'Restore' })).toBeTruthy();
    rerender(<DeletedDeckCard deck={deck({ restore: false })} actions={actions} />);
    expect(screen.queryByRole('button', { name: 'Restore' })).toBeNull();
  });
});

/** A card with the real actions, under the app's modals, as the decks list draws it. */
function CardWithActions() {
  const actions = useDeckActions();
  return (
    <ModalsProvider>
      <DeckCard deck={deck({ delete: true })} actions={actions} />
    </ModalsProvider>
  );
}

describe('deleting from a deck card, by keyboard (WCAG 2.4.3)', () => {
  it('returns focus to the card’s ⋮ button when the confirmation is closed with Escape', async () => {
    renderScene(CardWithActions, '/decks', '/decks', []);
    const more = screen.getByRole('button', { name: 'More for Quiz night' });
    more.focus();
    fireEvent.click(more);
    const item = await screen.findByRole('menuitem', { name: 'Delete' });
    item.focus();
    fireEvent.click(item);
    const dialog = await screen.findByRole('dialog', { name: 'Delete “Quiz night”?' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(more));
  });
});
