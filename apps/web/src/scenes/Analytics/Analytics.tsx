import { Anchor, Button, EmptyState, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { mdiAccountMultipleOutline, mdiCardsOutline, mdiChartBoxOutline, mdiFilterRemoveOutline } from '@mdi/js';
import { useCallback, useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Icon } from '../../components/Icon';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { describeDataError } from '../../graphql/errors';
import { AnalyticsDecksDocument, EventsDocument } from './analytics.generated';
import { EventsTable, EventsTableSkeleton } from './EventsTable';
import { EventsToolbar } from './EventsToolbar';
import {
  eventListParams,
  eventsVariables,
  isFiltered,
  PAGE_SIZE,
  parseEventListState,
  rangeProblem,
  withFilter,
  type EventListState,
} from './listState';

export function EventsError({ message, onRetry }: { message: string; onRetry(): void }) {
  return <LoadErrorAlert title="Your events could not be loaded" message={message} onRetry={onRetry} />;
}

export function NoEvents() {
  return (
    <EmptyState
      py={{ base: 'xl', sm: 64 }}
      variant="light"
      icon={<Icon path={mdiChartBoxOutline} size={32} />}
      title="No events yet — host a deck to see its report here"
      description="Every event you host gets a report: who came, what they answered, and which questions were hardest."
    >
      <EmptyState.Actions>
        <Button component={Link} to="/decks" leftSection={<Icon path={mdiCardsOutline} size={18} />}>
          Go to your decks
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

function NoMatches({ onClear }: { onClear(): void }) {
  return (
    <EmptyState
      py={{ base: 'xl', sm: 64 }}
      variant="light"
      icon={<Icon path={mdiFilterRemoveOutline} size={32} />}
      title="No events match"
      description="Try other words, another deck or a wider date range."
    >
      <EmptyState.Actions>
        <Button variant="light" onClick={onClear}>
          Clear filters
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** `/analytics`: my events, newest first, each a link to its report. */
export default function Analytics() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseEventListState(params), [params]);
  const variables = useMemo(() => eventsVariables(state), [state]);
  const problem = rangeProblem(state);

  // cache-and-network: coming back to the list shows what was there at once, then refreshes.
  const events = useQuery(EventsDocument, { variables, fetchPolicy: 'cache-and-network', notifyOnNetworkStatusChange: true });
  const decks = useQuery(AnalyticsDecksDocument, { fetchPolicy: 'cache-first' });

  const setState = useCallback(
    (next: EventListState, push = false) => {
      // Paging is worth a back-button step; typing and filtering replace the entry.
      setParams(eventListParams(next), { replace: !push });
    },
    [setParams],
  );
  const onFilter = useCallback((next: EventListState) => setState(next), [setState]);

  const page = events.data?.events ?? events.previousData?.events;
  const total = page?.total ?? 0;
  const filtered = isFiltered(state);

  let body;
  if (events.error && !page) {
    body = <EventsError message={describeDataError(events.error).message} onRetry={() => void events.refetch()} />;
  } else if (!page) {
    body = <EventsTableSkeleton />;
  } else if (page.items.length === 0 && state.page > 1 && total > 0) {
    body = (
      <Group>
        <Button variant="light" onClick={() => setState({ ...state, page: Math.max(1, page.pageCount) }, true)}>
          Go to the last page
        </Button>
      </Group>
    );
  } else if (page.items.length === 0) {
    body = filtered ? (
      <NoMatches onClear={() => setState(withFilter(state, { search: '', deckId: '', from: '', to: '' }))} />
    ) : (
      <NoEvents />
    );
  } else {
    body = <EventsTable events={page.items} busy={events.loading} />;
  }

  const first = (state.page - 1) * PAGE_SIZE + 1;
  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <Stack gap="xl">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1} fz={{ base: 26, sm: 34 }} style={{ letterSpacing: '-0.02em' }}>
            Analytics
          </Title>
          <Text c="dimmed" mt={4}>
            Every event you hosted, newest first. Open one for its report and spreadsheets, or see their{' '}
            <Anchor component={Link} to="/recap" underline="always">
              public recaps
            </Anchor>
            .
          </Text>
        </div>
        <Button
          component={Link}
          to="/analytics/participants"
          variant="light"
          leftSection={<Icon path={mdiAccountMultipleOutline} size={18} />}
        >
          Participants
        </Button>
      </Group>

      {(total > 0 || filtered) && (
        <EventsToolbar state={state} decks={decks.data?.decks.items ?? []} problem={problem} onChange={onFilter} />
      )}

      <section aria-label="Your events">{body}</section>

      {total > 0 && (
        <Group justify="space-between" gap="md">
          <Text size="sm" c="dimmed" aria-live="polite">
            {total > PAGE_SIZE && page?.items.length
              ? `${first}–${first + page.items.length - 1} of ${total}`
              : total === 1
                ? '1 event'
                : `${total} events`}
          </Text>
          {total > PAGE_SIZE && (
            <Pagination
              total={pageCount}
              value={state.page}
              onChange={(p) => setState({ ...state, page: p }, true)}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
