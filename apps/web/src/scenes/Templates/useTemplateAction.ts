import { useApolloClient } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { describeDataError } from '../../graphql/errors';
import { notify } from '../../lib/notify';
import { useAuth, useServices } from '../../services';
import { UseTemplateDocument } from './templates.generated';

/** The gallery's address that makes a deck of `slug` once its visitor is signed in. */
export const galleryUseLink = (slug: string) => `/templates?use=${encodeURIComponent(slug)}`;

/**
 * "Use this template": signed in, it makes the deck and opens it in the editor; signed out, it
 * remembers to come back and make it (the login screen returns to the remembered path), then
 * goes to sign up.
 */
export function useTemplateAction() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { loggedIn } = useAuth();
  const { memory } = useServices();
  const [busy, setBusy] = useState<string | null>(null);

  const use = useCallback(
    async (template: { slug: string; title: string }) => {
      if (!loggedIn) {
        memory.remember(galleryUseLink(template.slug));
        void navigate('/register');
        return;
      }
      setBusy(template.slug);
      try {
        const { data } = await client.mutate({ mutation: UseTemplateDocument, variables: { slug: template.slug } });
        const deck = data?.useTemplate;
        if (!deck) throw new Error('The deck was not made');
        notify.toast(`“${deck.title}” is in your decks`);
        void navigate(`/edit/${deck.id}`, { replace: true });
      } catch (error) {
        notify.snackbar(`Could not use “${template.title}”: ${describeDataError(error).message}`, 'red');
      } finally {
        setBusy(null);
      }
    },
    [client, loggedIn, memory, navigate],
  );
  return { use, busy, loggedIn };
}
