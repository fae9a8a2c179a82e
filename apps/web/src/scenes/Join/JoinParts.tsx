import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { mdiAccountArrowRight, mdiAlertCircleOutline } from '@mdi/js';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon';

/** The code as the big screen shows it, spelled out for screen readers. */
export function CodeBadge({ code }: { code: string }) {
  return (
    <Text
      component="p"
      m={0}
      ff="ui-monospace, Menlo, Consolas, monospace"
      fw={800}
      fz={36}
      c="mingle.8"
      style={{ letterSpacing: '0.18em' }}
      aria-label={`Event code ${code.split('').join(' ')}`}
    >
      {code}
    </Text>
  );
}

/** This browser already holds a seat in the event: one tap back in. */
export function ContinueCard({ nickname, onContinue }: { nickname: string; onContinue(): void }) {
  return (
    <Paper radius="md" p="md" bg="mingle.0">
      <Stack gap="xs">
        <Text size="sm">You joined this event on this phone.</Text>
        <Button size="xl" fullWidth leftSection={<Icon path={mdiAccountArrowRight} size={24} />} onClick={onContinue}>
          Continue as {nickname}
        </Button>
      </Stack>
    </Paper>
  );
}

export function ProblemCard({ title, message, action }: { title: string; message: string; action?: ReactNode }) {
  return (
    <Stack gap="md">
      <Alert
        color="red"
        variant="light"
        radius="md"
        icon={<Icon path={mdiAlertCircleOutline} size={24} />}
        title={title}
        role="alert"
        styles={{ title: { fontSize: 18 } }}
      >
        <Text size="md">{message}</Text>
      </Alert>
      {action}
    </Stack>
  );
}
