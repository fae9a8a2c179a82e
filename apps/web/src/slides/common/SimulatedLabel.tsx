import { Badge } from '@mantine/core';
import { mdiFlaskOutline } from '@mdi/js';
import { Icon } from '../../components/Icon';

/** Marks made-up data so nobody mistakes a preview for a real event's answers. */
export function SimulatedLabel({ text = 'Simulated answers' }: { text?: string }) {
  return (
    <Badge color="sunrise.8" variant="filled" size="lg" radius="sm" leftSection={<Icon path={mdiFlaskOutline} size={16} />} tt="none">
      {text}
    </Badge>
  );
}
