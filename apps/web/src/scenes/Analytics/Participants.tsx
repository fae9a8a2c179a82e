import { Anchor, Button, CloseButton, EmptyState, Group, Pagination, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { mdiAccountMultipleOutline, mdiArrowLeft, mdiFilterRemoveOutline, mdiMagnify } from '@mdi/js';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Icon } from '../../components/Icon';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { describeDataError } from '../../graphql/errors';
import { formatDateTime, formatScore } from './format';
import { PAGE_SIZE } from './listState';
import { ParticipantsDocument, type ParticipantsQuery } from './people.generated';
import classes from './Analytics.module.css';

const SEARCH_DELAY_MS = 300;

/** The person's page: the email is one path segment, so it is encoded. */
export const participantPath = (email: string) => `/analytics/participants/${encodeURIComponent(email)}`;

/** `?q=ada&page=2`: what is listed lives in the URL, like /analytics. */
function parseState(params: URLSearchParams) {
  const page = Number.parseInt(params.get('page') ?? '', 10);
  return { search: params.get('q') ?? '', page: Number.isFinite(page) && page > 0 ? page : 1 };
}

function toParams(state: { search: string; page: number }) {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

type Person = ParticipantsQuery['participants']['items'][number];

function PeopleTable({ people, busy }: { people: readonly Person[]; busy: boolean }) {
  return (
    <Table.ScrollContainer minWidth={640} className={classes.tableBox}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={busy} style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Person</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Events joined</Table.Th>
            <Table.Th>Last seen</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Average score</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {people.map((p) => (
            <Table.Tr key={p.email}>
              <Table.Td>
                <Anchor component={Link} to={participantPath(p.email)} fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {p.email}
                </Anchor>
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {p.nickname}
                </Text>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{p.eventCount}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={p.lastSeen}>{formatDateTime(p.lastSeen)}</time>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{formatScore(p.averageScore)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function BackToAnalytics() {
  return (
    <Button component={Link} to="/analytics" variant="subtle" size="compact-sm" leftSection={<Icon path={mdiArrowLeft} size={16} />}>
      Analytics
    </Button>
  );
}

/** `/analytics/participants`: everyone who joined my events with an email, searchable. */
export default function Participants() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseState(params), [params]);
  const search = state.search.trim();
  const people = useQuery(ParticipantsDocument, {
    variables: { ...(search ? { search } : {}), page: state.page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });

  const [input, setInput] = useState(state.search);
  const sent = useRef(state.search);
  useEffect(() => {
    // A URL change from elsewhere (back button, "Clear search") updates the field.
    if (state.search !== sent.current) {
      sent.current = state.search;
      setInput(state.search);
    }
  }, [state.search]);
  const pushSearch = useDebouncedCallback((value: string) => {
    sent.current = value;
    setParams(toParams({ search: value, page: 1 }), { replace: true });
  }, SEARCH_DELAY_MS);

  const page = people.data?.participants ?? people.previousData?.participants;
  const total = page?.total ?? 0;

  let body;
  if (people.error && !page) {
    body = (
      <LoadErrorAlert
        title="The participants could not be loaded"
        message={describeDataError(people.error).message}
        onRetry={() => void people.refetch()}
      />
    );
  } else if (!page) {
    body = (
      <Stack gap="xs" aria-label="Loading participants" role="status">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={48} radius="md" />
        ))}
      </Stack>
    );
  } else if (page.items.length === 0 && state.page > 1 && total > 0) {
    body = (
      <Group>
        <Button variant="light" onClick={() => setParams(toParams({ ...state, page: Math.max(1, page.pageCount) }))}>
          Go to the last page
        </Button>
      </Group>
    );
  } else if (page.items.length === 0) {
    body = search ? (
      <EmptyState
        py={{ base: 'xl', sm: 64 }}
        variant="light"
        icon={<Icon path={mdiFilterRemoveOutline} size={32} />}
        title="Nobody matches"
        description="Try part of another email or nickname."
      >
        <EmptyState.Actions>
          <Button variant="light" onClick={() => setParams(toParams({ search: '', page: 1 }))}>
            Clear search
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    ) : (
      <EmptyState
        py={{ base: 'xl', sm: 64 }}
        variant="light"
        icon={<Icon path={mdiAccountMultipleOutline} size={32} />}
        title="Nobody has joined with an email yet"
        description="People appear here when they give an email as they join one of your events. Ask for emails in the event's settings before you start it."
      />
    );
  } else {
    body = <PeopleTable people={page.items} busy={people.loading} />;
  }

  const first = (state.page - 1) * PAGE_SIZE + 1;
  return (
    <Stack gap="xl">
      <div>
        <BackToAnalytics />
        <Title order={1} fz={{ base: 26, sm: 34 }} mt="xs" style={{ letterSpacing: '-0.02em' }}>
          Participants
        </Title>
        <Text c="dimmed" mt={4}>
          Everyone who joined your events with an email, most recently seen first.
        </Text>
      </div>

      <TextInput
        label="Search"
        placeholder="Email or nickname"
        value={input}
        onChange={(e) => {
          setInput(e.currentTarget.value);
          pushSearch(e.currentTarget.value);
        }}
        leftSection={<Icon path={mdiMagnify} size={18} />}
        rightSection={
          input ? (
            <CloseButton
              aria-label="Empty the search box"
              onClick={() => {
                setInput('');
                pushSearch('');
              }}
            />
          ) : null
        }
        maw={420}
      />

      <section aria-label="Participants">{body}</section>

      {total > 0 && (
        <Group justify="space-between" gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total > PAGE_SIZE && page?.items.length
              ? `${first}–${first + page.items.length - 1} of ${total}`
              : total === 1
                ? '1 person'
                : `${total} people`}
          </Text>
          {total > PAGE_SIZE && (
            <Pagination
              total={Math.max(1, Math.ceil(total / PAGE_SIZE))}
              value={state.page}
              onChange={(p) => setParams(toParams({ ...state, page: p }))}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
