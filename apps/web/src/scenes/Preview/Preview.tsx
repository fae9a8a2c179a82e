import { Alert, Button, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { mdiAlertCircleOutline, mdiCardsOutline } from '@mdi/js';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Icon } from '../../components/Icon';
import { usePlayDeck } from '../../slides/playDeck';
import { PreviewPlayer } from './PreviewPlayer';

/** A message in place of the player: no deck chosen, not found. */
export function DeckMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="lg" padding="xl" maw={640} mx="auto">
      <Stack gap="sm" align="flex-start">
        <Icon path={mdiCardsOutline} size={36} color="var(--mantine-color-mingle-6)" />
        <Title order={1} fz={24}>
          {title}
        </Title>
        <Text c="dimmed">{children}</Text>
        <Button component={Link} to="/decks" mt="xs">
          Go to my decks
        </Button>
      </Stack>
    </Card>
  );
}

function PreviewDeck({ id }: { id: string }) {
  const state = usePlayDeck(id);
  if (state.status === 'loading') {
    return (
      <Center py={80}>
        <Loader aria-label="Loading the deck" />
      </Center>
    );
  }
  if (state.status === 'not-found') {
    return <DeckMessage title="This deck could not be found">It may have been deleted, or it belongs to someone else. Choose one of your decks to preview.</DeckMessage>;
  }
  if (state.status === 'error') {
    return (
      <Alert color="red" variant="light" icon={<Icon path={mdiAlertCircleOutline} />} title="The deck could not be loaded">
        <Text size="sm">{state.message}</Text>
        <Button mt="sm" size="xs" variant="default" onClick={state.retry}>
          Try again
        </Button>
      </Alert>
    );
  }
  return <PreviewPlayer deck={state.deck} />;
}

/** `/preview/{id?}`: play a deck through alone, phone and big screen side by side. */
export default function Preview() {
  const { id } = useParams();
  if (!id) {
    return <DeckMessage title="Choose a deck to preview">Open one of your decks and press Preview to play it through, step by step, with simulated answers.</DeckMessage>;
  }
  // Keyed by id: moving to another deck starts its preview afresh.
  return <PreviewDeck key={id} id={id} />;
}
