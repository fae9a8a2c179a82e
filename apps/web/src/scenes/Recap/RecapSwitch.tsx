import { useMutation } from '@apollo/client/react';
import { Group, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { describeDataError } from '../../graphql/errors';
import { SetRecapEnabledDocument } from './recap.generated';

/**
 * The public recap's on/off switch (the host's: the server answers NOT_FOUND to anyone else).
 * Off, the link answers Not found; the switch says so rather than asking to confirm, since
 * turning it back on restores the same link. The switch moves at once, but what it says, and
 * `onChange`, wait for the server: "the link shows Not found" is only true once it is kept.
 */
export function RecapSwitch({
  eventId,
  enabled,
  name,
  onChange,
}: {
  eventId: string;
  enabled: boolean;
  name?: string;
  /** Told the state the server kept, so a link beside the switch can follow it. */
  onChange?(enabled: boolean): void;
}) {
  const [on, setOn] = useState(enabled);
  const [error, setError] = useState<string | null>(null);
  // Its own flag rather than the mutation's `loading`, which Apollo clears in a render of its
  // own: the words and the caller's `onChange` must change in the same render.
  const [saving, setSaving] = useState(false);
  const [setEnabled] = useMutation(SetRecapEnabledDocument);
  const change = async (next: boolean) => {
    setError(null);
    setOn(next);
    setSaving(true);
    try {
      const r = await setEnabled({ variables: { eventId, enabled: next } });
      const kept = r.data?.setRecapEnabled.enabled ?? next;
      setOn(kept);
      onChange?.(kept);
    } catch (e) {
      setOn(!next);
      onChange?.(!next);
      setError(describeDataError(e).message);
    } finally {
      setSaving(false);
    }
  };
  const state = saving
    ? on
      ? 'Turning on…'
      : 'Turning off…'
    : on
      ? 'On: anyone with the link sees it'
      : 'Turned off: the link shows Not found';
  return (
    <div>
      <Group gap="sm" wrap="nowrap">
        <Switch
          checked={on}
          disabled={saving}
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
        {error ?? state}
      </Text>
    </div>
  );
}
