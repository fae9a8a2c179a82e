import { useApolloClient, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Button, Chip, Group, Loader, Modal, Select, Stack, Text, Textarea } from '@mantine/core';
import { DECK_LIMITS, TEMPLATE_TAGS } from '@mingle/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { describeDataError } from '../../graphql/errors';
import { notify } from '../../lib/notify';
import { tagLabel } from './tagLabels';
import { AddTemplateDocument, TemplateDeckChoicesDocument } from './templates.generated';

/** At most this many tags on one template: enough to file it, few enough to mean something. */
const MAX_TAGS = 4;

interface AddTemplateDialogProps {
  opened: boolean;
  onClose(): void;
  /** After the template is added: the gallery refreshes. */
  onAdded(): Promise<unknown>;
}

/**
 * "Add a template" (admins, ADR 0053): one of my decks, as it is now, becomes a template with the
 * tags and description chosen here. Decks with problems left cannot be picked: a template is
 * hostable as it is.
 */
export function AddTemplateDialog({ opened, onClose, onAdded }: AddTemplateDialogProps) {
  const client = useApolloClient();
  const choices = useQuery(TemplateDeckChoicesDocument, { skip: !opened, fetchPolicy: 'network-only' });
  const [deckId, setDeckId] = useState<string | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const decks = choices.data?.decks.items ?? [];
  const close = () => {
    setDeckId(null);
    setTags([]);
    setDescription('');
    setError(null);
    onClose();
  };
  const pick = (id: string | null) => {
    setDeckId(id);
    const deck = decks.find((d) => d.id === id);
    if (deck && !description.trim()) setDescription(deck.description);
  };

  const ready = deckId !== null && tags.length > 0 && description.trim().length > 0;
  const submit = async () => {
    if (!deckId) return;
    setSaving(true);
    setError(null);
    try {
      const { data } = await client.mutate({ mutation: AddTemplateDocument, variables: { deckId, tags, description: description.trim() } });
      await onAdded();
      notify.toast(`“${data?.addTemplate.title ?? 'The template'}” is in the gallery`);
      close();
    } catch (err) {
      setError(describeDataError(err).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="Add a template" size="lg" centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A copy of the deck as it is now goes into the gallery, for everyone to use. Later changes to the deck do not change the template.
        </Text>
        {choices.loading && !choices.data ? (
          <Group gap="xs">
            <Loader size="sm" />
            <Text size="sm">Loading your decks…</Text>
          </Group>
        ) : choices.error && !choices.data ? (
          <Alert color="red" title="Your decks could not be loaded">
            {describeDataError(choices.error).message}
          </Alert>
        ) : decks.length === 0 ? (
          <Alert color="gray" title="You have no decks yet">
            Templates are made from your decks.{' '}
            <Anchor component={Link} to="/deck">
              Create a deck
            </Anchor>{' '}
            first.
          </Alert>
        ) : (
          <Select
            label="Deck"
            placeholder="Pick one of your decks"
            searchable
            nothingFoundMessage="No deck has that title"
            data={decks.map((d) => ({
              value: d.id,
              label: d.problems.length > 0 ? `${d.title} (not ready: ${d.problems.length} to fix)` : d.title,
              disabled: d.problems.length > 0,
            }))}
            value={deckId}
            onChange={pick}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Stack gap={6}>
          <Text size="sm" fw={500} id="template-tags-label">
            Tags{' '}
            <Text span c="dimmed" size="xs">
              (1 to {MAX_TAGS})
            </Text>
          </Text>
          <Chip.Group multiple value={tags} onChange={(next) => setTags(next.slice(0, MAX_TAGS))}>
            <Group gap={6} role="group" aria-labelledby="template-tags-label">
              {TEMPLATE_TAGS.map((tag) => (
                <Chip key={tag} value={tag} size="sm" disabled={!tags.includes(tag) && tags.length >= MAX_TAGS}>
                  {tagLabel(tag)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
        <Textarea
          label="Description"
          description="What it is for and how long it takes, in a sentence or two: the gallery shows it under the title."
          autosize
          minRows={2}
          maxRows={6}
          maxLength={DECK_LIMITS.description}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
        {error && (
          <Alert color="red" title="The template was not added">
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={() => void submit()} loading={saving} disabled={!ready}>
            Add to the gallery
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
