import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { mdiRefresh } from '@mdi/js';
import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Icon } from '../../components/Icon';
import { describeDataError } from '../../graphql/errors';
import { CreateDeckDocument } from '../../graphql/decks';
import { onceByKey } from '../../lib/once';

// Development mode runs effects twice; one visit to /deck must make one deck, not two.
const createOnce = onceByKey<string>();

/**
 * `/deck` (and `/edit` without an id): makes a new deck and opens it in the editor, replacing
 * this URL so the back button does not make another one.
 */
export default function NewDeck() {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<string | null>(null);

  const create = useCallback(async () => {
    const { data } = await client.mutate({ mutation: CreateDeckDocument, variables: {} });
    const id = data?.createDeck.id;
    if (!id) throw new Error('The new deck did not come back from the server.');
    return id;
  }, [client]);

  useEffect(() => {
    let live = true;
    createOnce(`${location.key}:${attempt}`, create).then(
      (id) => {
        if (live) void navigate(`/edit/${id}`, { replace: true });
      },
      (e: unknown) => {
        if (live) setError(describeDataError(e).message);
      },
    );
    return () => {
      live = false;
    };
  }, [location.key, attempt, create, navigate]);

  if (error) {
    return (
      <Alert color="red" variant="light" radius="lg" title="The new deck could not be created" role="alert" maw={560} mx="auto">
        {error}
        <Group mt="md">
          <Button
            color="red"
            variant="white"
            leftSection={<Icon path={mdiRefresh} size={18} />}
            onClick={() => {
              setError(null);
              setAttempt((n) => n + 1);
            }}
          >
            Try again
          </Button>
          <Button component={Link} to="/decks" variant="subtle" color="red">
            Back to decks
          </Button>
        </Group>
      </Alert>
    );
  }
  return (
    <Center py={96}>
      <Stack align="center" gap="sm" role="status">
        <Loader />
        <Text c="dimmed">Creating your deck…</Text>
      </Stack>
    </Center>
  );
}
