import { Alert, Button, Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { mdiRefresh } from '@mdi/js';
import { useParams } from 'react-router';
import { Icon } from '../../components/Icon';
import { describeDataError } from '../../graphql/errors';
import { DeckDocument } from '../../graphql/decks';
import { notFound } from '../../router/errors';
import NewDeck from '../Deck/NewDeck';
import { EditorWorkspace } from './EditorWorkspace';
import { useRunningEvent } from './RunningEventBanner';

function EditorSkeleton() {
  return (
    <Stack gap="md" aria-busy="true" aria-label="Loading the editor">
      <Skeleton height={56} radius="lg" />
      <Group align="flex-start" gap="lg" wrap="nowrap">
        <Stack gap="sm" w={220} visibleFrom="sm">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={130} radius="md" />
          ))}
        </Stack>
        <Skeleton height={480} radius="lg" style={{ flex: 1 }} />
      </Group>
    </Stack>
  );
}

/** `/edit/{id}`: the deck editor; `/edit` alone asks for a new deck's title first (NewDeck), creating nothing on the visit. */
export default function Editor() {
  const { id } = useParams();
  if (!id) return <NewDeck />;
  return <LoadedEditor id={id} />;
}

function LoadedEditor({ id }: { id: string }) {
  // Always the server's copy: the editor saves on top of its revision.
  const { data, error, refetch } = useQuery(DeckDocument, { variables: { id }, fetchPolicy: 'network-only' });
  const runningEvent = useRunningEvent(id);
  const deck = data?.deck;
  if (error && !deck) {
    const { code, message } = describeDataError(error);
    if (code === 'NOT_FOUND') throw notFound();
    return (
      <Alert color="red" variant="light" radius="lg" title="This deck could not be opened" role="alert">
        {message}
        <Group mt="md">
          <Button variant="white" color="red" leftSection={<Icon path={mdiRefresh} size={18} />} onClick={() => void refetch()}>
            Try again
          </Button>
        </Group>
      </Alert>
    );
  }
  if (!deck) return <EditorSkeleton />;
  // Keyed by deck: a different deck is a different document, history and autosave.
  return <EditorWorkspace key={deck.id} deck={deck} runningEvent={runningEvent} />;
}
