import { Button, Group, Text, TextInput } from '@mantine/core';
import { mdiEmailFastOutline } from '@mdi/js';
import { useEffect, useState } from 'react';
import { emailSchema } from '@mingle/shared';
import { describeAuthError } from '../lib/authErrors';
import { firstIssue } from '../lib/validate';
import { useServices } from '../services';
import { Icon } from './Icon';

const COOLDOWN_S = 30;

/**
 * Sends the confirmation email again. The server answers 200 whether or not the address
 * has an account, so the message says "if" and never confirms an account exists.
 * A short cool-down keeps an impatient click from sending five emails.
 */
export function ResendVerification({ email: knownEmail }: { email: string | null }) {
  const { authApi } = useServices();
  const [email, setEmail] = useState(knownEmail ?? '');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [cooldown, setCooldown] = useState(0);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  const send = async () => {
    const issue = firstIssue(emailSchema, email);
    if (issue) {
      setError(issue);
      return;
    }
    setError(null);
    setSending(true);
    try {
      await authApi.sendVerificationEmail(email.trim());
      setSentTo(email.trim());
      setCooldown(COOLDOWN_S);
    } catch (failure) {
      setError(describeAuthError(failure).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
      noValidate
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        {!knownEmail && (
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            value={email}
            error={error}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
              setError(null);
            }}
            style={{ flex: '1 1 220px' }}
          />
        )}
        <Button
          type="submit"
          variant="light"
          loading={sending}
          disabled={cooldown > 0}
          leftSection={<Icon path={mdiEmailFastOutline} size={18} />}
        >
          {cooldown > 0 ? `Resend in ${cooldown} s` : 'Resend the email'}
        </Button>
      </Group>
      {knownEmail && error && (
        <Text size="sm" c="red.8" mt={6} role="alert">
          {error}
        </Text>
      )}
      <Text size="sm" c="dimmed" mt="xs" role="status">
        {sentTo ? `If ${sentTo} has an account waiting for confirmation, a new link is on its way.` : ''}
      </Text>
    </form>
  );
}
