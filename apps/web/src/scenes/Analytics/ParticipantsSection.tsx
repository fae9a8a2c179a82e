import { CloseButton, Group, Pagination, Paper, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { mdiMagnify } from '@mdi/js';
import { useState } from 'react';
import { Icon } from '../../components/Icon';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { describeDataError } from '../../graphql/errors';
import { EventReportParticipantsDocument } from './analytics.generated';
import { ParticipantsTable, slideFactsOf } from './ParticipantsTable';
import type { Report } from './ReportParts';

/** People a page: a 10,000-person event loads 50 at a time, each with every answer. */
export const REPORT_PAGE_SIZE = 50;
const SEARCH_DELAY_MS = 300;

/** The report's participants, by rank, a page at a time and searchable by nickname or email. */
export function ParticipantsSection({ report }: { report: Report }) {
  const [page, setPage] = useState(1);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const pushSearch = useDebouncedCallback((value: string) => {
    setSearch(value.trim());
    setPage(1);
  }, SEARCH_DELAY_MS);
  const query = useQuery(EventReportParticipantsDocument, {
    variables: { eventId: report.event.id, offset: (page - 1) * REPORT_PAGE_SIZE, limit: REPORT_PAGE_SIZE, ...(search ? { search } : {}) },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const result = query.data?.eventReportParticipants ?? query.previousData?.eventReportParticipants;
  const busy = query.loading && !!result;
  const total = result?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / REPORT_PAGE_SIZE));
  const everyone = report.summary.participantCount;

  let body;
  if (everyone === 0) body = <Text c="dimmed">Nobody joined this event.</Text>;
  else if (query.error && !result)
    body = (
      <LoadErrorAlert
        title="The participants could not be loaded"
        message={describeDataError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  else if (!result)
    body = (
      <Stack gap="xs" role="status" aria-label="Loading participants">
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={44} radius="md" />
        ))}
      </Stack>
    );
  else if (total === 0) body = <Text c="dimmed">Nobody’s nickname or email holds “{search}”.</Text>;
  else {
    const first = result.offset + 1;
    const last = result.offset + result.items.length;
    body = (
      <Stack gap="sm">
        <Text size="sm" c="dimmed" aria-live="polite">
          {first.toLocaleString('en-US')}–{last.toLocaleString('en-US')} of {total.toLocaleString('en-US')}
          {search ? ` matching “${search}”` : ''}, by rank. The downloads hold everyone.
        </Text>
        <ParticipantsTable participants={result.items} facts={slideFactsOf(report)} busy={busy} />
        {pageCount > 1 && (
          <Group justify="center">
            <Pagination
              total={pageCount}
              value={Math.min(page, pageCount)}
              onChange={setPage}
              siblings={0}
              boundaries={1}
              getControlProps={(control) => ({ 'aria-label': `${control} page` })}
              getItemProps={(n) => ({ 'aria-label': `Page ${n}` })}
            />
          </Group>
        )}
      </Stack>
    );
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="people-title">
      <Group justify="space-between" align="flex-end" gap="sm" mb="md">
        <Title order={2} fz={20} id="people-title">
          Participants
        </Title>
        {everyone > 0 && (
          <TextInput
            type="search"
            aria-label="Search participants"
            placeholder="Nickname or email"
            leftSection={<Icon path={mdiMagnify} size={18} />}
            rightSection={
              input ? (
                <CloseButton
                  aria-label="Clear the search"
                  onClick={() => {
                    setInput('');
                    pushSearch.cancel();
                    setSearch('');
                    setPage(1);
                  }}
                />
              ) : null
            }
            value={input}
            onChange={(e) => {
              setInput(e.currentTarget.value);
              pushSearch(e.currentTarget.value);
            }}
            maxLength={200}
            w={{ base: '100%', xs: 280 }}
          />
        )}
      </Group>
      {body}
    </Paper>
  );
}
