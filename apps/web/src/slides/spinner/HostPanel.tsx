import { Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { mdiReplay, mdiTarget } from '@mdi/js';
import { isSpinnerPlay, spinWinner, type SpinnerSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import type { HostPanelProps } from '../types';

/**
 * The host's spinner controls (SPEC R21): Spin (the next step), Spin again (a new round),
 * hand the spin to a phone. Who won each spin is the slide's results (R21.7), which the
 * console's notes list under "Results so far" as for every type: not repeated here.
 */
export function SpinnerHostPanel({
  step,
  round,
  play,
  participants,
  busy,
  onAdvance,
  onNextRound,
  onHandSpin,
}: HostPanelProps<SpinnerSlide>) {
  const t = useT();
  const wheel = isSpinnerPlay(play) ? play : null;
  const won = wheel && step === 'result' ? spinWinner(wheel) : null;
  const empty = wheel?.segments.length === 0;
  const options = participants.map((p) => ({
    value: p.id,
    label: p.connected ? p.nickname : `${p.nickname} (${t('host.spinner.offline')})`,
  }));
  return (
    <Paper withBorder radius="md" p="md" aria-labelledby="spinner-panel-title">
      <Stack gap="sm">
        <Title order={2} fz="lg" id="spinner-panel-title">
          {t('host.spinner.title', { n: round + 1 })}
        </Title>
        {empty && <Text fw={600}>{t('host.spinner.empty')}</Text>}
        {step === 'spin' ? (
          <>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <Button size="md" leftSection={<Icon path={mdiTarget} size={20} />} onClick={onAdvance} disabled={busy}>
                {t('host.spinner.spin')}
              </Button>
              <Select
                style={{ flex: 1, minWidth: 220 }}
                label={t('host.spinner.handTo')}
                description={t('host.spinner.handHint')}
                placeholder={t('host.spinner.nobody')}
                data={options}
                value={wheel?.spinnerId ?? null}
                onChange={(id) => onHandSpin(id)}
                searchable
                clearable
                disabled={busy || empty || !wheel}
                nothingFoundMessage={t('host.spinner.noneFound')}
              />
            </Group>
            {wheel?.spinnerNickname && <Text aria-live="polite">{t('host.spinner.handed', { nickname: wheel.spinnerNickname })}</Text>}
          </>
        ) : (
          <Group gap="sm">
            <Button size="md" leftSection={<Icon path={mdiReplay} size={20} />} onClick={onNextRound} disabled={busy}>
              {t('host.spinner.again')}
            </Button>
            {won && (
              <Text fw={700} aria-live="polite">
                {t('host.spinner.landed', { winner: won.label })}
              </Text>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
