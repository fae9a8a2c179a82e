import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { teamHex } from '@mingle/shared';
import { useT } from '../../i18n';
import type { HostState } from './hostOperations';

/** R17.5: a participant's team in the host's lists: its name on its colour. */
export function TeamBadge({ team }: { team: { name: string; colour: string } }) {
  return (
    <Badge variant="filled" radius="sm" color={teamHex(team.colour)} style={{ flex: 'none', maxWidth: 140, textTransform: 'none' }}>
      {team.name}
    </Badge>
  );
}

/** R17.4: the host follows the team ranking all along (the big screen shows it on leaderboards). */
export function TeamsPanel({ host }: { host: HostState }) {
  const t = useT();
  const teams = host.live.teams;
  if (!teams || teams.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {t('host.teams.title')}
        </Title>
        <ol style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('host.teams.title')}>
          {teams.map((team) => (
            <li key={team.index}>
              <Group gap="xs" wrap="nowrap" py={4}>
                <Text fw={700} w={24} ta="right" c="dimmed">
                  {team.rank}
                </Text>
                <span
                  aria-hidden="true"
                  style={{ width: 14, height: 14, borderRadius: 7, flex: 'none', background: teamHex(team.colour) }}
                />
                <Text fw={600} style={{ flex: 1, minWidth: 0 }} truncate>
                  {team.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('host.teams.members', { count: team.members })}
                </Text>
                <Text size="sm" fw={700} style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {team.score.toLocaleString('en-US')}
                </Text>
              </Group>
            </li>
          ))}
        </ol>
      </Stack>
    </Paper>
  );
}
