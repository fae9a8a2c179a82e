import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Pagination, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { mdiChartBox, mdiOpenInNew } from '@mdi/js';
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { describeDataError } from '../../graphql/errors';
import { formatDateTime } from '../Analytics/format';
import { RecapsDocument } from './recap.generated';
import { RecapSwitch } from './RecapSwitch';

/** `/recap`: the recaps of my ended events, each with its public link and its switch. */
export default function Recaps() {
  const [page, setPage] = useState(1);
  const { data, error, refetch, loading } = useQuery(RecapsDocument, { variables: { page }, fetchPolicy: 'cache-and-network' });
  const list = data?.recaps;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz={{ base: 26, sm: 34 }} style={{ letterSpacing: '-0.02em' }}>
          Recaps
        </Title>
        <Text c="dimmed" mt={4}>
          Every event you ended has a public recap: its podium and results, without emails. Share the link, or turn it off.
        </Text>
      </div>
      {error && !list ? (
        <LoadErrorAlert title="Your recaps could not be loaded" message={describeDataError(error).message} onRetry={() => void refetch()} />
      ) : !list ? (
        <Stack gap="sm" aria-busy="true" aria-label="Loading your recaps">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={88} radius="lg" />
          ))}
        </Stack>
      ) : list.items.length === 0 ? (
        <Paper withBorder radius="lg" p="xl">
          <Text fw={600}>No recaps yet</Text>
          <Text c="dimmed" size="sm" mt={4}>
            When you end an event, its recap appears here.
          </Text>
        </Paper>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-busy={loading}>
          {list.items.map((r) => (
            <Paper key={r.id} component="li" withBorder radius="lg" p="md">
              <Group justify="space-between" align="flex-start" gap="md">
                <div style={{ minWidth: 0, flex: '1 1 240px' }}>
                  <Anchor component={Link} to={`/recap/${r.id}`} fw={700} fz="lg" style={{ overflowWrap: 'anywhere' }}>
                    {r.title || 'Untitled deck'}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {r.endedAt ? formatDateTime(r.startedAt ?? r.endedAt) : ''} · {r.participantCount}{' '}
                    {r.participantCount === 1 ? 'person' : 'people'}
                  </Text>
                  <Group gap="xs" mt="xs">
                    <Button
                      component={Link}
                      to={`/recap/${r.id}`}
                      size="compact-sm"
                      variant="light"
                      leftSection={<Icon path={mdiOpenInNew} size={16} />}
                    >
                      Open the recap
                    </Button>
                    <Button
                      component={Link}
                      to={`/analytics/${r.eventId}`}
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<Icon path={mdiChartBox} size={16} />}
                    >
                      Report
                    </Button>
                  </Group>
                </div>
                <RecapSwitch
                  key={`${r.id}-${r.enabled}`}
                  eventId={r.eventId}
                  enabled={r.enabled}
                  name={`Public recap of ${r.title || 'Untitled deck'}`}
                />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {list && list.pageCount > 1 && <Pagination value={page} onChange={setPage} total={list.pageCount} aria-label="Pages" />}
    </Stack>
  );
}
