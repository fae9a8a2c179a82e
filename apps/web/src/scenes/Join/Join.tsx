import { Alert, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { mdiInformationOutline } from '@mdi/js';
import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { JOIN_CODE_ROUTE_PATTERN } from '@mingle/shared';
import { Icon } from '../../components/Icon';

/**
 * `/go` and `/{code}`: the join screen. It takes and shows the code; joining itself comes
 * with live events, and until the server runs them the screen says so plainly.
 */
export default function Join() {
  const { code: pathCode } = useParams();
  const [params] = useSearchParams();
  const code = (pathCode ?? params.get('code') ?? '').toUpperCase();
  const navigate = useNavigate();
  const [entered, setEntered] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = entered.replace(/\s+/g, '');
    if (!JOIN_CODE_ROUTE_PATTERN.test(value)) {
      setError('A code has 3 to 10 letters or digits');
      return;
    }
    void navigate(`/go?code=${encodeURIComponent(value.toUpperCase())}`);
  };

  return (
    <Stack align="center" py={{ base: 'md', sm: 48 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 40 }} w="100%" maw={480}>
        <Stack gap="lg" align="stretch">
          <Title order={1} fz={{ base: 24, sm: 28 }} ta="center">
            Join an event
          </Title>
          {code ? (
            <Stack gap={4} align="center">
              <Text size="sm" c="dimmed">
                Event code
              </Text>
              <Text ff="monospace" fw={800} fz={{ base: 34, sm: 42 }} style={{ letterSpacing: '0.18em' }} aria-label={`Event code ${code.split('').join(' ')}`}>
                {code}
              </Text>
            </Stack>
          ) : (
            <form onSubmit={submit} noValidate>
              <Stack gap="sm">
                <TextInput
                  label="Event code"
                  description="The code shown on the host’s screen"
                  size="lg"
                  autoComplete="off"
                  autoCapitalize="characters"
                  maxLength={10}
                  value={entered}
                  error={error}
                  onChange={(e) => {
                    setEntered(e.currentTarget.value);
                    setError(null);
                  }}
                  styles={{ input: { fontFamily: 'monospace', letterSpacing: '0.12em', textTransform: 'uppercase' } }}
                />
                <Button type="submit" size="md">
                  Continue
                </Button>
              </Stack>
            </form>
          )}
          {code && (
            <Alert variant="light" color="mingle" icon={<Icon path={mdiInformationOutline} />} title="Joining is not available yet">
              This server does not run live events yet, so the code cannot be joined right now.
            </Alert>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
