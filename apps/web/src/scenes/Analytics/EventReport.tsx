import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { mdiArrowLeft, mdiOpenInNew, mdiPresentationPlay } from '@mdi/js';
import { slideTypeOf } from '@mingle/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Icon } from '../../components/Icon';
import { LoadErrorAlert } from '../../components/LoadErrorAlert';
import { describeDataError } from '../../graphql/errors';
import { useDocumentTitle } from '../../hooks/useDocumentTitle';
import { notFound } from '../../router/errors';
import { EventReportDocument } from './analytics.generated';
import { StatusBadge } from './EventsTable';
import { RecapSwitch } from '../Recap/RecapSwitch';
import { ExportButtons } from './ExportButtons';
import { formatDateTime } from './format';
import { ParticipantsSection } from './ParticipantsSection';
import { QnaSection, TeamStandings } from './QnaAndTeams';
import { ReportCharts } from './ReportCharts';
import { NeedsReview, ReportSummary, SlideResult, type Report } from './ReportParts';

function BackToList() {
  return (
    <Button
      component={Link}
      to="/analytics"
      variant="subtle"
      size="compact-sm"
      ml={-8}
      mb="sm"
      leftSection={<Icon path={mdiArrowLeft} size={16} />}
    >
      Analytics
    </Button>
  );
}

export function ReportSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true" aria-label="Loading the report">
      <Skeleton height={36} width="50%" />
      <Group gap="md">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} height={96} style={{ flex: '1 1 150px' }} radius="lg" />
        ))}
      </Group>
      <Skeleton height={200} radius="lg" />
    </Stack>
  );
}

/**
 * The report as loaded: header with downloads, summary, charts, what needs review, the teams
 * and the Q&A where the event had them, each slide, and everyone a page at a time.
 */
export function ReportView({ report }: { report: Report }) {
  const { event } = report;
  const rounds = new Set(report.slides.filter((s) => s.round > 0).map((s) => s.slideId));
  // Slides that stay open beside the flow are the Q&As (ADR 29): the page names no slide type.
  const qnaSlides = report.slides.filter((s) => s.round === 0 && slideTypeOf(s.type)?.staysOpen);
  const running = event.status !== 'ENDED';
  // The slide images are the recap's: shown while it is on, following the switch below.
  const [recapOn, setRecapOn] = useState(event.recapEnabled);
  const images = recapImages(report, recapOn);
  return (
    <Stack gap="xl">
      <div>
        <BackToList />
        <Group justify="space-between" align="flex-end" gap="md">
          <div style={{ minWidth: 0 }}>
            <Title order={1} fz={{ base: 26, sm: 34 }} style={{ letterSpacing: '-0.02em', overflowWrap: 'anywhere' }}>
              {event.title || 'Untitled deck'}
            </Title>
            <Group gap="xs" mt={6}>
              <StatusBadge status={event.status} />
              <Text size="sm" c="dimmed">
                <time dateTime={event.startedAt ?? event.createdAt}>{formatDateTime(event.startedAt ?? event.createdAt)}</time> · Code{' '}
                {event.code}
              </Text>
            </Group>
          </div>
          <ExportButtons exports={report.exports} withQna={qnaSlides.length > 0} />
        </Group>
        {event.recapId && (
          <Paper withBorder radius="lg" p="md" mt="md" component="section" aria-label="Public recap">
            <Group justify="space-between" gap="md">
              <Button component={Link} to={`/recap/${event.recapId}`} variant="light" leftSection={<Icon path={mdiOpenInNew} size={18} />}>
                Public recap
              </Button>
              <RecapSwitch eventId={event.id} enabled={event.recapEnabled} onChange={setRecapOn} />
            </Group>
          </Paper>
        )}
        {running && (
          <Alert color="yellow" variant="light" radius="lg" mt="md" title="This event is still running">
            <Group gap="sm">
              <Text size="sm">The report so far; it fills in as people answer.</Text>
              <Button
                component={Link}
                to={`/host/${event.deckId}`}
                size="compact-sm"
                variant="light"
                leftSection={<Icon path={mdiPresentationPlay} size={16} />}
              >
                Open the host console
              </Button>
            </Group>
          </Alert>
        )}
      </div>

      <ReportSummary summary={report.summary} />

      <ReportCharts report={report} rounds={rounds} />

      <NeedsReview items={report.needsReview} rounds={rounds} />

      {report.teams && report.teams.length > 0 && <TeamStandings teams={report.teams} />}

      {qnaSlides.length > 0 && <QnaSection questions={report.qna} qnaSlides={qnaSlides} />}

      <section aria-labelledby="slides-title">
        <Title order={2} fz={20} id="slides-title" mb="md">
          Slides
        </Title>
        <Stack gap="md">
          {report.slides.map((s) => (
            <SlideResult key={`${s.slideId}#${s.round}`} report={s} rounds={rounds.has(s.slideId)} image={images.get(s)} />
          ))}
        </Stack>
      </section>

      <ParticipantsSection report={report} />
    </Stack>
  );
}

/**
 * Where each slide's picture is, while the event's recap is shown (ADR 45): the recap lists the
 * answered slide rounds with results, in the report's order, and a picture is named by its place there.
 */
function recapImages(report: Report, recapEnabled: boolean): Map<Report['slides'][number], { recapId: string; place: number }> {
  const { recapId, status } = report.event;
  const out = new Map<Report['slides'][number], { recapId: string; place: number }>();
  if (!recapId || !recapEnabled || status !== 'ENDED') return out;
  for (const s of report.slides) if (s.answerable && s.results) out.set(s, { recapId, place: out.size + 1 });
  return out;
}

/** `/analytics/{id}`: one event's report; someone else's or a missing one is the app's 404. */
export default function EventReport() {
  const { uuid = '' } = useParams();
  const { data, error, refetch } = useQuery(EventReportDocument, { variables: { eventId: uuid }, fetchPolicy: 'cache-and-network' });
  const report = data?.eventReport;
  useDocumentTitle(report ? `${report.event.title || 'Untitled deck'} report` : undefined);

  if (error && !report) {
    const { code, message } = describeDataError(error);
    // Missing or someone else's: the app's 404 page, which says nothing of which.
    if (code === 'NOT_FOUND') throw notFound();
    return (
      <Stack gap="md">
        <div>
          <BackToList />
        </div>
        <LoadErrorAlert title="This report could not be loaded" message={message} onRetry={() => void refetch()} />
      </Stack>
    );
  }
  if (!report) return <ReportSkeleton />;
  return <ReportView report={report} />;
}
