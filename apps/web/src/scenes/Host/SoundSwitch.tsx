import { useMutation } from '@apollo/client/react';
import { Switch } from '@mantine/core';
import { describeDataError } from '../../graphql/errors';
import { useT } from '../../i18n';
import { notify } from '../../lib/notify';
import { SetEventSoundDocument, type HostState } from './hostOperations';

/**
 * The big screen's sound, from the console: stored on the event (ADR 28), so a big screen on
 * another computer follows it too. The switch shows what the server says, not what was clicked.
 */
export function SoundSwitch({ host }: { host: HostState }) {
  const t = useT();
  const [setSound, { loading }] = useMutation(SetEventSoundDocument);
  if (host.live.status === 'ENDED' || !host.event.can.control) return null;
  const toggle = (on: boolean) =>
    void setSound({ variables: { eventId: host.live.eventId, on } }).catch((error: unknown) =>
      notify.snackbar(describeDataError(error).message, 'red'),
    );
  return (
    <Switch label={t('host.sound.label')} checked={host.live.sound} disabled={loading} onChange={(e) => toggle(e.currentTarget.checked)} />
  );
}
