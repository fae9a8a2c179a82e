import { eq, type SQL } from 'drizzle-orm';
import { Reason } from '@mingle/shared';
import { decks } from '../db/schema';
import { RESTORE_WINDOW_MS, type DeckRow } from '../decks/deckRow';
import { appError } from '../lib/errors';
import type { Actor, UserActor } from './actor';

/**
 * Who may see and change a deck: its owner. Anyone else is told the deck does not exist, so
 * deck ids cannot be probed (ADR 20). Team decks will widen `owns` when teams arrive.
 */
type DeckFacts = Pick<DeckRow, 'ownerId' | 'deletedAt'>;

const owns = (actor: Actor, deck: DeckFacts): boolean => actor.user !== null && deck.ownerId === actor.user.id;

/** A deck in "recently deleted" is only there to be restored. */
const usable = (actor: Actor, deck: DeckFacts): boolean => owns(actor, deck) && !deck.deletedAt;

export const canViewDeck = usable;
export const canEditDeck = usable;
export const canDeleteDeck = usable;
export const canDuplicateDeck = usable;
export const canExportDeck = usable;
/** Putting it on the community list and taking it off (ADR 51). */
export const canPublishDeck = usable;
/** Starting an event; whether the deck is ready to play is the engine's question, not this one. */
export const canHostDeck = usable;

/** Restorable by its owner while the restore window lasts. */
export function canRestoreDeck(actor: Actor, deck: DeckFacts, now: number): boolean {
  return owns(actor, deck) && deck.deletedAt !== null && deck.deletedAt.getTime() + RESTORE_WINDOW_MS > now;
}

/** `Deck.can`: each action the viewer may take on this deck. */
export function deckCan(actor: Actor, deck: DeckFacts, now: number) {
  return {
    view: canViewDeck(actor, deck),
    edit: canEditDeck(actor, deck),
    delete: canDeleteDeck(actor, deck),
    restore: canRestoreDeck(actor, deck, now),
    duplicate: canDuplicateDeck(actor, deck),
    host: canHostDeck(actor, deck),
    export: canExportDeck(actor, deck),
    publish: canPublishDeck(actor, deck),
  };
}

export type DeckAction = keyof ReturnType<typeof deckCan>;

/** The deck, if the actor may take `action` on it; otherwise NOT_FOUND, as if it did not exist. */
export function assertCanDeck<T extends DeckFacts>(actor: Actor, deck: T | undefined, action: DeckAction, now: number): T {
  if (!deck || !deckCan(actor, deck, now)[action]) throw deckNotFound();
  return deck;
}

/** The decks a user's lists show ("my decks"): the SQL side of `owns`. */
export function decksListedFor(user: UserActor): SQL {
  return eq(decks.ownerId, user.id);
}

export const deckNotFound = () => appError(Reason.DECK_NOT_FOUND, 'This deck does not exist, or it is not yours');
