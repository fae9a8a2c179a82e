import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { DECK_LIMITS } from '@mingle/shared';
import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';

export interface NewDeckFormProps {
  /** Creates the deck; rejects with a sentence to show. The form stays as typed when it fails. */
  onCreate(title: string): Promise<void>;
  /** "Or import a deck file": the decks page's import button. */
  importButton?: React.ReactNode;
}

/**
 * "New deck": a title, then the deck is made and opened. Nothing is created until the host asks
 * (issue 20: a visit to `/deck` never leaves an empty deck behind).
 */
export function NewDeckForm({ onCreate, importButton }: NewDeckFormProps) {
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A second Enter while the first request is out must not make a second deck.
  const sending = useRef(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    try {
      await onCreate(title.trim());
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      sending.current = false;
      setBusy(false);
    }
  };

  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={520} mx="auto" mt={{ base: 'md', sm: 48 }}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="new-deck-heading">
        <Stack gap="md">
          <div>
            <Title order={1} id="new-deck-heading" size="h2">
              New deck
            </Title>
            <Text c="dimmed" size="sm" mt={4}>
              Name it now or later; you add the slides next.
            </Text>
          </div>
          <TextInput
            label="Title"
            placeholder="Untitled deck"
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            maxLength={DECK_LIMITS.title}
            data-autofocus
            autoFocus
            autoComplete="off"
            disabled={busy}
          />
          {error && (
            <Alert color="red" variant="light" radius="md" title="The deck could not be created" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="space-between" gap="sm" wrap="wrap">
            {importButton ?? <span />}
            {/* On a narrow screen the two wrap under Import, still on the right. */}
            <Group gap="sm" ml="auto">
              <Button component={Link} to="/decks" variant="subtle">
                Cancel
              </Button>
              <Button type="submit" loading={busy}>
                Create deck
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
