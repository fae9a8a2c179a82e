import { useQuery } from '@apollo/client/react';
import { Alert, Button, Text } from '@mantine/core';
import { mdiBroadcast, mdiPresentationPlay } from '@mdi/js';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { EditorRunningEventDocument, type EditorRunningEventQuery } from './editor.generated';

export type RunningEvent = NonNullable<EditorRunningEventQuery['runningEvent']>;

/**
 * The deck's event in its lobby or live, asked once as the editor opens (beside the deck, not
 * after it). No polling: an event that ends meanwhile leaves the notice until the next visit,
 * which says nothing false about the edits. A failed ask shows no notice rather than an error:
 * the editor works the same either way.
 */
export function useRunningEvent(deckId: string): RunningEvent | null {
  const { data } = useQuery(EditorRunningEventDocument, { variables: { deckId }, fetchPolicy: 'network-only' });
  const event = data?.runningEvent;
  return event && event.status !== 'ENDED' ? event : null;
}

/**
 * Says that the running event plays the slides it started with (it took its own copy), so a
 * host fixing a typo mid-event does not believe the room sees it; and leads back to its console.
 */
export function RunningEventBanner({ deckId, event }: { deckId: string; event: RunningEvent }) {
  const t = useT();
  return (
    // A status, not an alert: nothing is wrong, and it should not interrupt a screen reader.
    <Alert
      role="status"
      color="mingle"
      variant="light"
      radius="lg"
      mt="md"
      icon={<Icon path={mdiBroadcast} />}
      title={t('host.editor.running.title')}
    >
      <Text size="sm">{t('host.editor.running.text', { code: event.code })}</Text>
      <Button
        component={Link}
        to={`/host/${deckId}`}
        size="xs"
        mt="sm"
        variant="white"
        leftSection={<Icon path={mdiPresentationPlay} size={16} />}
      >
        {t('host.editor.running.console')}
      </Button>
    </Alert>
  );
}
