import { Alert, Button, Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { mdiAlertCircleOutline, mdiCardsOutline } from '@mdi/js';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';

/** A message in place of the deck: none chosen, or not found. Always offers the way to the decks. */
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

/** A deck answers in well under a second; past this, ask once more without being asked. */
const AUTO_RETRY_MS = 2500;
/** Past this, say so and offer to try again. */
const SLOW_MS = 8000;

/**
 * A spinner that does not spin for ever: a request lost with a dropped socket is asked
 * again once, and if the answer is still slow the page says so and offers to try again.
 */
export function DeckLoading({ retry }: { retry(): void }) {
  const [slow, setSlow] = useState(false);
  const retryRef = useRef(retry);
  useEffect(() => {
    retryRef.current = retry;
  });
  useEffect(() => {
    const again = window.setTimeout(() => retryRef.current(), AUTO_RETRY_MS);
    const timer = window.setTimeout(() => setSlow(true), SLOW_MS);
    return () => {
      window.clearTimeout(again);
      window.clearTimeout(timer);
    };
  }, []);
  return (
    <Center py={80}>
      <Stack align="center" gap="sm">
        <Loader aria-label="Loading the deck" />
        {slow && (
          <>
            <Text c="dimmed">This is taking longer than usual.</Text>
            <Button variant="default" size="xs" onClick={retry}>
              Try again
            </Button>
          </>
        )}
      </Stack>
    </Center>
  );
}

export function DeckError({ message, retry }: { message: string; retry(): void }) {
  return (
    <Alert color="red" variant="light" icon={<Icon path={mdiAlertCircleOutline} />} title="The deck could not be loaded">
      <Text size="sm">{message}</Text>
      <Button mt="sm" size="xs" variant="default" onClick={retry}>
        Try again
      </Button>
    </Alert>
  );
}
