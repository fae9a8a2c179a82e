import { Anchor, Badge, Button, Group, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { mdiChartBox, mdiPresentationPlay } from '@mdi/js';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import type { EventListItemFragment } from './analytics.generated';
import { formatDateTime, formatDuration } from './format';
import { RecapButton } from './RecapButton';
import classes from './Analytics.module.css';

export type EventStatus = EventListItemFragment['status'];

// Light badges' own text colours are too pale on the yellow and green tints (axe): dark text.
const STATUS: Record<EventStatus, { label: string; color: string; text?: string }> = {
  LOBBY: { label: 'In the lobby', color: 'yellow', text: 'dark.7' },
  LIVE: { label: 'Live', color: 'green', text: 'dark.7' },
  ENDED: { label: 'Ended', color: 'gray' },
};

export function StatusBadge({ status }: { status: EventStatus }) {
  const s = STATUS[status];
  return (
    <Badge color={s.color} c={s.text} variant="light" radius="sm" tt="none" fw={600}>
      {s.label}
    </Badge>
  );
}

const COLUMNS = ['Event', 'Date', 'Duration', 'Participants', 'Status', 'Actions'];

/** My events, one row each: what was played, when, how long, with how many, and where to go next. */
export function EventsTable({ events, busy }: { events: readonly EventListItemFragment[]; busy?: boolean }) {
  return (
    <Table.ScrollContainer minWidth={840} className={classes.tableBox}>
      <Table verticalSpacing="sm" highlightOnHover aria-busy={busy} style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c) => (
              <Table.Th key={c} style={c === 'Participants' || c === 'Duration' ? { textAlign: 'right' } : undefined}>
                {c === 'Actions' ? <VisuallyHidden>{c}</VisuallyHidden> : c}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((e) => {
            const running = e.status !== 'ENDED';
            return (
              <Table.Tr key={e.id}>
                <Table.Td>
                  <Anchor component={Link} to={`/analytics/${e.id}`} fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {e.title || 'Untitled deck'}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    Code {e.code}
                  </Text>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={e.startedAt ?? e.createdAt}>{formatDateTime(e.startedAt ?? e.createdAt)}</time>
                </Table.Td>
                <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatDuration(e.durationSeconds)}</Table.Td>
                <Table.Td style={{ textAlign: 'right' }}>{e.participantCount}</Table.Td>
                <Table.Td>
                  <StatusBadge status={e.status} />
                </Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap" justify="flex-end">
                    {running && (
                      <Button
                        component={Link}
                        to={`/host/${e.deckId}`}
                        size="compact-sm"
                        variant="light"
                        leftSection={<Icon path={mdiPresentationPlay} size={16} />}
                        aria-label={`Open the host console of ${e.title}`}
                      >
                        Console
                      </Button>
                    )}
                    <Button
                      component={Link}
                      to={`/analytics/${e.id}`}
                      size="compact-sm"
                      variant="default"
                      leftSection={<Icon path={mdiChartBox} size={16} />}
                      aria-label={`Report of ${e.title}`}
                    >
                      Report
                    </Button>
                    <RecapButton event={e} label={`Public recap of ${e.title}`} />
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

export function EventsTableSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your events">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={44} radius="sm" mb="sm" />
      ))}
    </div>
  );
}
