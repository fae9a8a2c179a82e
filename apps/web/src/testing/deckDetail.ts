import type { DeckDetail } from '../graphql/decks';

/**
 * A deck as the `Deck` query answers it, for scenes that load one (editor, host console):
 * an empty private deck its viewer may do everything with, changed by `over`.
 */
export function deckDetail(over: Partial<DeckDetail> & { id: string }): DeckDetail & { __typename: 'Deck' } {
  return {
    __typename: 'Deck',
    title: 'Friday quiz',
    description: '',
    tags: [],
    coverImage: null,
    slideCount: 0,
    slides: [],
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-02T09:00:00.000Z',
    deletedAt: null,
    purgeAt: null,
    can: { __typename: 'DeckCan', edit: true, delete: true, restore: false, duplicate: true, host: true, export: true, publish: true },
    language: null,
    visibility: 'PRIVATE',
    publishedAt: null,
    takenDownAt: null,
    copyCount: 0,
    revision: 1,
    problems: [],
    ...over,
  } as unknown as DeckDetail & { __typename: 'Deck' };
}
