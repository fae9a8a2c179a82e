import { Button, Divider, List, Stack, Text } from '@mantine/core';
import { mdiEmailCheckOutline } from '@mdi/js';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard, IconBadge } from '../../components/AuthCard';
import { Icon } from '../../components/Icon';
import { ResendVerification } from '../../components/ResendVerification';
import { useAuth, useServices } from '../../services';

/** `/confirm-signup`: after signing up, check your email; resend the link if it did not come. */
export default function ConfirmSignup() {
  const [params] = useSearchParams();
  const { user, loggedIn } = useAuth();
  const { memory } = useServices();
  const navigate = useNavigate();
  const email = params.get('email') || user?.email || null;

  return (
    <AuthCard
      badge={
        <IconBadge>
          <Icon path={mdiEmailCheckOutline} size={28} />
        </IconBadge>
      }
      title="Check your email"
      description={
        email ? (
          <>
            We sent a confirmation link to{' '}
            <Text span fw={600} c="var(--mantine-color-text)">
              {email}
            </Text>
            . Open it to confirm your address.
          </>
        ) : (
          'We sent you a confirmation link. Open it to confirm your address.'
        )
      }
    >
      <List size="sm" c="dimmed" spacing={4}>
        <List.Item>The email can take a minute to arrive.</List.Item>
        <List.Item>Not there? Look in your spam or promotions folder.</List.Item>
      </List>
      <ResendVerification email={email} />
      <Divider />
      <Stack gap="xs">
        {loggedIn ? (
          <Button size="md" fullWidth onClick={() => void navigate(memory.take() ?? '/')}>
            Continue to Mingle
          </Button>
        ) : (
          <Button component={Link} to="/login" size="md" fullWidth>
            Go to sign in
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
