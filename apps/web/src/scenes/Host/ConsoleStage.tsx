import { Button, Group, Kbd, Paper, Progress, Stack, Text } from '@mantine/core';
import { mdiChevronLeft, mdiChevronRight, mdiLockOutline, mdiPause, mdiPlay, mdiTimerPlusOutline } from '@mdi/js';
import { Icon } from '../../components/Icon';
import type { HostState } from './hostOperations';
import { useCountdown } from '../../live/useCountdown';
import { ScreenCanvas } from '../../slides/common/ScreenCanvas';
import { slideSteps, slideTypeLabel } from '../../slides/registry';
import { Stage } from '../BigScreen/BigScreen';
import type { HostCommands } from './useHostCommands';

const STEP_LABEL: Record<string, string> = {
  question: 'Question',
  answering: 'Answering',
  reveal: 'Answer revealed',
  leaderboard: 'Leaderboard',
  results: 'Results',
  show: 'Showing',
};

/** Where the game is, and what → does next: the host should never have to guess. */
export function stepSummary(host: HostState): string {
  const { live } = host;
  if (live.status === 'LOBBY') return 'Lobby: players are joining';
  if (live.status === 'ENDED') return 'Ended';
  const type = live.slide ? slideTypeLabel(live.slide.type) : 'Slide';
  return `Slide ${live.slideIndex + 1} of ${live.slideCount} · ${type} · ${STEP_LABEL[live.step ?? ''] ?? live.step ?? ''}`;
}

export function ConsoleStage({ host, offset, commands }: { host: HostState; offset: number; commands: HostCommands }) {
  const { live } = host;
  const msLeft = useCountdown(live, offset);
  const inLobby = live.status === 'LOBBY';
  const ended = live.status === 'ENDED';
  const answering = live.status === 'LIVE' && live.step === 'answering';
  const lastSlide = live.slideIndex >= live.slideCount - 1;
  const { control } = host.event.can;
  return (
    <Stack gap="sm">
      <Paper radius="md" style={{ overflow: 'hidden' }} aria-label="What the big screen shows">
        <ScreenCanvas label="Big screen preview">
          <Stage state={live} origin={window.location.origin} secondsLeft={msLeft == null ? undefined : msLeft / 1000} />
        </ScreenCanvas>
      </Paper>
      <Text fw={600} aria-live="polite">
        {stepSummary(host)}
      </Text>
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
            Previous
          </Button>
          <Button
            size="lg"
            style={{ flex: 1 }}
            onClick={() => void commands.next()}
            disabled={commands.busy}
            rightSection={<Icon path={mdiChevronRight} size={24} />}
            aria-keyshortcuts="ArrowRight Space"
          >
            {inLobby
              ? `Start the game (${live.participantCount} ${live.participantCount === 1 ? 'player' : 'players'})`
              : lastSlide && isLastStep(host)
                ? 'Finish'
                : 'Next'}
          </Button>
        </Group>
      )}
      {!ended && control && (
        <Text size="sm" c="dimmed">
          Keys: <Kbd>→</Kbd> or <Kbd>Space</Kbd> next, <Kbd>←</Kbd> previous
        </Text>
      )}
      {answering && control && <TimerControls host={host} msLeft={msLeft} commands={commands} />}
    </Stack>
  );
}

/** On the last step of the last slide, → ends the event: the button says so. */
function isLastStep(host: HostState): boolean {
  const slide = host.live.slide;
  if (!slide) return false;
  const steps = slideSteps(slide.content);
  return host.live.step === steps[steps.length - 1];
}

function TimerControls({ host, msLeft, commands }: { host: HostState; msLeft: number | null; commands: HostCommands }) {
  const { live } = host;
  const answeredShare = live.participantCount ? (live.answeredCount / live.participantCount) * 100 : 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fw={700} size="lg" aria-live="polite">
            {live.answeredCount} of {live.participantCount} answered
          </Text>
          {msLeft != null && (
            <Text fw={800} size="xl" role="timer" aria-label={`${Math.ceil(msLeft / 1000)} seconds left`}>
              {live.paused ? 'Paused · ' : ''}
              {Math.ceil(msLeft / 1000)} s
            </Text>
          )}
        </Group>
        <Progress value={answeredShare} size="lg" radius="xl" aria-label="Share of players who answered" />
        <Group gap="sm">
          {live.paused ? (
            <Button
              variant="light"
              leftSection={<Icon path={mdiPlay} size={18} />}
              onClick={() => void commands.resume()}
              disabled={commands.busy}
            >
              Resume
            </Button>
          ) : (
            <Button
              variant="light"
              leftSection={<Icon path={mdiPause} size={18} />}
              onClick={() => void commands.pause()}
              disabled={commands.busy}
            >
              Pause
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
            Lock answers now
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
