import { Alert, Button, Group } from '@mantine/core';
import { mdiRefresh } from '@mdi/js';
import { Icon } from './Icon';

/** A query that failed with nothing to show: what could not be loaded, why, and "Try again". */
export function LoadErrorAlert({ title, message, onRetry }: { title: string; message: string; onRetry(): void }) {
  return (
    <Alert color="red" variant="light" radius="lg" title={title} role="alert">
      {message}
      <Group mt="md">
        <Button variant="white" color="red" leftSection={<Icon path={mdiRefresh} size={18} />} onClick={onRetry}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
