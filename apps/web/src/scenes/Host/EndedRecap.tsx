import { Button, Group } from '@mantine/core';
import { mdiOpenInNew } from '@mdi/js';
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { RecapSwitch } from '../Recap/RecapSwitch';

/**
 * The ended event's public recap: its link while it is on, and its switch (ADR 43). Only the
 * host sees the console (canViewEventAsHost), and the switch is the host's too. Off, the link
 * is hidden: it would only open the 404 page.
 */
export function EndedRecap({ eventId, recapId, enabled }: { eventId: string; recapId: string; enabled: boolean }) {
  const t = useT();
  const [on, setOn] = useState(enabled);
  return (
    <Group gap="md" mt="md" align="flex-start">
      <RecapSwitch eventId={eventId} enabled={enabled} onChange={setOn} />
      {on && (
        <Button component={Link} to={`/recap/${recapId}`} variant="light" leftSection={<Icon path={mdiOpenInNew} size={18} />}>
          {t('host.console.publicRecap')}
        </Button>
      )}
    </Group>
  );
}
