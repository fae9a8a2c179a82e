import { ActionIcon, Group, Paper, Stack, Switch, Text, Title, VisuallyHidden } from '@mantine/core';
import { modals } from '@mantine/modals';
import { mdiAccountRemoveOutline, mdiCheckBold } from '@mdi/js';
import { Icon } from '../../components/Icon';
import { TeamBadge } from './TeamsPanel';
import { useT, type Translate } from '../../i18n';
import type { HostParticipant, HostState } from './hostOperations';
import type { HostCommands } from './useHostCommands';

/** What removing does (SPEC R3.8): said plainly, since it cannot be undone. */
export function removalText(t: Translate, nickname: string): string {
  return t('host.players.removalText', { nickname });
}

/**
 * Whether they can come back, by the event's settings: the seat is gone, not the person, and
 * their nickname stays taken (R3.1), so a new join starts from zero under another one.
 */
export function rejoinText(
  t: Translate,
  settings: { lobbyLocked: boolean; lateJoin: boolean },
  status: HostState['live']['status'],
): string {
  if (settings.lobbyLocked) return t('host.players.rejoinLocked');
  if (status === 'LIVE' && !settings.lateJoin) return t('host.players.rejoinLateOff');
  return t('host.players.rejoinOpen');
}

/** Who is here and who is connected; removing someone asks first. */
export function ParticipantsPanel({ host, commands }: { host: HostState; commands: HostCommands }) {
  const people = [...host.participants].sort(
    (a, b) => Number(b.connected) - Number(a.connected) || b.score - a.score || a.nickname.localeCompare(b.nickname),
  );
  const connected = people.filter((p) => p.connected).length;
  const live = host.live.status === 'LIVE';
  const answering = live && host.live.step === 'answering';
  const t = useT();
  const teams = host.event.settings.teams;
  const confirmRemove = (p: HostParticipant) =>
    modals.openConfirmModal({
      title: t('host.players.removeTitle', { nickname: p.nickname }),
      size: 'sm',
      children: (
        <Stack gap="xs">
          <Text>{removalText(t, p.nickname)}</Text>
          <Text>{rejoinText(t, host.event.settings, host.live.status)}</Text>
        </Stack>
      ),
      labels: { confirm: t('host.players.removeConfirm'), cancel: t('host.players.removeCancel') },
      // Cancel has the focus (Enter keeps the player) and Escape cancels: removal cannot be undone.
      cancelProps: { 'data-autofocus': true },
      confirmProps: { color: 'red' },
      onConfirm: () => void commands.remove(p.id),
    });

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {t('host.players.title')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('host.players.connected', { connected, total: people.length })}
          </Text>
        </Group>
        {host.live.status !== 'ENDED' && host.event.can.lockLobby && (
          <Switch
            label={t('host.players.lock')}
            description={t('host.players.lockHint')}
            checked={host.event.settings.lobbyLocked}
            disabled={commands.busy}
            onChange={(e) => void commands.lockLobby(e.currentTarget.checked)}
          />
        )}
        {people.length === 0 ? (
          <Text c="dimmed">{t('host.players.none')}</Text>
        ) : (
          <div style={{ maxHeight: 320, overflowY: 'auto' }}>
            <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('host.players.title')}>
              {people.map((p) => (
                <li key={p.id}>
                  <Group gap="xs" wrap="nowrap" py={4}>
                    <span
                      aria-hidden="true"
                      style={{ width: 10, height: 10, borderRadius: 5, flex: 'none', background: p.connected ? '#2b8a3e' : '#adb5bd' }}
                    />
                    <Text fw={600} style={{ flex: 1, minWidth: 0 }} truncate>
                      {p.nickname}
                      <VisuallyHidden>{t(p.connected ? 'host.players.isConnected' : 'host.players.notConnected')}</VisuallyHidden>
                    </Text>
                    {p.team != null && teams[p.team] && <TeamBadge team={teams[p.team]!} />}
                    {answering && p.answered && (
                      <Group gap={2} c="teal.9" wrap="nowrap">
                        <Icon path={mdiCheckBold} size={16} />
                        <Text size="sm" fw={700} c="teal.9">
                          {t('host.players.answered')}
                        </Text>
                      </Group>
                    )}
                    {host.live.status !== 'LOBBY' && (
                      <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                        {p.score.toLocaleString('en-US')}
                      </Text>
                    )}
                    {host.live.status !== 'ENDED' && host.event.can.removeParticipant && (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('host.players.remove', { nickname: p.nickname })}
                        onClick={() => confirmRemove(p)}
                      >
                        <Icon path={mdiAccountRemoveOutline} size={18} />
                      </ActionIcon>
                    )}
                  </Group>
                </li>
              ))}
            </ul>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
