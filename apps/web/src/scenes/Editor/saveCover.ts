import type { ApolloClient } from '@apollo/client';
import { describeDataError } from '../../graphql/errors';
import { DeckDocument, UpdateDeckDocument, type DeckDetail } from '../../graphql/decks';
import { SAVE_TIMEOUT_MS, withTimeout } from './saveDeck';

/**
 * Saves the deck's cover. The cover is not part of the deck document, so it goes through
 * updateDeck rather than autosave; the mutation returns the whole deck, which Apollo merges
 * into its cached `Deck`, so /decks and /deck/{id} show the new cover without a reload.
 *
 * updateDeck keeps the stale-save rule of saveDeck. On a CONFLICT the cover is written again
 * on the server's latest revision: it is one field the person has just chosen, so the last
 * choice wins; the document's own conflict is left to autosave (see Autosave.alongside).
 * Failures are thrown as Errors whose message says what went wrong, for the field to show.
 */
export function createCoverSaver(client: ApolloClient, id: string, isOnline: () => boolean = () => navigator.onLine) {
  const mutate = async (coverImage: string | null, baseRevision: number): Promise<DeckDetail> => {
    const { data } = await withTimeout(
      client.mutate({ mutation: UpdateDeckDocument, variables: { id, baseRevision, input: { coverImage } } }),
      SAVE_TIMEOUT_MS,
    );
    if (!data) throw new Error('The save did not come back.');
    return data.updateDeck;
  };

  return async (coverImage: string | null, baseRevision: number): Promise<DeckDetail> => {
    if (!isOnline()) throw new Error('You are offline. Try again when you are back.');
    try {
      try {
        return await mutate(coverImage, baseRevision);
      } catch (error) {
        if (describeDataError(error).code !== 'CONFLICT') throw error;
        const { data } = await client.query({ query: DeckDocument, variables: { id }, fetchPolicy: 'network-only' });
        if (!data?.deck) throw error;
        return await mutate(coverImage, data.deck.revision);
      }
    } catch (error) {
      throw new Error(describeDataError(error).message, { cause: error });
    }
  };
}
