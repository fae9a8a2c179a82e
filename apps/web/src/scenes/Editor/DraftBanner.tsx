import { Alert, Button, Group, Text } from '@mantine/core';
import { mdiHistory } from '@mdi/js';
import { Icon } from '../../components/Icon';
import { RelativeTime } from '../../components/RelativeTime';
import type { Draft } from './draftStore';

/** Offers edits this browser kept from a visit that ended before they were saved. */
export function DraftBanner({
  draft,
  revision,
  onRestore,
  onDiscard,
}: {
  draft: Draft;
  revision: number;
  onRestore(): void;
  onDiscard(): void;
}) {
  return (
    <Alert color="sunrise" variant="light" radius="lg" mt="md" icon={<Icon path={mdiHistory} />} title="Unsaved changes from this device">
      <Text size="sm">
        This browser kept changes to this deck from <RelativeTime value={new Date(draft.savedAt).toISOString()} /> that never reached the
        server.
        {draft.baseRevision !== revision && ' The deck has been saved elsewhere since; restoring replaces that version.'}
      </Text>
      <Group gap="sm" mt="sm">
        <Button size="xs" color="sunrise.8" onClick={onRestore}>
          Restore my changes
        </Button>
        <Button size="xs" variant="subtle" color="gray" onClick={onDiscard}>
          Discard them
        </Button>
      </Group>
    </Alert>
  );
}
