import { Alert, Button, Group, Stack } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { mdiAlertCircleOutline } from '@mdi/js';
import { useState } from 'react';
import { passwordSchema } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { PasswordField } from '../../components/PasswordField';
import { describeDataError } from '../../graphql/errors';
import { ChangePasswordDocument } from '../../graphql/user.generated';
import { notify } from '../../lib/notify';
import { firstIssue } from '../../lib/validate';
import { Section } from './Section';

/** Change the password, knowing the current one. */
export function PasswordSection() {
  const [changePassword, { loading }] = useMutation(ChangePasswordDocument);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { currentPassword: '', newPassword: '', confirm: '' },
    validate: {
      currentPassword: (v) => (v ? null : 'Enter your current password'),
      newPassword: (v, values) =>
        firstIssue(passwordSchema, v) ?? (v === values.currentPassword ? 'Choose a password different from the current one' : null),
      confirm: (v, values) => (v === values.newPassword ? null : 'The two passwords do not match'),
    },
  });

  const submit = form.onSubmit(async ({ currentPassword, newPassword }) => {
    setFormError(null);
    try {
      await changePassword({ variables: { currentPassword, newPassword } });
      form.reset();
      notify.snackbar('Password changed. Your other devices are signed out.');
    } catch (error) {
      const { message, field } = describeDataError(error);
      // The server names the wrong field (ADR 18).
      if (field === 'currentPassword' || field === 'newPassword') form.setFieldError(field, message);
      else setFormError(message);
    }
  });

  return (
    <Section id="password" title="Password" description="Change the password you sign in with.">
      <form onSubmit={submit} noValidate>
        <Stack gap="md" maw={480}>
          {formError && (
            <Alert color="red" variant="light" role="alert" icon={<Icon path={mdiAlertCircleOutline} />}>
              {formError}
            </Alert>
          )}
          <PasswordField label="Current password" autoComplete="current-password" {...form.getInputProps('currentPassword')} />
          <PasswordField
            label="New password"
            description="At least 8 characters."
            autoComplete="new-password"
            {...form.getInputProps('newPassword')}
          />
          <PasswordField label="Repeat the new password" autoComplete="new-password" {...form.getInputProps('confirm')} />
          <Group>
            <Button type="submit" loading={loading}>
              Change password
            </Button>
          </Group>
        </Stack>
      </form>
    </Section>
  );
}
