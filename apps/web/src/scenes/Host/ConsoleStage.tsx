import { Button, Group, Kbd, Paper, Progress, Stack, Text } from '@mantine/core';
import { mdiChevronLeft, mdiChevronRight, mdiLockOutline, mdiPause, mdiPlay, mdiTimerPlusOutline } from '@mdi/js';
import { Icon } from '../../components/Icon';
import { I18nProvider, negotiateLocale, useT, type MessageId, type Translate } from '../../i18n';
import type { HostState } from './hostOperations';
import { useCountdown } from '../../live/useCountdown';
import { ScreenCanvas } from '../../slides/common/ScreenCanvas';
import { slideTypeLabel, stepOf, webSlideTypeOf } from '../../slides/registry';
import { Stage } from '../BigScreen/BigScreen';
import { advanceEnds } from './advanceEnds';
import type { HostCommands } from './useHostCommands';
import { UpcomingAlert } from './UpcomingAlert';

const STEP_LABEL: Readonly<Record<string, MessageId>> = {
  question: 'host.step.question',
  answering: 'host.step.answering',
  reveal: 'host.step.reveal',
  leaderboard: 'host.step.leaderboard',
  results: 'host.step.results',
  show: 'host.step.show',
  open: 'host.step.open',
  quote: 'host.step.quote',
  spin: 'host.step.spin',
  result: 'host.step.result',
};

/** Where the game is, and what → does next: the host should never have to guess. */
export function stepSummary(host: HostState, t: Translate): string {
  const { live } = host;
  if (live.status === 'LOBBY') return t('host.stage.lobby');
  if (live.status === 'ENDED') return t('host.stage.ended');
  const type = live.slide ? slideTypeLabel(live.slide.type) : t('host.stage.slide');
  const label = STEP_LABEL[live.step ?? ''];
  const step = label ? t(label) : (live.step ?? '');
  return t('host.stage.where', { number: live.slideIndex + 1, count: live.slideCount, type, step });
}

export function ConsoleStage({
  host,
  offset,
  commands,
  onAdvance,
  onEnd,
}: {
  host: HostState;
  offset: number;
  commands: HostCommands;
  /** → : the next step, or, from the event's last step, the console's confirmation of the end. */
  onAdvance(): void;
  /** Ends the event after the console's confirmation; absent when this host may not end it. */
  onEnd?: () => void;
}) {
  const { live } = host;
  const msLeft = useCountdown(live, offset);
  const inLobby = live.status === 'LOBBY';
  const ended = live.status === 'ENDED';
  const answering = live.status === 'LIVE' && live.step === 'answering';
  const { control } = host.event.can;
  const t = useT();
  return (
    <Stack gap="sm">
      <Paper radius="md" style={{ overflow: 'hidden' }} aria-label={t('host.stage.preview')}>
        <ScreenCanvas label={t('host.stage.previewLabel')}>
          {/* The room's language, so the host sees what the room reads (ADR 25). */}
          <I18nProvider locale={negotiateLocale(navigator.languages, live.language)}>
            <Stage state={live} origin={window.location.origin} secondsLeft={msLeft == null ? undefined : msLeft / 1000} />
          </I18nProvider>
        </ScreenCanvas>
      </Paper>
      <Text fw={600} aria-live="polite">
        {stepSummary(host, t)}
      </Text>
      {!ended && control && <UpcomingAlert host={host} busy={commands.busy} onSkip={(i) => void commands.gotoSlide(i)} onEnd={onEnd} />}
      {!ended && control && (
        <Group gap="sm" wrap="nowrap">
          <Button
            size="lg"
            variant="default"
            disabled={inLobby || commands.busy}
            onClick={() => void commands.previous()}
            leftSection={<Icon path={mdiChevronLeft} size={24} />}
            aria-keyshortcuts="ArrowLeft"
          >
            {t('host.stage.previous')}
          </Button>
          <Button
            size="lg"
            style={{ flex: 1 }}
            onClick={onAdvance}
            disabled={commands.busy}
            rightSection={<Icon path={mdiChevronRight} size={24} />}
            aria-keyshortcuts="ArrowRight Space"
          >
            {inLobby
              ? t('host.stage.startGame', { count: live.participantCount })
              : t(advanceEnds(host) ? 'host.stage.finish' : 'host.stage.next')}
          </Button>
        </Group>
      )}
      {!ended && control && (
        <Text size="sm" c="dimmed">
          {t('host.stage.keys')} <Kbd>→</Kbd> {t('host.stage.keysNext')} <Kbd>Space</Kbd> {t('host.stage.keysNextEnd')} <Kbd>←</Kbd>{' '}
          {t('host.stage.keysPrevious')}
        </Text>
      )}
      {answering && control && <TimerControls host={host} msLeft={msLeft} commands={commands} />}
      {!ended && control && <TypeControls host={host} commands={commands} onAdvance={onAdvance} />}
    </Stack>
  );
}

/** The current slide type's own controls (the spinner's Spin again and hand-over), if it has any. */
function TypeControls({ host, commands, onAdvance }: { host: HostState; commands: HostCommands; onAdvance(): void }) {
  const { live } = host;
  const slide = live.status === 'LIVE' ? live.slide : null;
  const web = slide ? webSlideTypeOf(slide.type) : undefined;
  const step = slide ? stepOf(slide.content, live.step) : null;
  if (!slide || !web?.HostPanel || !step) return null;
  return (
    <web.HostPanel
      slide={host.slide ?? slide.content}
      step={step}
      round={live.round}
      play={host.play ?? undefined}
      participants={host.participants}
      busy={commands.busy}
      onAdvance={onAdvance}
      onNextRound={() => void commands.nextRound()}
      onHandSpin={(participantId) => void commands.handSpin(slide.id, participantId)}
    />
  );
}

function TimerControls({ host, msLeft, commands }: { host: HostState; msLeft: number | null; commands: HostCommands }) {
  const { live } = host;
  const answeredShare = live.participantCount ? (live.answeredCount / live.participantCount) * 100 : 0;
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700} size="lg" aria-live="polite">
            {t('host.timer.answered', { answered: live.answeredCount, total: live.participantCount })}
          </Text>
          {msLeft != null && (
            <Text fw={800} size="xl" role="timer" aria-label={t('host.timer.secondsLeft', { seconds: Math.ceil(msLeft / 1000) })}>
              {live.paused ? t('host.timer.paused') : ''}
              {Math.ceil(msLeft / 1000)} s
            </Text>
          )}
        </Group>
        <Progress value={answeredShare} size="lg" radius="xl" aria-label={t('host.timer.share')} />
        <Group gap="sm">
          {live.paused ? (
            <Button
              variant="light"
              leftSection={<Icon path={mdiPlay} size={18} />}
              onClick={() => void commands.resume()}
              disabled={commands.busy}
            >
              {t('host.timer.resume')}
            </Button>
          ) : (
            <Button
              variant="light"
              leftSection={<Icon path={mdiPause} size={18} />}
              onClick={() => void commands.pause()}
              disabled={commands.busy}
            >
              {t('host.timer.pause')}
            </Button>
          )}
          <Button
            variant="light"
            leftSection={<Icon path={mdiTimerPlusOutline} size={18} />}
            onClick={() => void commands.addTime(10)}
            disabled={commands.busy}
          >
            +10 s
          </Button>
          <Button
            variant="outline"
            color="red.9"
            leftSection={<Icon path={mdiLockOutline} size={18} />}
            onClick={() => void commands.lockAnswers()}
            disabled={commands.busy}
          >
            {t('host.timer.lock')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
