import { useApolloClient, useQuery } from '@apollo/client/react';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useCallback, useMemo } from 'react';
import { describeDataError } from '../../graphql/errors';
import { notify } from '../../lib/notify';
import { useAuth } from '../../services';
import { RemoveTemplateDocument, SetTemplateHiddenDocument, TemplateCuratorDocument, TemplatesDocument } from './templates.generated';

interface TemplateRef {
  slug: string;
  title: string;
}

/**
 * The admin's side of the gallery (ADR 0053): whether the viewer curates it (`me.can.administer`,
 * the server's word, not the token's), and hiding, showing and removing templates. The gallery
 * on screen refreshes after each change.
 */
export function useTemplateCuration() {
  const client = useApolloClient();
  const { loggedIn } = useAuth();
  const curator = useQuery(TemplateCuratorDocument, { skip: !loggedIn, fetchPolicy: 'cache-first' });
  const isCurator = loggedIn && (curator.data?.me?.can.administer ?? false);
  const refresh = useCallback(() => client.refetchQueries({ include: [TemplatesDocument] }), [client]);

  const setHidden = useCallback(
    async (template: TemplateRef, hidden: boolean) => {
      try {
        await client.mutate({ mutation: SetTemplateHiddenDocument, variables: { slug: template.slug, hidden } });
        await refresh();
        notify.toast(hidden ? `“${template.title}” is hidden from the gallery` : `“${template.title}” is in the gallery again`);
      } catch (error) {
        notify.snackbar(`Could not ${hidden ? 'hide' : 'show'} “${template.title}”: ${describeDataError(error).message}`, 'red');
      }
    },
    [client, refresh],
  );

  const remove = useCallback(
    async (template: TemplateRef) => {
      try {
        await client.mutate({ mutation: RemoveTemplateDocument, variables: { slug: template.slug } });
        await refresh();
        notify.toast(`“${template.title}” was removed from the templates`);
      } catch (error) {
        notify.snackbar(`Could not remove “${template.title}”: ${describeDataError(error).message}`, 'red');
      }
    },
    [client, refresh],
  );

  const confirmRemove = useCallback(
    (template: TemplateRef) =>
      modals.openConfirmModal({
        title: `Remove “${template.title}” from the templates?`,
        size: 'md',
        centered: true,
        children: (
          <Text size="sm">
            Nobody will find it in the gallery any more. Decks already made from it stay as they are, and the deck it was made from is not
            touched. To take it out for a while instead, hide it.
          </Text>
        ),
        labels: { confirm: 'Remove template', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        onConfirm: () => void remove(template),
      }),
    [remove],
  );

  return useMemo(() => ({ isCurator, setHidden, confirmRemove, refresh }), [isCurator, setHidden, confirmRemove, refresh]);
}
