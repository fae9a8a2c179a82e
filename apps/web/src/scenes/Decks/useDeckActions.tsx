import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { describeDataError } from '../../graphql/errors';
import { deckExportPath } from '@mingle/shared';
import { DeleteDeckDocument, DuplicateDeckDocument, RestoreDeckDocument } from '../../graphql/decks';
import { useServices } from '../../services';
import { downloadExport } from '../Analytics/downloadExport';
import { notify } from '../../lib/notify';

interface DeckRef {
  id: string;
  title: string;
}

interface ConfirmDeleteOptions {
  /** After the deck is deleted (the overview leaves for the list). */
  afterDelete?: () => void;
  /** Where focus goes when the question closes: the button of the menu that asked it (WCAG 2.4.3). */
  returnFocusTo?: HTMLElement | null;
}

/** Long enough to notice the mistake and reach the button; deleted decks stay restorable anyway. */
const UNDO_MS = 10_000;

/** `Team trivia: round 1` → `Team trivia- round 1.mingle.json`: safe on every file system. */
export function exportFileName(title: string): string {
  // Control characters are dropped first; then the characters file systems refuse.
  const printable = [...title].filter((c) => c.charCodeAt(0) >= 32).join('');
  const safe = printable
    .replace(/[\\/:*?"<>|]+/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
  return `${safe || 'deck'}.mingle.json`;
}

/**
 * Deck actions shared by the decks list and a deck's overview: duplicate, delete (asked
 * first, undoable), restore and export. Lists refresh themselves after each change.
 */
export function useDeckActions() {
  const client = useApolloClient();
  const { session } = useServices();
  // The lists on screen now; lists not on screen refresh when they mount (cache-and-network).
  const refreshLists = useCallback(() => client.refetchQueries({ include: 'active' }), [client]);

  const restore = useCallback(
    async (deck: DeckRef): Promise<boolean> => {
      try {
        await client.mutate({ mutation: RestoreDeckDocument, variables: { id: deck.id } });
        await refreshLists();
        notify.toast(`“${deck.title}” is back in your decks`);
        return true;
      } catch (error) {
        notify.snackbar(`Could not restore “${deck.title}”: ${describeDataError(error).message}`, 'red');
        return false;
      }
    },
    [client, refreshLists],
  );

  const remove = useCallback(
    async (deck: DeckRef, afterDelete?: () => void): Promise<void> => {
      try {
        await client.mutate({ mutation: DeleteDeckDocument, variables: { id: deck.id } });
      } catch (error) {
        notify.snackbar(`Could not delete “${deck.title}”: ${describeDataError(error).message}`, 'red');
        return;
      }
      afterDelete?.();
      await refreshLists();
      const id = `deck-deleted-${deck.id}`;
      notifications.show({
        id,
        title: 'Deck deleted',
        autoClose: UNDO_MS,
        withBorder: true,
        message: (
          <Group justify="space-between" wrap="nowrap" gap="sm">
            {/* The sentence wraps and a long title breaks; the button keeps its width, so "Undo" reads in full. */}
            <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
              “{deck.title}” moved to Recently deleted.
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              flex="none"
              onClick={() => {
                notifications.hide(id);
                void restore(deck);
              }}
            >
              Undo
            </Button>
          </Group>
        ),
      });
    },
    [client, refreshLists, restore],
  );

  const confirmDelete = useCallback(
    (deck: DeckRef, { afterDelete, returnFocusTo }: ConfirmDeleteOptions = {}) => {
      modals.openConfirmModal({
        title: `Delete “${deck.title}”?`,
        size: 'md',
        centered: true,
        children: (
          <Text size="sm">
            It moves to Recently deleted, where you can restore it for 30 days. Events already run from it keep their results.
          </Text>
        ),
        labels: { confirm: 'Delete deck', cancel: 'Cancel' },
        confirmProps: { color: 'red' },
        // The modal gives focus back to what had it when it opened: the menu item, gone by the
        // time it closes, which leaves focus on the page's body. The menu's button gets it.
        returnFocus: !returnFocusTo,
        onClose: () => returnFocusTo?.focus(),
        onConfirm: () => void remove(deck, afterDelete),
      });
    },
    [remove],
  );

  const duplicate = useCallback(
    async (deck: DeckRef): Promise<string | null> => {
      try {
        const { data } = await client.mutate({ mutation: DuplicateDeckDocument, variables: { id: deck.id } });
        await refreshLists();
        notify.toast(`Made a copy: “${data?.duplicateDeck.title ?? deck.title}”`);
        return data?.duplicateDeck.id ?? null;
      } catch (error) {
        notify.snackbar(`Could not copy “${deck.title}”: ${describeDataError(error).message}`, 'red');
        return null;
      }
    },
    [client, refreshLists],
  );

  const exportDeck = useCallback(
    async (deck: DeckRef): Promise<void> => {
      try {
        // A portable file: the deck with its images embedded (docs/adr/0048).
        await downloadExport(deckExportPath(deck.id), exportFileName(deck.title), {
          ensureValid: () => session.ensureValid(),
          recoverFromUnauthorized: () => session.recoverFromUnauthorized(),
          cookies: document,
          notFound: 'This deck is not there any more.',
        });
      } catch (error) {
        notify.snackbar(`Could not export “${deck.title}”: ${error instanceof Error ? error.message : String(error)}`, 'red');
      }
    },
    [session],
  );

  return useMemo(
    () => ({ confirmDelete, duplicate, restore, exportDeck, refreshLists }),
    [confirmDelete, duplicate, restore, exportDeck, refreshLists],
  );
}
