import { useQuery } from '@apollo/client/react';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
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
  if (loading) {
    return (
      <Stack align="center" py="xl">
        <Loader aria-label={t('host.deck.looking')} />
      </Stack>
    );
  }
  if (error) {
    return (
      <Alert color="red" title={t('host.deck.cannotOpen')} role="alert">
        <Stack gap="sm" align="flex-start">
          {describeDataError(error).message}
          <Button component={Link} to="/host" variant="default">
            {t('host.deck.pickAnother')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <StartPanel deckId={deckId} onStarted={setStarted} />;
}
