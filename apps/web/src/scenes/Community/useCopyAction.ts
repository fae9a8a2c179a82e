import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeDataError } from '../../graphql/errors';
import { notify } from '../../lib/notify';
import { useAuth, useServices } from '../../services';
import { CopyCommunityDeckDocument } from './community.generated';

/** The community list's address that copies deck `id` once its visitor is signed in. */
export const communityCopyLink = (id: string) => `/community-list?copy=${encodeURIComponent(id)}`;

/**
 * "Make a copy": signed in, it copies the deck into my decks and opens the copy in the editor;
 * signed out, it remembers to come back and copy it, then goes to sign up (as templates do).
 */
export function useCopyAction() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { loggedIn } = useAuth();
  const { memory } = useServices();
  const [busy, setBusy] = useState<string | null>(null);

  const copy = useCallback(
    async (deck: { id: string; title: string }) => {
      if (!loggedIn) {
        memory.remember(communityCopyLink(deck.id));
        void navigate('/register');
        return;
      }
      setBusy(deck.id);
      try {
        const { data } = await client.mutate({ mutation: CopyCommunityDeckDocument, variables: { id: deck.id } });
        const made = data?.copyCommunityDeck;
        if (!made) throw new Error('The copy was not made');
        notify.toast(`“${made.title}” is in your decks`);
        void navigate(`/edit/${made.id}`, { replace: true });
      } catch (error) {
        notify.snackbar(`Could not copy “${deck.title}”: ${describeDataError(error).message}`, 'red');
      } finally {
        setBusy(null);
      }
    },
    [client, loggedIn, memory, navigate],
  );
  return { copy, busy, loggedIn };
}
