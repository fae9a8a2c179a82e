import { Group, NativeSelect, SegmentedControl, Stack, Switch, Text, TextInput } from '@mantine/core';
import {
  generatedTeams,
  TEAM_COLOURS,
  TEAM_NAME_MAX,
  TEAMS_MAX,
  TEAMS_MIN,
  teamHex,
  type EventLanguage,
  type TeamColour,
} from '@mingle/shared';
import { useId } from 'react';
import { useT, type MessageId } from '../../i18n';

export type TeamModeChoice = 'OFF' | 'AUTO' | 'CHOOSE';

export interface TeamChoices {
  mode: TeamModeChoice;
  teams: { name: string; colour: TeamColour }[];
}

/** Team mode starts off, with two generated teams ready for when the host turns it on (SPEC R17.1). */
export const initialTeams = (language: EventLanguage | null = null): TeamChoices => ({
  mode: 'OFF',
  teams: generatedTeams(TEAMS_MIN, language),
});

/**
 * `count` teams: the ones the host already named kept, new ones generated with a colour no
 * other team has (names and colours must be distinct, R17.1).
 */
export function resized(teams: TeamChoices['teams'], count: number, language: EventLanguage | null = null): TeamChoices['teams'] {
  if (count <= teams.length) return teams.slice(0, count);
  const out = [...teams];
  for (const g of generatedTeams(TEAMS_MAX, language)) {
    if (out.length >= count) break;
    const free = !out.some((t) => t.colour === g.colour || t.name.toLowerCase() === g.name.toLowerCase());
    if (free) out.push(g);
  }
  for (const colour of TEAM_COLOURS) {
    if (out.length >= count) break;
    if (!out.some((t) => t.colour === colour)) out.push({ name: `Team ${out.length + 1}`, colour });
  }
  return out;
}

/** Problems the server would refuse (R17.1), per team, so the host fixes them before starting. */
export function teamProblems(teams: TeamChoices['teams']): ('empty' | 'long' | 'sameName' | 'sameColour' | null)[] {
  return teams.map((team, i) => {
    const name = team.name.trim();
    if (!name) return 'empty';
    if ([...name].length > TEAM_NAME_MAX) return 'long';
    if (teams.slice(0, i).some((o) => o.name.trim().toLowerCase() === name.toLowerCase())) return 'sameName';
    if (teams.slice(0, i).some((o) => o.colour === team.colour)) return 'sameColour';
    return null;
  });
}

const PROBLEM: Record<'empty' | 'long' | 'sameName' | 'sameColour', MessageId> = {
  empty: 'host.teams.nameEmpty',
  long: 'host.teams.nameLong',
  sameName: 'host.teams.sameName',
  sameColour: 'host.teams.sameColour',
};

/** The start panel's team mode: off, balanced by the server or chosen on phones; how many teams; names and colours. */
export function TeamSettings({
  value,
  onChange,
  language = null,
}: {
  value: TeamChoices;
  onChange(next: TeamChoices): void;
  language?: EventLanguage | null;
}) {
  const t = useT();
  const id = useId();
  const on = value.mode !== 'OFF';
  const problems = teamProblems(value.teams);
  const setTeam = (i: number, patch: Partial<TeamChoices['teams'][number]>) =>
    onChange({ ...value, teams: value.teams.map((team, j) => (j === i ? { ...team, ...patch } : team)) });
  return (
    <Stack gap="sm">
      <Switch
        size="md"
        label={t('host.teams.on')}
        description={t('host.teams.onHint')}
        checked={on}
        onChange={(e) => onChange({ ...value, mode: e.currentTarget.checked ? 'AUTO' : 'OFF' })}
      />
      {on && (
        <Stack gap="sm" pl={{ base: 0, sm: 'xl' }}>
          <Stack gap={6}>
            <Text fw={500} id={`${id}-mode`}>
              {t('host.teams.how')}
            </Text>
            <SegmentedControl
              aria-labelledby={`${id}-mode`}
              value={value.mode}
              onChange={(v) => onChange({ ...value, mode: v as TeamModeChoice })}
              data={[
                { value: 'AUTO', label: t('host.teams.auto') },
                { value: 'CHOOSE', label: t('host.teams.choose') },
              ]}
            />
            <Text size="sm" c="dimmed">
              {t(value.mode === 'CHOOSE' ? 'host.teams.chooseHint' : 'host.teams.autoHint')}
            </Text>
          </Stack>
          <NativeSelect
            label={t('host.teams.count')}
            maw={200}
            value={String(value.teams.length)}
            onChange={(e) => onChange({ ...value, teams: resized(value.teams, Number(e.currentTarget.value), language) })}
            data={Array.from({ length: TEAMS_MAX - TEAMS_MIN + 1 }, (_, i) => String(TEAMS_MIN + i))}
          />
          <Stack gap="xs" component="ol" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={t('host.teams.list')}>
            {value.teams.map((team, i) => {
              const problem = problems[i];
              return (
                <Group key={i} component="li" gap="xs" align="flex-start" wrap="nowrap">
                  <span
                    aria-hidden="true"
                    style={{
                      width: 28,
                      height: 28,
                      marginTop: 28,
                      borderRadius: 14,
                      flex: 'none',
                      background: teamHex(team.colour),
                      boxShadow: '0 0 0 2px #fff, 0 0 0 3px #868e96',
                    }}
                  />
                  <TextInput
                    style={{ flex: 1, minWidth: 0 }}
                    label={t('host.teams.name', { n: i + 1 })}
                    value={team.name}
                    maxLength={TEAM_NAME_MAX + 8}
                    error={problem && problem !== 'sameColour' ? t(PROBLEM[problem]) : undefined}
                    onChange={(e) => setTeam(i, { name: e.currentTarget.value })}
                  />
                  <NativeSelect
                    w={130}
                    label={t('host.teams.colour', { n: i + 1 })}
                    value={team.colour}
                    error={problem === 'sameColour' ? t(PROBLEM.sameColour) : undefined}
                    onChange={(e) => setTeam(i, { colour: e.currentTarget.value as TeamColour })}
                    data={TEAM_COLOURS.map((c) => ({ value: c, label: t(`host.teams.colour.${c}` as MessageId) }))}
                  />
                </Group>
              );
            })}
          </Stack>
        </Stack>
      )}
    </Stack>
  );
}
