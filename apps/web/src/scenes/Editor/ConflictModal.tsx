import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { DeckDetail } from '../../graphql/decks';
import { RelativeTime } from '../../components/RelativeTime';

interface ConflictModalProps {
  latest: DeckDetail | null;
  onLoadLatest(): void;
  onKeepMine(): void;
}

/**
 * Another tab or device saved first. Neither side is thrown away silently: the person picks.
 * It cannot be dismissed without a choice, since saving is stopped until then.
 */
export function ConflictModal({ latest, onLoadLatest, onKeepMine }: ConflictModalProps) {
  return (
    <Modal
      opened={latest !== null}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      size="md"
      title="This deck was changed in another tab or device"
    >
      <Stack gap="md">
        <Text size="sm">
          Someone saved a newer version
          {latest ? (
            <>
              {' '}
              (<RelativeTime value={latest.updatedAt} />)
            </>
          ) : null}{' '}
          while you were editing. Your changes here are not saved yet.
        </Text>
        <Text size="sm" c="dimmed">
          Load the latest version to continue from theirs (your recent changes are discarded), or keep yours to save it over theirs.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onLoadLatest}>
            Load the latest version
          </Button>
          <Button onClick={onKeepMine}>Keep mine</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
