import { Button } from '@mantine/core';
import { mdiEarth } from '@mdi/js';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';

/**
 * The link to an event's public recap, where a list row offers one: only once it has ended and
 * while its host leaves it on (a recap turned off answers Not found, so offering it would mislead).
 */
export function RecapButton({ event, label }: { event: { recapId?: string | null; recapEnabled: boolean }; label: string }) {
  if (!event.recapId || !event.recapEnabled) return null;
  return (
    <Button
      component={Link}
      to={`/recap/${event.recapId}`}
      size="compact-sm"
      variant="default"
      leftSection={<Icon path={mdiEarth} size={16} />}
      aria-label={label}
    >
      Recap
    </Button>
  );
}
