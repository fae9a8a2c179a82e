import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mdiAlertCircleOutline } from '@mdi/js';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DISPLAY_NAME_MAX, displayNameSchema, emailSchema, normaliseName, passwordSchema } from '@mingle/shared';
import { clearReferral, storedReferral } from '../../auth/referral';
import { AuthCard } from '../../components/AuthCard';
import { Icon } from '../../components/Icon';
import { PasswordField } from '../../components/PasswordField';
import { useAuth, useServices } from '../../services';
import { describeAuthError } from '../../lib/authErrors';
import { firstIssue } from '../../lib/validate';

type Mode = 'login' | 'register';

const COPY = {
  login: { title: 'Welcome back', description: 'Sign in to build decks and host live games.', submit: 'Sign in' },
  register: {
    title: 'Create your account',
    description: 'Build a deck in minutes and run it live for any group.',
    submit: 'Create account',
  },
} as const;

/** `/login` and `/register`: one screen with a sign-in and a sign-up mode. */
export default function Login() {
  const { session, memory, storage } = useServices();
  const { loggedIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const mode: Mode = location.pathname.startsWith('/register') ? 'register' : 'login';
  const copy = COPY[mode];
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  // Signed in already (another tab, or the guard sent us here): continue where they meant to go.
  const [signedInOnArrival] = useState(loggedIn);
  useEffect(() => {
    if (signedInOnArrival) void navigate(memory.take() ?? '/', { replace: true });
  }, [signedInOnArrival, memory, navigate]);

  const form = useForm({
    mode: 'controlled',
    initialValues: { displayName: '', email: '', password: '' },
    validate: {
      displayName: (value) => (mode === 'register' ? firstIssue(displayNameSchema, value) : null),
      email: (value) => firstIssue(emailSchema, value),
      password: (value) => (mode === 'register' ? firstIssue(passwordSchema, value) : value ? null : 'Password is required'),
    },
  });

  const switchMode = (next: string) => {
    setFormError(null);
    form.clearErrors();
    void navigate({ pathname: next === 'register' ? '/register' : '/login', search: location.search }, { replace: true });
  };

  const submit = form.onSubmit(
    async (values) => {
      setFormError(null);
      setSubmitting(true);
      try {
        const email = values.email.trim();
        if (mode === 'login') {
          await session.signIn(email, values.password);
          await navigate(memory.take() ?? '/', { replace: true });
          return;
        }
        const ref = storedReferral(storage);
        await session.signUp({ email, password: values.password, displayName: normaliseName(values.displayName), ...(ref ? { ref } : {}) });
        clearReferral(storage);
        await navigate(`/confirm-signup?email=${encodeURIComponent(email)}`, { replace: true });
      } catch (error) {
        const failure = describeAuthError(error, ['email', 'password', 'displayName']);
        if (failure.field) form.setFieldError(failure.field, failure.message);
        else setFormError(failure.message);
      } finally {
        setSubmitting(false);
      }
    },
    (errors) => {
      // Move focus to the first field that needs attention, so keyboard and screen-reader users land on it.
      const first = ['displayName', 'email', 'password'].find((k) => errors[k]);
      if (first) document.getElementById(`auth-${first}`)?.focus();
    },
  );

  return (
    <AuthCard title={copy.title} description={copy.description}>
      <SegmentedControl
        fullWidth
        radius="md"
        size="md"
        value={mode}
        onChange={switchMode}
        aria-label="Sign in or create an account"
        data={[
          { label: 'Sign in', value: 'login' },
          { label: 'Create account', value: 'register' },
        ]}
      />
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {formError && (
            <Alert color="red" variant="light" role="alert" icon={<Icon path={mdiAlertCircleOutline} />}>
              {formError}
            </Alert>
          )}
          {mode === 'register' && (
            <TextInput
              id="auth-displayName"
              label="Your name"
              placeholder="Alex Morgan"
              autoComplete="name"
              maxLength={DISPLAY_NAME_MAX}
              {...form.getInputProps('displayName')}
            />
          )}
          <TextInput
            id="auth-email"
            label="Email"
            type="email"
            placeholder="you@example.com"
            autoComplete="email"
            inputMode="email"
            {...form.getInputProps('email')}
          />
          <Stack gap={6}>
            <PasswordField
              id="auth-password"
              label="Password"
              autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
              description={mode === 'register' ? 'At least 8 characters.' : undefined}
              {...form.getInputProps('password')}
            />
            {mode === 'login' && (
              <Group justify="flex-end">
                <Anchor component={Link} to="/reset-password" size="sm" fw={500}>
                  Forgot your password?
                </Anchor>
              </Group>
            )}
          </Stack>
          <Button type="submit" size="md" fullWidth loading={submitting} mt={4}>
            {copy.submit}
          </Button>
        </Stack>
      </form>
      <Text size="sm" c="dimmed" ta="center">
        {mode === 'login' ? 'New to Mingle? ' : 'Already have an account? '}
        <Anchor component={Link} to={{ pathname: mode === 'login' ? '/register' : '/login', search: location.search }} fw={600} replace>
          {mode === 'login' ? 'Create an account' : 'Sign in'}
        </Anchor>
      </Text>
      <Text size="sm" c="dimmed" ta="center">
        <Anchor component={Link} to="/landing" fw={500} underline="always">
          What is Mingle?
        </Anchor>
      </Text>
    </AuthCard>
  );
}
