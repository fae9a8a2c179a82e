import { Reason } from '@mingle/shared';
import { appError } from '../lib/errors';
import type { DeckRow } from '../decks/deckRow';

/**
 * Who may see and change a deck: its owner. Anyone else is told the deck does not exist,
 * so deck ids cannot be probed. (Team decks will widen this when teams arrive.)
 */
export function canEditDeck(userId: string, deck: Pick<DeckRow, 'ownerId'>): boolean {
  return deck.ownerId === userId;
}

export function assertCanEditDeck<T extends Pick<DeckRow, 'ownerId' | 'deletedAt'>>(userId: string, deck: T | undefined): T {
  if (!deck || deck.deletedAt || !canEditDeck(userId, deck)) throw deckNotFound();
  return deck;
}

export const deckNotFound = () => appError(Reason.DECK_NOT_FOUND, 'This deck does not exist, or it is not yours');
