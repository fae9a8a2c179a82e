import { Badge } from '@mantine/core';
import { mdiFlaskOutline } from '@mdi/js';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';

/** Marks made-up data so nobody mistakes a preview for a real event's answers. */
export function SimulatedLabel({ text }: { text?: string }) {
  const t = useT();
  return (
    <Badge color="sunrise.8" variant="filled" size="lg" radius="sm" leftSection={<Icon path={mdiFlaskOutline} size={16} />} tt="none">
      {text ?? t('screen.simulatedAnswers')}
    </Badge>
  );
}
