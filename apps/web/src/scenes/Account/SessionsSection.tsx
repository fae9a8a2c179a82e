import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { mdiLogoutVariant } from '@mdi/js';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Icon } from '../../components/Icon';
import { AUTH_REDIRECTS } from '../../config';
import { describeAuthError } from '../../lib/authErrors';
import { notify } from '../../lib/notify';
import { useServices } from '../../services';
import { Section } from './Section';

/** Sign out of every device at once: for a lost phone or a shared computer. */
export function SessionsSection() {
  const { session } = useServices();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const signOutEverywhere = async () => {
    setBusy(true);
    try {
      await session.signOut({ all: true });
      await navigate(AUTH_REDIRECTS.logout);
    } catch (error) {
      notify.snackbar(describeAuthError(error).message, 'red');
      setBusy(false);
    }
  };

  const confirm = () =>
    modals.openConfirmModal({
      title: 'Sign out everywhere?',
      size: 'sm',
      centered: true,
      children: <Text size="sm">You will be signed out on this device and every other one where you use Mingle.</Text>,
      labels: { confirm: 'Sign out everywhere', cancel: 'Cancel' },
      confirmProps: { color: 'red' },
      onConfirm: () => void signOutEverywhere(),
    });

  return (
    <Section id="sessions" title="Sessions" description="Signed in on a computer you no longer use? End every session at once.">
      <Group>
        <Button variant="light" color="red" loading={busy} onClick={confirm} leftSection={<Icon path={mdiLogoutVariant} size={18} />}>
          Sign out everywhere
        </Button>
      </Group>
    </Section>
  );
}
