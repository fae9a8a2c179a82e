import { Anchor, Button, Group, Paper, Text, Title } from '@mantine/core';
import { mdiChartBox, mdiPresentationPlay } from '@mdi/js';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import type { EventListItemFragment } from '../Analytics/analytics.generated';
import { StatusBadge } from '../Analytics/EventsTable';
import { formatDateTime, formatDuration } from '../Analytics/format';
import { RecapButton } from '../Analytics/RecapButton';
import classes from './Home.module.css';

const people = (n: number) => (n === 1 ? '1 participant' : `${n} participants`);
const titleOf = (e: EventListItemFragment) => e.title || 'Untitled deck';

/**
 * Events still in their lobby or live: a host who closed the tab (or whose laptop slept) gets
 * back to the console in one click, and sees that the room is still open.
 */
export function RunningEvents({ events }: { events: readonly EventListItemFragment[] }) {
  if (events.length === 0) return null;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="running-title"
      className={classes.running}
    >
      <Title order={2} id="running-title" fz={20} mb="xs">
        {events.length === 1 ? 'An event is still running' : 'Events still running'}
      </Title>
      <ul className={classes.rows}>
        {events.map((e) => (
          <li key={e.id} className={classes.row}>
            <div className={classes.rowMain}>
              <Text fw={700} className={classes.rowTitle}>
                {titleOf(e)}
              </Text>
              <Text size="sm" c="dimmed">
                Code <strong>{e.code}</strong> · {people(e.participantCount)} · {e.status === 'LOBBY' ? 'opened' : 'started'}{' '}
                <time dateTime={e.startedAt ?? e.createdAt}>{formatDateTime(e.startedAt ?? e.createdAt)}</time>
              </Text>
            </div>
            <Group gap="xs" wrap="nowrap" className={classes.rowActions}>
              <StatusBadge status={e.status} />
              <Button
                component={Link}
                to={`/host/${e.deckId}`}
                size="compact-md"
                leftSection={<Icon path={mdiPresentationPlay} size={18} />}
                aria-label={`Resume ${titleOf(e)} in the host console`}
              >
                Resume
              </Button>
            </Group>
          </li>
        ))}
      </ul>
    </Paper>
  );
}

/** The last events that ended, each with its report and its public recap. */
export function RecentEvents({ events, total }: { events: readonly EventListItemFragment[]; total: number }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby="recent-title">
      <Group justify="space-between" align="baseline" mb="xs">
        <Title order={2} id="recent-title" fz={20}>
          Recent events
        </Title>
        {total > 0 && (
          <Anchor component={Link} to="/analytics" size="sm" fw={600}>
            {total > events.length ? `See all ${total}` : 'Analytics'}
          </Anchor>
        )}
      </Group>
      {events.length === 0 ? (
        <Text c="dimmed" size="sm" py="sm">
          No events have ended yet. When one does, its report and a recap you can share appear here.
        </Text>
      ) : (
        <ul className={classes.rows}>
          {events.map((e) => {
            const when = e.startedAt ?? e.createdAt;
            return (
              <li key={e.id} className={classes.row}>
                <div className={classes.rowMain}>
                  <Anchor component={Link} to={`/analytics/${e.id}`} fw={700} className={classes.rowTitle}>
                    {titleOf(e)}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    <time dateTime={when}>{formatDateTime(when)}</time> · {formatDuration(e.durationSeconds)} · {people(e.participantCount)}
                  </Text>
                </div>
                <Group gap="xs" wrap="nowrap" className={classes.rowActions}>
                  <Button
                    component={Link}
                    to={`/analytics/${e.id}`}
                    size="compact-sm"
                    variant="default"
                    leftSection={<Icon path={mdiChartBox} size={16} />}
                    aria-label={`Report of ${titleOf(e)}`}
                  >
                    Report
                  </Button>
                  <RecapButton event={e} label={`Public recap of ${titleOf(e)}`} />
                </Group>
              </li>
            );
          })}
        </ul>
      )}
    </Paper>
  );
}
