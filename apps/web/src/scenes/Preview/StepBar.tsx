import { ActionIcon, Button, Group, Kbd, Text, Tooltip } from '@mantine/core';
import { mdiChevronLeft, mdiChevronRight } from '@mdi/js';
import type { StepName } from '@mingle/shared';
import { Icon } from '../../components/Icon';

export const STEP_LABELS: Record<StepName, string> = {
  show: 'On screen',
  question: 'Question',
  answering: 'Answering',
  reveal: 'Answer',
  leaderboard: 'Leaderboard',
  results: 'Results',
  quote: 'Quote',
  spin: 'Spin',
  result: 'Result',
  open: 'Open',
};

interface StepBarProps {
  slideNumber: number;
  slideCount: number;
  typeLabel: string;
  steps: readonly StepName[];
  stepIndex: number;
  onStep(stepIndex: number): void;
  onPrev(): void;
  onNext(): void;
  atStart: boolean;
  atEnd: boolean;
  /** How many rounds the slide is played in live (who said it); the preview plays one. */
  rounds?: number;
}

/** Where the preview is, and the controls to move: the same moves the keyboard makes. */
export function StepBar({
  slideNumber,
  slideCount,
  typeLabel,
  steps,
  stepIndex,
  onStep,
  onPrev,
  onNext,
  atStart,
  atEnd,
  rounds = 1,
}: StepBarProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Tooltip label="Previous step (←)">
        <ActionIcon size={48} variant="default" radius="xl" aria-label="Previous step" disabled={atStart} onClick={onPrev}>
          <Icon path={mdiChevronLeft} size={28} />
        </ActionIcon>
      </Tooltip>
      <div style={{ flex: 1, minWidth: 0, textAlign: 'center' }}>
        <Text fw={700} aria-live="polite">
          Slide {slideNumber} of {slideCount} · {typeLabel} · {STEP_LABELS[steps[stepIndex] ?? 'show']}
        </Text>
        {rounds > 1 && (
          // Said, so a host who set 3 rounds does not think the preview lost two of them.
          <Text size="sm" c="dimmed">
            Played live in {rounds} rounds; the preview plays one.
          </Text>
        )}
        <Group justify="center" gap={6} mt={4}>
          {steps.map((step, i) => (
            <Button
              key={step}
              size="compact-xs"
              radius="xl"
              variant={i === stepIndex ? 'filled' : 'light'}
              aria-pressed={i === stepIndex}
              onClick={() => onStep(i)}
            >
              {STEP_LABELS[step]}
            </Button>
          ))}
        </Group>
        <Text size="xs" c="dimmed" mt={6} visibleFrom="sm">
          <Kbd size="xs">←</Kbd> <Kbd size="xs">→</Kbd> or <Kbd size="xs">Space</Kbd> to move through every step
        </Text>
      </div>
      <Tooltip label="Next step (→ or Space)">
        <ActionIcon size={48} variant="filled" radius="xl" aria-label="Next step" disabled={atEnd} onClick={onNext}>
          <Icon path={mdiChevronRight} size={28} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
