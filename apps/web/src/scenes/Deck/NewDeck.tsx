import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { describeDataError } from '../../graphql/errors';
import { CreateDeckDocument } from '../../graphql/decks';
import { ImportDeckButton } from '../Decks/importDeck';
import { NewDeckForm } from './NewDeckForm';

/**
 * `/deck` (and `/edit` without an id): the "New deck" form. The deck is created when the host
 * submits it, never on the visit, and opens in the editor in place of this URL, so the back
 * button does not come back to the form.
 */
export default function NewDeck() {
  const client = useApolloClient();
  const navigate = useNavigate();

  const create = useCallback(
    async (title: string) => {
      const input = title ? { title } : {};
      const { data } = await client.mutate({ mutation: CreateDeckDocument, variables: { input } }).catch((e: unknown) => {
        throw new Error(describeDataError(e).message);
      });
      const id = data?.createDeck.id;
      if (!id) throw new Error('The new deck did not come back from the server. Try again.');
      await navigate(`/edit/${id}`, { replace: true });
    },
    [client, navigate],
  );

  return <NewDeckForm onCreate={create} importButton={<ImportDeckButton variant="light" />} />;
}
