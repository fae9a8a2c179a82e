import { useMutation } from '@apollo/client/react';
import { Alert, Button, Paper, SegmentedControl, Stack, Switch, Text, Title } from '@mantine/core';
import { mdiRocketLaunch } from '@mdi/js';
import { useState } from 'react';
import { isEventLanguage } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import type { DeckDetail } from '../../graphql/decks';
import { describeDataError } from '../../graphql/errors';
import { useT } from '../../i18n';
import type { EmailSetting } from '../../graphql/schema.generated';
import { StartEventDocument } from './hostOperations';
import { initialTeams, TeamSettings, teamProblems, type TeamChoices } from './TeamSettings';

/** The form's settings; the rest of EventSettingsInput keeps the server's defaults. */
interface StartSettings {
  lateJoin: boolean;
  closeWhenAllAnswered: boolean;
  askEmail: EmailSetting;
}

/** Before the room fills: the few settings that matter, then a code for the big screen. */
export function StartPanel({
  deckId,
  deck,
  onStarted,
}: {
  deckId: string;
  /** The deck, when it has loaded (its title, its language). */
  deck: DeckDetail | undefined;
  onStarted(eventId: string): void;
}) {
  const [settings, setSettings] = useState<StartSettings>({ lateJoin: true, closeWhenAllAnswered: true, askEmail: 'OFF' });
  const [teams, setTeams] = useState<TeamChoices | null>(null);
  const [start, { loading, error }] = useMutation(StartEventDocument);
  const set = (patch: Partial<StartSettings>) => setSettings((s) => ({ ...s, ...patch }));
  const title = deck?.title;
  const language = isEventLanguage(deck?.language) ? deck.language : null;
  // Generated in the deck's language once it is known (the phones speak it, ADR 25).
  const teamChoices = teams ?? initialTeams(language);
  const teamsReady = teamChoices.mode === 'OFF' || teamProblems(teamChoices.teams).every((p) => p === null);
  const t = useT();

  const go = async () => {
    const teamSettings =
      teamChoices.mode === 'OFF'
        ? { teamMode: 'OFF' as const }
        : { teamMode: teamChoices.mode, teams: teamChoices.teams.map((x) => ({ name: x.name.trim(), colour: x.colour })) };
    const { data } = await start({ variables: { deckId, settings: { ...settings, ...teamSettings } } }).catch(() => ({
      data: undefined,
    }));
    if (data) onStarted(data.startEvent.id);
  };

  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} maw={640} mx="auto">
      <Stack gap="lg">
        <div>
          <Text size="sm" c="dimmed" fw={600} tt="uppercase">
            {t('host.start.kicker')}
          </Text>
          <Title order={1}>{title ?? t('host.start.title')}</Title>
          <Text c="dimmed">{t('host.start.intro')}</Text>
        </div>
        <Switch
          size="md"
          label={t('host.start.lateJoin')}
          checked={settings.lateJoin}
          onChange={(e) => set({ lateJoin: e.currentTarget.checked })}
        />
        <Switch
          size="md"
          label={t('host.start.closeWhenAll')}
          description={t('host.start.closeWhenAllHint')}
          checked={settings.closeWhenAllAnswered}
          onChange={(e) => set({ closeWhenAllAnswered: e.currentTarget.checked })}
        />
        <Stack gap={6}>
          <Text fw={500} id="ask-email-label">
            {t('host.start.askEmail')}
          </Text>
          <SegmentedControl
            aria-labelledby="ask-email-label"
            value={settings.askEmail}
            onChange={(v) => set({ askEmail: v as EmailSetting })}
            data={[
              { value: 'OFF', label: t('host.start.emailNo') },
              { value: 'OPTIONAL', label: t('host.start.emailOptional') },
              { value: 'REQUIRED', label: t('host.start.emailRequired') },
            ]}
          />
        </Stack>
        <TeamSettings value={teamChoices} onChange={setTeams} language={language} />
        {error && (
          <Alert color="red" title={t('host.start.failed')} role="alert">
            {describeDataError(error).message}
          </Alert>
        )}
        <Button
          size="xl"
          loading={loading}
          disabled={!teamsReady}
          onClick={() => void go()}
          leftSection={<Icon path={mdiRocketLaunch} size={24} />}
        >
          {t('host.start.go')}
        </Button>
      </Stack>
    </Paper>
  );
}
