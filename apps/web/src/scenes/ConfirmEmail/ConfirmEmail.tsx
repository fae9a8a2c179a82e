import { Button, Divider, Loader, Stack, Text } from '@mantine/core';
import { mdiCheckCircleOutline, mdiLinkVariantOff } from '@mdi/js';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AuthCard, IconBadge } from '../../components/AuthCard';
import { Icon } from '../../components/Icon';
import { ResendVerification } from '../../components/ResendVerification';
import { Reason } from '@mingle/shared';
import { describeAuthError } from '../../lib/authErrors';
import { onceByKey } from '../../lib/once';
import { useAuth, useServices } from '../../services';

type State = { kind: 'verifying' } | { kind: 'done' } | { kind: 'failed'; message: string };

const verifyOnce = onceByKey<void>();

/** `/confirm-email?ticket=…`: the link from the confirmation email lands here and is verified. */
export default function ConfirmEmail() {
  const [params] = useSearchParams();
  const ticket = params.get('ticket');
  const { authApi, session } = useServices();
  const { loggedIn, user } = useAuth();
  const [state, setState] = useState<State>(() =>
    ticket
      ? { kind: 'verifying' }
      : { kind: 'failed', message: 'This confirmation link is incomplete. Open the link from the email again, or ask for a new one.' },
  );

  useEffect(() => {
    if (!ticket) return;
    let live = true;
    verifyOnce(ticket, () => authApi.verifyEmail(ticket)).then(
      () => {
        if (!live) return;
        setState({ kind: 'done' });
        session.updateUser({ emailVerified: true });
      },
      (error: unknown) => {
        if (!live) return;
        const failure = describeAuthError(error);
        const message =
          failure.reason === Reason.INVALID_TICKET
            ? 'This confirmation link is invalid or has expired. Links work once; ask for a new one below.'
            : failure.message;
        setState({ kind: 'failed', message });
      },
    );
    return () => {
      live = false;
    };
  }, [ticket, authApi, session]);

  if (state.kind === 'verifying') {
    return (
      <AuthCard title="Confirming your email" description="One moment…">
        <Stack align="center" py="md" role="status" aria-label="Confirming your email">
          <Loader />
        </Stack>
      </AuthCard>
    );
  }

  if (state.kind === 'done') {
    return (
      <AuthCard
        badge={
          <IconBadge color="teal">
            <Icon path={mdiCheckCircleOutline} size={28} />
          </IconBadge>
        }
        title="Your email is confirmed"
        description="Thanks! Your Mingle account is ready."
      >
        <Button component={Link} to={loggedIn ? '/' : '/login'} size="md" fullWidth>
          {loggedIn ? 'Continue to Mingle' : 'Sign in'}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      badge={
        <IconBadge color="red">
          <Icon path={mdiLinkVariantOff} size={28} />
        </IconBadge>
      }
      title="We could not confirm your email"
      description={state.message}
    >
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          Send a new confirmation link
        </Text>
        <ResendVerification email={user?.email ?? null} />
      </Stack>
      <Divider />
      <Button component={Link} to={loggedIn ? '/' : '/login'} variant="default" size="md" fullWidth>
        {loggedIn ? 'Back to Mingle' : 'Go to sign in'}
      </Button>
    </AuthCard>
  );
}
