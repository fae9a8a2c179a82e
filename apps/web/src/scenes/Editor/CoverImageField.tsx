import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../../components/motion';
import { ImageDrop } from '../../slides/common/ImageDrop';

interface CoverImageFieldProps {
  /** The cover the server holds. */
  value: string | null;
  /** Saves the cover (null removes it); rejects with a message to show. */
  onSave(url: string | null): Promise<void>;
  uploadImage(file: File): Promise<string>;
}

interface Failure {
  message: string;
  /** What was being saved, for "Try again". */
  url: string | null;
}

const failureTitle = (url: string | null) => (url ? 'The cover was not saved' : 'The cover was not removed');

/**
 * The deck's cover, in the settings drawer. The picture uploads (ImageDrop says when that
 * fails), then saves at once: the new picture shows while it saves, and if the save fails
 * the field goes back to the cover the server holds and says why, with "Try again".
 */
export function CoverImageField({ value, onSave, uploadImage }: CoverImageFieldProps) {
  const [pending, setPending] = useState<{ url: string | null } | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  // Only the latest choice speaks: an older save finishing late must not undo its message.
  const latest = useRef(0);
  // The drawer unmounts its content when closed; a failure then goes to a notification.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  // The field sits at the foot of a scrolling drawer: a failure below the fold is no message.
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const alert = alertRef.current;
    // jsdom has no scrollIntoView.
    if (failure && alert && typeof alert.scrollIntoView === 'function')
      alert.scrollIntoView({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [failure]);

  const save = async (url: string | null) => {
    const mine = ++latest.current;
    setPending({ url });
    setFailure(null);
    try {
      await onSave(url);
      if (mine === latest.current) setPending(null);
    } catch (error) {
      if (mine !== latest.current) return;
      const message = error instanceof Error && error.message ? error.message : 'Try again in a moment.';
      setPending(null);
      setFailure({ message, url });
      if (!mounted.current) notifications.show({ color: 'red', title: failureTitle(url), message, withBorder: true, autoClose: false });
    }
  };

  const shown = pending ? pending.url : value;
  return (
    <Stack gap="xs">
      <ImageDrop
        label="Cover image"
        description="Shown on the deck's card in your decks. Without one, the card shows the first slide."
        value={shown ?? undefined}
        onChange={(url) => void save(url ?? null)}
        uploadImage={uploadImage}
      />
      {pending && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm" c="dimmed">
            {pending.url ? 'Saving the cover…' : 'Removing the cover…'}
          </Text>
        </Group>
      )}
      {failure && (
        <Alert ref={alertRef} color="red" variant="light" radius="md" role="alert" title={failureTitle(failure.url)}>
          <Text size="sm">{failure.message}</Text>
          <Group gap="xs" mt="sm">
            <Button size="xs" color="red" onClick={() => void save(failure.url)}>
              Try again
            </Button>
            <Button size="xs" variant="subtle" color="gray" onClick={() => setFailure(null)}>
              Dismiss
            </Button>
          </Group>
        </Alert>
      )}
    </Stack>
  );
}
