import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { mdiRocketLaunch } from '@mdi/js';
import { useState } from 'react';
import { Icon } from '../../components/Icon';
import { DeckDocument } from '../../graphql/decks';
import { describeDataError } from '../../graphql/errors';
import type { EmailSetting } from '../../graphql/schema.generated';
import { StartEventDocument } from './hostOperations';

/** The form's settings; the rest of EventSettingsInput keeps the server's defaults. */
interface StartSettings {
  lateJoin: boolean;
  closeWhenAllAnswered: boolean;
  askEmail: EmailSetting;
}

/** Before the room fills: the few settings that matter, then a code for the big screen. */
export function StartPanel({ deckId, onStarted }: { deckId: string; onStarted(eventId: string): void }) {
  const deck = useQuery(DeckDocument, { variables: { id: deckId } });
  const [settings, setSettings] = useState<StartSettings>({ lateJoin: true, closeWhenAllAnswered: true, askEmail: 'OFF' });
  const [start, { loading, error }] = useMutation(StartEventDocument);
  const set = (patch: Partial<StartSettings>) => setSettings((s) => ({ ...s, ...patch }));
  const title = deck.data?.deck.title;

  const go = async () => {
    const { data } = await start({ variables: { deckId, settings } }).catch(() => ({ data: undefined }));
    if (data) onStarted(data.startEvent.id);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={640} mx="auto">
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            Host live
          </Text>
          <Title order={1}>{title ?? 'Start a live event'}</Title>
          <Text c="dimmed">Players join with a code. You run the game from here; open the big screen for the room.</Text>
        </div>
        <Switch
          size="md"
          label="Let people join after the game started"
          checked={settings.lateJoin}
          onChange={(e) => set({ lateJoin: e.currentTarget.checked })}
        />
        <Switch
          size="md"
          label="Close a question when everyone has answered"
          description="Otherwise it stays open until the timer runs out"
          checked={settings.closeWhenAllAnswered}
          onChange={(e) => set({ closeWhenAllAnswered: e.currentTarget.checked })}
        />
        <Stack gap={6}>
          <Text fw={500} id="ask-email-label">
            Ask players for their email
          </Text>
          <SegmentedControl
            aria-labelledby="ask-email-label"
            value={settings.askEmail}
            onChange={(v) => set({ askEmail: v as EmailSetting })}
            data={[
              { value: 'OFF', label: 'No' },
              { value: 'OPTIONAL', label: 'Optional' },
              { value: 'REQUIRED', label: 'Required' },
            ]}
          />
        </Stack>
        {error && (
          <Alert color="red" title="The event could not start" role="alert">
            {describeDataError(error).message}
          </Alert>
        )}
        <Button size="xl" loading={loading} onClick={() => void go()} leftSection={<Icon path={mdiRocketLaunch} size={24} />}>
          Start the event
        </Button>
      </Stack>
    </Paper>
  );
}
