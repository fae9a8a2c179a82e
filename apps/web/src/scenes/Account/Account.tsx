import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { mdiAlertCircleOutline } from '@mdi/js';
import { Icon } from '../../components/Icon';
import { describeDataError } from '../../graphql/errors';
import { MeDocument } from '../../graphql/user.generated';
import { useAuth } from '../../services';
import { PasswordSection } from './PasswordSection';
import { ProfileSection } from './ProfileSection';
import { SessionsSection } from './SessionsSection';

/** `/account`: name, email, password, and signing out everywhere. */
export default function Account() {
  const { user } = useAuth();
  const { data, loading, error } = useQuery(MeDocument);
  // The session's copy of the user shows at once; the server's replaces it when it arrives.
  const me = data?.me ?? user;

  return (
    <Stack gap="xl" maw={760}>
      <div>
        <Title order={1} fz={{ base: 26, sm: 32 }} style={{ letterSpacing: '-0.02em' }}>
          Account
        </Title>
        <Text c="dimmed" mt={4}>
          Your profile, password and sessions.
        </Text>
      </div>
      {error && (
        <Alert color="red" variant="light" icon={<Icon path={mdiAlertCircleOutline} />} title="Your account details could not be loaded">
          {describeDataError(error).message}
        </Alert>
      )}
      {me ? (
        <ProfileSection displayName={me.displayName} email={me.email} emailVerified={me.emailVerified} />
      ) : (
        loading && <Skeleton height={220} radius="lg" />
      )}
      <PasswordSection />
      <SessionsSection />
    </Stack>
  );
}
