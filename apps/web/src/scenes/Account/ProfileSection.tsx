import { Badge, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation } from '@apollo/client/react';
import { useEffect } from 'react';
import { DISPLAY_NAME_MAX, displayNameSchema, normaliseName } from '@mingle/shared';
import { ResendVerification } from '../../components/ResendVerification';
import { describeDataError } from '../../graphql/errors';
import { UpdateProfileDocument } from '../../graphql/user.generated';
import { notify } from '../../lib/notify';
import { firstIssue } from '../../lib/validate';
import { useServices } from '../../services';
import { Section } from './Section';

interface ProfileProps {
  displayName: string;
  email: string;
  emailVerified: boolean;
}

/** Name (editable) and email (shown, with its confirmation state). */
export function ProfileSection({ displayName, email, emailVerified }: ProfileProps) {
  const { session } = useServices();
  const [updateProfile, { loading }] = useMutation(UpdateProfileDocument);
  const form = useForm({
    mode: 'controlled',
    initialValues: { displayName },
    validate: { displayName: (v) => firstIssue(displayNameSchema, v) },
  });

  // The server's copy arrives after the first render; take it while the field is untouched.
  const { setValues, resetDirty, isDirty } = form;
  useEffect(() => {
    if (!isDirty()) {
      setValues({ displayName });
      resetDirty({ displayName });
    }
  }, [displayName, setValues, resetDirty, isDirty]);

  const save = form.onSubmit(async (values) => {
    try {
      const { data } = await updateProfile({ variables: { input: { displayName: normaliseName(values.displayName) } } });
      const saved = data?.updateProfile.displayName ?? normaliseName(values.displayName);
      session.updateUser({ displayName: saved });
      form.resetDirty({ displayName: saved });
      notify.toast('Name saved');
    } catch (error) {
      form.setFieldError('displayName', describeDataError(error).message);
    }
  });

  return (
    <Section id="profile" title="Profile" description="Your name is shown to your team and on the decks you share.">
      <form onSubmit={save} noValidate>
        <Stack gap="md" maw={480}>
          <TextInput label="Name" autoComplete="name" maxLength={DISPLAY_NAME_MAX} {...form.getInputProps('displayName')} />
          <Group>
            <Button type="submit" loading={loading} disabled={!form.isDirty()}>
              Save name
            </Button>
          </Group>
        </Stack>
      </form>
      <Stack gap={6} maw={480}>
        <Text size="sm" fw={600} id="account-email-label">
          Email
        </Text>
        <Group gap="sm" wrap="wrap" aria-labelledby="account-email-label">
          <Text style={{ wordBreak: 'break-all' }}>{email}</Text>
          <Badge color={emailVerified ? 'teal' : 'orange'} variant="light">
            {emailVerified ? 'Confirmed' : 'Not confirmed'}
          </Badge>
        </Group>
        {!emailVerified && <ResendVerification email={email} />}
      </Stack>
    </Section>
  );
}
