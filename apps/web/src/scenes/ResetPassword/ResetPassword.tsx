import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mdiAlertCircleOutline, mdiCheckCircleOutline, mdiEmailFastOutline, mdiLockReset } from '@mdi/js';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { emailSchema, passwordSchema } from '@mingle/shared';
import { AuthCard, IconBadge } from '../../components/AuthCard';
import { Icon } from '../../components/Icon';
import { PasswordField } from '../../components/PasswordField';
import { describeAuthError } from '../../lib/authErrors';
import { firstIssue } from '../../lib/validate';
import { useServices } from '../../services';

function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" icon={<Icon path={mdiAlertCircleOutline} />}>
      {message}
    </Alert>
  );
}

/** Step one: ask for the link. The answer never reveals whether the address has an account. */
function RequestLink() {
  const { authApi } = useServices();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({ mode: 'controlled', initialValues: { email: '' }, validate: { email: (v) => firstIssue(emailSchema, v) } });

  if (sentTo) {
    return (
      <AuthCard
        badge={
          <IconBadge>
            <Icon path={mdiEmailFastOutline} size={28} />
          </IconBadge>
        }
        title="Check your email"
        description={`If ${sentTo} has a Mingle account, a link to choose a new password is on its way. It works once.`}
      >
        <Button component={Link} to="/login" size="md" fullWidth>
          Back to sign in
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email you sign in with and we will send you a link to choose a new password."
    >
      <form
        noValidate
        onSubmit={form.onSubmit(async ({ email }) => {
          setFormError(null);
          setSubmitting(true);
          try {
            await authApi.requestPasswordReset(email.trim());
            setSentTo(email.trim());
          } catch (error) {
            setFormError(describeAuthError(error).message);
          } finally {
            setSubmitting(false);
          }
        })}
      >
        <Stack gap="md">
          <FormAlert message={formError} />
          <TextInput label="Email" type="email" autoComplete="email" placeholder="you@example.com" {...form.getInputProps('email')} />
          <Button type="submit" size="md" fullWidth loading={submitting}>
            Send the link
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" ta="center">
        Remembered it?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}

/** Step two: the link from the email carries a ticket; choose the new password. */
function ChooseNewPassword({ ticket }: { ticket: string }) {
  const { authApi } = useServices();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useForm({
    mode: 'controlled',
    initialValues: { newPassword: '', confirm: '' },
    validate: {
      newPassword: (v) => firstIssue(passwordSchema, v),
      confirm: (v, values) => (v === values.newPassword ? null : 'The two passwords do not match'),
    },
  });

  if (done) {
    return (
      <AuthCard
        badge={
          <IconBadge color="teal">
            <Icon path={mdiCheckCircleOutline} size={28} />
          </IconBadge>
        }
        title="Password changed"
        description="Your new password is set. Sign in with it to continue."
      >
        <Button component={Link} to="/login" size="md" fullWidth>
          Sign in
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      badge={
        <IconBadge>
          <Icon path={mdiLockReset} size={28} />
        </IconBadge>
      }
      title="Choose a new password"
      description="At least 8 characters. A phrase of a few words is easy to remember and hard to guess."
    >
      <form
        noValidate
        onSubmit={form.onSubmit(async ({ newPassword }) => {
          setFormError(null);
          setSubmitting(true);
          try {
            await authApi.resetPassword(ticket, newPassword);
            setDone(true);
          } catch (error) {
            const failure = describeAuthError(error, ['newPassword']);
            if (failure.field) form.setFieldError(failure.field, failure.message);
            else setFormError(failure.message);
          } finally {
            setSubmitting(false);
          }
        })}
      >
        <Stack gap="md">
          {formError && (
            <Alert color="red" variant="light" role="alert" icon={<Icon path={mdiAlertCircleOutline} />}>
              {formError}{' '}
              <Anchor component={Link} to="/reset-password" size="sm" fw={600}>
                Ask for a new link
              </Anchor>
            </Alert>
          )}
          <PasswordField label="New password" autoComplete="new-password" {...form.getInputProps('newPassword')} />
          <PasswordField label="Repeat the new password" autoComplete="new-password" {...form.getInputProps('confirm')} />
          <Button type="submit" size="md" fullWidth loading={submitting}>
            Set the new password
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

/** `/reset-password`: request a link, then (with `?ticket=`) set a new password. */
export default function ResetPassword() {
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  return ticket ? <ChooseNewPassword key={ticket} ticket={ticket} /> : <RequestLink />;
}
