import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeDataError } from '../graphql/errors';
import { notify } from '../lib/notify';
import { useAuth, useServices } from '../services';

/** A deck made for me from something shown in a gallery, as the server returns it. */
export interface MadeDeck {
  id: string;
  title: string;
}

export interface MakeDeckSpec<T> {
  /** Which item is being made, for `busy`. */
  keyOf: (item: T) => string;
  /** The gallery's address that makes `item` once its visitor is signed in. */
  returnLink: (item: T) => string;
  /** Asks the server for the deck; null when it answered without one. */
  make: (client: ApolloClient, item: T) => Promise<MadeDeck | null | undefined>;
  /** The snackbar's words when it failed, before the reason. */
  failure: (item: T) => string;
}

/**
 * A gallery's "make it mine" (use a template, copy a community deck): signed in, it asks the
 * server for the deck and opens it in the editor; signed out, it remembers to come back and
 * make it (the login screen returns to the remembered path), then goes to sign up.
 */
export function useMakeDeck<T>(spec: MakeDeckSpec<T>) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { loggedIn } = useAuth();
  const { memory } = useServices();
  const [busy, setBusy] = useState<string | null>(null);
  const { keyOf, returnLink, make, failure } = spec;

  const run = useCallback(
    async (item: T) => {
      if (!loggedIn) {
        memory.remember(returnLink(item));
        void navigate('/register');
        return;
      }
      setBusy(keyOf(item));
      try {
        const deck = await make(client, item);
        if (!deck) throw new Error('The deck was not made');
        notify.toast(`“${deck.title}” is in your decks`);
        void navigate(`/edit/${deck.id}`, { replace: true });
      } catch (error) {
        notify.snackbar(`${failure(item)}: ${describeDataError(error).message}`, 'red');
      } finally {
        setBusy(null);
      }
    },
    [client, loggedIn, memory, navigate, keyOf, returnLink, make, failure],
  );
  return { run, busy, loggedIn };
}
