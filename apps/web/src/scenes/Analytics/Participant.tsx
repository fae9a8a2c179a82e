import { Anchor, Button, Group, List, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery } from '@apollo/client/react';
import { mdiArrowLeft, mdiDeleteOutline } from '@mdi/js';
import { Link, useNavigate, useParams } from 'react-router';
import { Icon } from '../../components/Icon';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { describeDataError } from '../../graphql/errors';
import { notFound } from '../../router/errors';
import { StatusBadge } from './EventsTable';
import { formatDateTime, formatScore } from './format';
import { ErasePersonalDataDocument, ParticipantDocument, type ParticipantQuery } from './people.generated';
import { BackToAnalytics } from './Participants';
import classes from './Analytics.module.css';

type Participation = ParticipantQuery['participant']['events'][number];

/** What the confirmation says is removed and kept (ADR 44), for one event or all. */
function ErasureText({ email, event }: { email: string; event?: Participation }) {
  return (
    <Stack gap="xs">
      <Text>
        {event ? (
          <>
            From <b>{event.title || 'Untitled deck'}</b>, this removes <b>{email}</b>:
          </>
        ) : (
          <>
            From every one of your ended events, this removes <b>{email}</b>:
          </>
        )}
      </Text>
      <List size="sm" spacing={4}>
        <List.Item>the email address;</List.Item>
        <List.Item>the nickname, which becomes “Erased participant” and a number;</List.Item>
        <List.Item>the text of every answer they typed (open text, typed answers, word clouds), which becomes “(erased)”;</List.Item>
        <List.Item>the questions they asked in an audience Q&amp;A.</List.Item>
      </List>
      <Text size="sm">
        Scores, choices and answer times stay, so the reports’ results and ranks do not change. Events still running are left out.
      </Text>
      <Text fw={700}>This cannot be undone.</Text>
    </Stack>
  );
}

/** `/analytics/participants/{email}`: one person's history across my events. */
export default function Participant() {
  const { email = '' } = useParams();
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(ParticipantDocument, { variables: { email }, fetchPolicy: 'cache-and-network' });
  const [erase, erasing] = useMutation(ErasePersonalDataDocument);
  const person = data?.participant;

  const confirmErase = (event?: Participation) =>
    modals.openConfirmModal({
      title: event ? 'Erase personal data from this event?' : 'Erase personal data from all your events?',
      size: 'md',
      children: <ErasureText email={person?.email ?? email} event={event} />,
      labels: { confirm: 'Erase', cancel: 'Cancel' },
      // Cancel has the focus (Enter keeps the data): erasure cannot be undone.
      cancelProps: { 'data-autofocus': true },
      // red.8: white on the default red is 3.8:1 (axe wants 4.5:1).
      confirmProps: { color: 'red.8' },
      onConfirm: () =>
        void erase({ variables: { email: person?.email ?? email, ...(event ? { eventId: event.eventId } : {}) } }).then(
          async (r) => {
            const n = r.data?.erasePersonalData;
            notifications.show({
              color: 'green',
              title: 'Personal data erased',
              message: n
                ? `${n.participants === 1 ? '1 event' : `${n.participants} events`}, ${n.answers} answers with text, ${n.questions} questions.`
                : '',
            });
            const left = await refetch().catch(() => null);
            if (!left?.data?.participant) void navigate('/analytics/participants', { replace: true });
          },
          (e: unknown) => notifications.show({ color: 'red', title: 'Nothing was erased', message: describeDataError(e).message }),
        ),
    });

  if (error && !person) {
    const { code, message } = describeDataError(error);
    // Nobody of mine with that email (or someone else's): the app's 404, which says nothing of which.
    if (code === 'NOT_FOUND') throw notFound();
    return (
      <Stack gap="md">
        <div>
          <BackToAnalytics />
        </div>
        <LoadErrorAlert title="This person's history could not be loaded" message={message} onRetry={() => void refetch()} />
      </Stack>
    );
  }
  if (!person)
    return (
      <Stack gap="md" role="status" aria-label="Loading this person's history">
        <Skeleton height={40} width="50%" radius="md" />
        <Skeleton height={200} radius="lg" />
      </Stack>
    );

  return (
    <Stack gap="xl">
      <div>
        <Button
          component={Link}
          to="/analytics/participants"
          variant="subtle"
          size="compact-sm"
          leftSection={<Icon path={mdiArrowLeft} size={16} />}
        >
          Participants
        </Button>
        <Group justify="space-between" align="flex-end" mt="xs" gap="md">
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 20, sm: 32 }} style={{ letterSpacing: '-0.02em', overflowWrap: 'anywhere' }}>
              {person.email}
            </Title>
            <Text c="dimmed" mt={4}>
              {person.events.length === 1 ? 'Joined 1 of your events' : `Joined ${person.events.length} of your events`}, newest first.
            </Text>
          </div>
          <Button
            color="red"
            variant="light"
            leftSection={<Icon path={mdiDeleteOutline} size={18} />}
            loading={erasing.loading}
            onClick={() => confirmErase()}
          >
            Erase personal data
          </Button>
        </Group>
      </div>

      <section aria-label="Events joined">
        <Table.ScrollContainer minWidth={720} className={classes.tableBox}>
          <Table verticalSpacing="sm" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Event</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Nickname</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>Score</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>Rank</Table.Th>
                <Table.Th style={{ textAlign: 'right' }}>Correct</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {person.events.map((e) => (
                <Table.Tr key={e.eventId}>
                  <Table.Td>
                    <Anchor component={Link} to={`/analytics/${e.eventId}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {e.title || 'Untitled deck'}
                    </Anchor>
                    {e.status !== 'ENDED' && (
                      <div>
                        <StatusBadge status={e.status} />
                      </div>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <time dateTime={e.playedAt}>{formatDateTime(e.playedAt)}</time>
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{e.nickname}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{formatScore(e.score)}</Table.Td>
                  <Table.Td style={{ textAlign: 'right' }}>{e.rank}</Table.Td>
                  <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {e.correctCount} of {e.answered}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      disabled={e.status !== 'ENDED' || erasing.loading}
                      onClick={() => confirmErase(e)}
                      aria-label={`Erase personal data from ${e.title || 'Untitled deck'}`}
                    >
                      Erase
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </section>
    </Stack>
  );
}
