import { Button, Group, Loader, Text, Tooltip } from '@mantine/core';
import { mdiAlertCircleOutline, mdiCheck, mdiCloudOffOutline } from '@mdi/js';
import { Icon } from '../../components/Icon';
import type { SaveStatus } from './autosave';

/** What the save state is called, for the label and for tests. */
export function saveStatusText(status: SaveStatus): string {
  switch (status.kind) {
    case 'saved':
      return 'Saved';
    case 'pending':
    case 'saving':
      return 'Saving…';
    case 'retrying':
      return 'Couldn’t save';
    case 'invalid':
      return 'Not saved';
    case 'conflict':
      return 'Changed elsewhere';
  }
}

/** "Saving…" / "Saved" / "Couldn't save — Retry", announced politely as it changes. */
export function SaveStatusView({ status, onRetry }: { status: SaveStatus; onRetry(): void }) {
  const text = saveStatusText(status);
  const failed = status.kind === 'retrying' || status.kind === 'invalid';
  return (
    <Group gap={6} wrap="nowrap" data-testid="save-status" data-status={status.kind}>
      <div role="status" aria-live="polite" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        {status.kind === 'saved' && <Icon path={mdiCheck} size={18} color="var(--mantine-color-teal-7)" />}
        {(status.kind === 'pending' || status.kind === 'saving') && <Loader size={14} />}
        {failed && (
          <Icon
            path={status.kind === 'retrying' && !navigator.onLine ? mdiCloudOffOutline : mdiAlertCircleOutline}
            size={18}
            color="var(--mantine-color-red-7)"
          />
        )}
        <Tooltip label={failed ? status.message : text} disabled={!failed} multiline maw={280}>
          <Text size="sm" fw={600} c={failed ? 'red.9' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
            {text}
          </Text>
        </Tooltip>
      </div>
      {failed && (
        <Button size="compact-sm" variant="light" color="red" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Group>
  );
}
