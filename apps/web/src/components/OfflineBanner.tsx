import { Group, Text } from '@mantine/core';
import { mdiWifiOff } from '@mdi/js';
import { useOnline } from '../hooks/useOnline';
import { Icon } from './Icon';

/** Says so when the device is offline; live games and saving need the connection. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <Group
      role="status"
      justify="center"
      gap={8}
      py={6}
      px="md"
      bg="var(--mantine-color-dark-6)"
      c="white"
      style={{ position: 'sticky', top: 0, zIndex: 300 }}
    >
      <Icon path={mdiWifiOff} size={18} />
      <Text size="sm" fw={500}>
        You are offline. Changes and live games will resume when the connection is back.
      </Text>
    </Group>
  );
}
