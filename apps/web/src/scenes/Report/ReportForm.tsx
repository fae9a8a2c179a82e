import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Paper, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mdiAlertCircleOutline, mdiCheckCircleOutline, mdiFileDocumentOutline } from '@mdi/js';
import { useEffect, useRef, useState } from 'react';
import { REPORT_MESSAGE_MAX, REPORT_MESSAGE_MIN, reportEmailSchema, reportMessageSchema, type ReportKind } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { describeDataError } from '../../graphql/errors';
import { firstIssue } from '../../lib/validate';
import { SubmitReportDocument } from './report.generated';

/** The deck a report is about, when the page was opened from a deck's "Report" link. */
export interface ReportedDeck {
  deckId: string;
  title: string;
}

const KIND_LABELS: Record<ReportKind, { label: string; description: string }> = {
  ABUSE: { label: 'Abusive or inappropriate content', description: 'A deck or something people wrote that should not be on Mingle.' },
  PROBLEM: { label: 'A problem with Mingle', description: 'Something that does not work, or works in a way it should not.' },
};

interface Values {
  kind: ReportKind | '';
  message: string;
  email: string;
}

/**
 * The report form (ADR 52): what is wrong, in words, and an address to be answered at for a
 * visitor who is not signed in. Checked here with the server's own rules before it is sent; the
 * server's refusals (a deck no longer public, too many reports) are shown above the button.
 */
export function ReportForm({ deck, signedIn }: { deck: ReportedDeck | null; signedIn: boolean }) {
  const [submit, { loading }] = useMutation(SubmitReportDocument);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const thanks = useRef<HTMLDivElement>(null);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues: { kind: deck ? 'ABUSE' : '', message: '', email: '' },
    validate: {
      kind: (v) => (v ? null : 'Choose what is wrong'),
      message: (v) => firstIssue(reportMessageSchema, v),
      email: (v) => (signedIn ? null : firstIssue(reportEmailSchema, v)),
    },
  });

  // The thanks replaces the form: focus moves there so keyboard and screen-reader users hear it.
  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const send = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await submit({
        variables: {
          input: {
            kind: values.kind as ReportKind,
            message: values.message.trim(),
            ...(deck ? { deckId: deck.deckId } : {}),
            ...(!signedIn && values.email.trim() ? { email: values.email.trim() } : {}),
          },
        },
      });
      setSent(true);
      form.reset();
    } catch (error) {
      setFailure(describeDataError(error).message);
    }
  });

  if (sent)
    return (
      <Paper
        ref={thanks}
        tabIndex={-1}
        style={{ outline: 'none' }}
        withBorder
        radius="lg"
        p={{ base: 'lg', sm: 'xl' }}
        role="status"
        aria-live="polite"
      >
        <Stack gap="md" align="flex-start">
          <Group gap="sm" wrap="nowrap">
            <Icon path={mdiCheckCircleOutline} size={28} color="var(--mantine-color-teal-7)" />
            <Title order={2} fz={20}>
              Thanks — an admin will look at it
            </Title>
          </Group>
          <Text c="dimmed">
            {signedIn
              ? 'If we need to know more, we will write to the address of your account.'
              : 'If you left your email address, we may write to you about it.'}
          </Text>
          <Button variant="default" onClick={() => setSent(false)}>
            Report something else
          </Button>
        </Stack>
      </Paper>
    );

  const length = form.values.message.trim().length;
  return (
    <Paper component="form" onSubmit={send} noValidate withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }} aria-label="Report">
      <Stack gap="lg">
        {deck && (
          <Group gap="sm" wrap="nowrap" align="flex-start" data-testid="reported-deck">
            <Icon path={mdiFileDocumentOutline} size={22} color="var(--mantine-color-dimmed)" />
            <div style={{ minWidth: 0 }}>
              <Text size="sm" c="dimmed">
                You are reporting the deck
              </Text>
              <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                {deck.title}
              </Text>
            </div>
          </Group>
        )}
        <Radio.Group label="What is wrong?" size="md" withAsterisk {...form.getInputProps('kind')}>
          <Stack gap="sm" mt="xs">
            {(Object.keys(KIND_LABELS) as ReportKind[]).map((kind) => (
              <Radio key={kind} size="md" value={kind} label={KIND_LABELS[kind].label} description={KIND_LABELS[kind].description} />
            ))}
          </Stack>
        </Radio.Group>
        <div>
          <Textarea
            label="Tell us more"
            size="md"
            description={deck ? 'What is wrong with this deck? Which slide, if you know.' : 'What happened, where, and what you expected.'}
            withAsterisk
            autosize
            minRows={5}
            maxRows={14}
            maxLength={REPORT_MESSAGE_MAX + 200}
            {...form.getInputProps('message')}
          />
          <Text size="xs" mt={4} ta="right" c={length > REPORT_MESSAGE_MAX ? 'red' : 'dimmed'} aria-live="polite" id="report-message-count">
            {length < REPORT_MESSAGE_MIN
              ? `${length} / ${REPORT_MESSAGE_MAX} characters (at least ${REPORT_MESSAGE_MIN})`
              : `${length} / ${REPORT_MESSAGE_MAX} characters`}
          </Text>
        </div>
        {!signedIn && (
          <TextInput
            type="email"
            label="Your email (optional)"
            description="Only if you want an answer. Admins see it; nobody else does."
            autoComplete="email"
            maw={420}
            {...form.getInputProps('email')}
          />
        )}
        {failure && (
          <Alert color="red" variant="light" icon={<Icon path={mdiAlertCircleOutline} />} title="Your report was not sent" role="alert">
            {failure}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={loading}>
            Send report
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
