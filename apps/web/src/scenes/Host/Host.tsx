import { useQuery } from '@apollo/client/react';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DeckDocument } from '../../graphql/decks';
import { describeDataError } from '../../graphql/errors';
import { useT } from '../../i18n';
import { DeckPicker } from './DeckPicker';
import { HostConsole } from './HostConsole';
import { RunningEventDocument } from './hostOperations';
import { StartPanel } from './StartPanel';

/**
 * `/host/{deckId?}`: without a deck, pick one of mine; with one, resume its running event
 * (a reload in front of the room must land back in the same console) or start a new one.
 */
export default function Host() {
  const { id } = useParams();
  return id ? <HostDeck key={id} deckId={id} /> : <DeckPicker />;
}

function HostDeck({ deckId }: { deckId: string }) {
  const { data, loading, error, refetch } = useQuery(RunningEventDocument, { variables: { deckId }, fetchPolicy: 'network-only' });
  // Asked at once with the running event: a missing deck is said before the host fills in the form.
  const deck = useQuery(DeckDocument, { variables: { id: deckId } });
  const [started, setStarted] = useState<string | null>(null);
  const t = useT();
  const eventId = started ?? data?.runningEvent?.id ?? null;

  if (eventId)
    return (
      <HostConsole
        eventId={eventId}
        onEnded={() => {
          setStarted(null);
          void refetch();
        }}
      />
    );
  if (loading || (deck.loading && !deck.data)) {
    return (
      <Stack align="center" py="xl">
        <Loader aria-label={t('host.deck.looking')} />
      </Stack>
    );
  }
  if (error) return <CannotOpen title={t('host.deck.cannotOpen')} message={describeDataError(error).message} />;
  // Missing, deleted or someone else's (the server does not say which). Other failures leave the
  // form, whose Start reports them.
  if (deck.error && !deck.data && describeDataError(deck.error).code === 'NOT_FOUND')
    return <CannotOpen title={t('host.deck.notFound')} message={t('host.deck.notFoundText')} />;
  return <StartPanel deckId={deckId} deck={deck.data?.deck} onStarted={setStarted} />;
}

function CannotOpen({ title, message }: { title: string; message: string }) {
  const t = useT();
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="sm" align="flex-start">
        {message}
        <Button component={Link} to="/host" variant="default">
          {t('host.deck.pickAnother')}
        </Button>
      </Stack>
    </Alert>
  );
}
