import { Button, Group, Modal, Text } from '@mantine/core';
import { useBlocker } from 'react-router';
import type { SaveStatus } from './autosave';

/** States in which the newest edits are not on the server and will not get there by themselves soon. */
export function isStuck(status: SaveStatus): boolean {
  return status.kind === 'retrying' || status.kind === 'invalid' || status.kind === 'conflict';
}

/**
 * Leaving the editor inside the app while edits cannot be saved asks first. (Pending saves
 * need no question: leaving sends them at once. Closing the tab is the browser's own prompt.)
 */
export function LeaveGuard({ status }: { status: SaveStatus }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => isStuck(status) && currentLocation.pathname !== nextLocation.pathname);
  const blocked = blocker.state === 'blocked';
  return (
    <Modal opened={blocked} onClose={() => blocker.reset?.()} title="Your latest changes are not saved yet" centered size="md">
      <Text size="sm">
        {status.kind === 'invalid'
          ? 'Some fields need fixing before this deck can save. If you leave now, those changes are lost.'
          : 'Mingle keeps trying to save them while this tab stays open, but they are not on the server yet.'}
      </Text>
      <Group justify="flex-end" mt="lg" gap="sm">
        <Button variant="default" color="red" onClick={() => blocker.proceed?.()}>
          Leave anyway
        </Button>
        <Button onClick={() => blocker.reset?.()} data-autofocus>
          Stay and keep editing
        </Button>
      </Group>
    </Modal>
  );
}
