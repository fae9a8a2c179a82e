import { useMutation } from '@apollo/client/react';
import { Group, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { describeDataError } from '../../graphql/errors';
import { SetRecapEnabledDocument } from './recap.generated';

/**
 * The public recap's on/off switch (the host's: the server answers NOT_FOUND to anyone else).
 * Off, the link answers Not found; the switch says so rather than asking to confirm, since
 * turning it back on restores the same link.
 */
export function RecapSwitch({
  eventId,
  enabled,
  name,
  onChanged,
}: {
  eventId: string;
  enabled: boolean;
  name?: string;
  /** Told the new state once the server took it (the report shows slide images only while on). */
  onChanged?: (enabled: boolean) => void;
}) {
  const [on, setOn] = useState(enabled);
  const [error, setError] = useState<string | null>(null);
  const [setEnabled, { loading }] = useMutation(SetRecapEnabledDocument);
  const change = async (next: boolean) => {
    setError(null);
    setOn(next);
    try {
      const r = await setEnabled({ variables: { eventId, enabled: next } });
      const now = r.data?.setRecapEnabled.enabled ?? next;
      setOn(now);
      onChanged?.(now);
    } catch (e) {
      setOn(!next);
      setError(describeDataError(e).message);
    }
  };
  return (
    <div>
      <Group gap="sm" wrap="nowrap">
        <Switch
          checked={on}
          disabled={loading}
          onChange={(e) => void change(e.currentTarget.checked)}
          label="Public recap"
          aria-label={name}
          aria-describedby={`recap-state-${eventId}`}
        />
      </Group>
      <Text
        size="xs"
        c={error ? 'red' : 'dimmed'}
        mt={4}
        id={`recap-state-${eventId}`}
        role={error ? 'alert' : undefined}
        aria-live="polite"
      >
        {error ?? (on ? 'On: anyone with the link sees it' : 'Turned off: the link shows Not found')}
      </Text>
    </div>
  );
}
