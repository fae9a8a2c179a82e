import { Anchor, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { mdiChartBox, mdiPresentationPlay } from '@mdi/js';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { describeDataError } from '../../graphql/errors';
// The analytics list's query, row fields, formats and badge: one event reads the same in both places.
import { EventsDocument, type EventListItemFragment } from '../Analytics/analytics.generated';
import { StatusBadge } from '../Analytics/EventsTable';
import { RecapButton } from '../Analytics/RecapButton';
import { formatDateTime, formatDuration } from '../Analytics/format';
import { eventListParams } from '../Analytics/listState';
import classes from './Deck.module.css';

/** How many of a deck's events its page lists; the rest are one link away in /analytics. */
export const DECK_EVENTS_SHOWN = 5;

/**
 * The deck's newest events (those I hosted), asked for beside the deck itself rather than after it.
 * cache-and-network: back from an event, the page shows what it had at once, then the event just played.
 */
export function useDeckEvents(deckId: string) {
  return useQuery(EventsDocument, {
    variables: { deckId, page: 1, pageSize: DECK_EVENTS_SHOWN },
    fetchPolicy: 'cache-and-network',
    skip: !deckId,
  });
}

const participants = (n: number) => (n === 1 ? '1 participant' : `${n} participants`);

function EventRow({ event }: { event: EventListItemFragment }) {
  const when = event.startedAt ?? event.createdAt;
  const date = formatDateTime(when);
  return (
    <li className={classes.eventRow}>
      <div className={classes.eventMain}>
        <Anchor component={Link} to={`/analytics/${event.id}`} fw={600}>
          <time dateTime={when}>{date}</time>
        </Anchor>
        <Text size="sm" c="dimmed">
          {formatDuration(event.durationSeconds)} · {participants(event.participantCount)}
        </Text>
      </div>
      <Group gap="xs" wrap="nowrap" className={classes.eventActions}>
        <StatusBadge status={event.status} />
        {event.status !== 'ENDED' && (
          <Button
            component={Link}
            to={`/host/${event.deckId}`}
            size="compact-sm"
            variant="light"
            leftSection={<Icon path={mdiPresentationPlay} size={16} />}
            aria-label={`Open the host console of the event of ${date}`}
          >
            Console
          </Button>
        )}
        <Button
          component={Link}
          to={`/analytics/${event.id}`}
          size="compact-sm"
          variant="default"
          leftSection={<Icon path={mdiChartBox} size={16} />}
          aria-label={`Report of the event of ${date}`}
        >
          Report
        </Button>
        <RecapButton event={event} label={`Public recap of the event of ${date}`} />
      </Group>
    </li>
  );
}

/** The deck page's "Events" section: its newest events, each to its report, and the way to all of them. */
export function DeckEvents({ deckId, events }: { deckId: string; events: ReturnType<typeof useDeckEvents> }) {
  const page = events.data?.events;
  const total = page?.total ?? 0;

  let body;
  if (events.error && !page) {
    body = (
      <LoadErrorAlert
        title="The events of this deck could not be loaded"
        message={describeDataError(events.error).message}
        onRetry={() => void events.refetch()}
      />
    );
  } else if (!page) {
    body = (
      <Stack gap="sm" aria-busy="true" aria-label="Loading the events of this deck">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={48} radius="sm" />
        ))}
      </Stack>
    );
  } else if (page.items.length === 0) {
    body = <Text c="dimmed">No events yet. Host this deck to see its results here.</Text>;
  } else {
    body = (
      <ul className={classes.events}>
        {page.items.map((e) => (
          <EventRow key={e.id} event={e} />
        ))}
      </ul>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="events-title">
      <Title order={2} fz={20} id="events-title" mb="lg">
        Events
      </Title>
      {body}
      {total > DECK_EVENTS_SHOWN && (
        <Anchor
          component={Link}
          to={`/analytics?${eventListParams({ search: '', deckId, from: '', to: '', page: 1 })}`}
          mt="md"
          display="inline-block"
        >
          See all {total} events
        </Anchor>
      )}
    </Paper>
  );
}
