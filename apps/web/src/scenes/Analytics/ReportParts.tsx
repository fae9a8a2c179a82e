import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { slideTypeOf, type Slide } from '@mingle/shared';
import { slideTypeLabel, webSlideTypeOf } from '../../slides/registry';
import { SlideImageLink } from '../Recap/SlideImageLink';
import type { EventReportQuery } from './analytics.generated';
import { formatAnswerTime, formatDuration, formatRate, formatScore } from './format';
import classes from './Analytics.module.css';

export type Report = EventReportQuery['eventReport'];
export type SlideReport = Report['slides'][number];
export type ReviewItem = Report['needsReview'][number];

/** "Slide 3", "Slide 3 · round 2" for slides played in rounds. */
export function slideLabel(s: { slideIndex: number; round: number }, rounds: boolean): string {
  return rounds ? `Slide ${s.slideIndex + 1} · round ${s.round + 1}` : `Slide ${s.slideIndex + 1}`;
}

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <Paper withBorder radius="lg" p="md" className={classes.stat}>
      <Text size="sm" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2} mt={4}>
        {value}
      </Text>
      {hint && (
        <Text size="xs" c="dimmed" mt={2}>
          {hint}
        </Text>
      )}
    </Paper>
  );
}

/** The event in five numbers. */
export function ReportSummary({ summary }: { summary: Report['summary'] }) {
  return (
    <section aria-label="Summary" className={classes.summary}>
      <Stat label="Participants" value={String(summary.participantCount)} />
      <Stat
        label="Answer rate"
        value={formatRate(summary.answerRate)}
        hint={`${summary.answerCount} ${summary.answerCount === 1 ? 'answer' : 'answers'}`}
      />
      <Stat label="Correct answers" value={formatRate(summary.correctRate)} hint="on scored questions" />
      <Stat label="Average score" value={formatScore(summary.averageScore)} />
      <Stat label="Duration" value={formatDuration(summary.durationSeconds)} />
    </section>
  );
}

/** Scored questions, hardest first: what to go over again. */
export function NeedsReview({ items, rounds }: { items: readonly ReviewItem[]; rounds: ReadonlySet<string> }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="review-title">
      <Title order={2} fz={20} id="review-title">
        Needs review
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Scored questions, the hardest first: the fewest right answers, then the slowest.
      </Text>
      {items.length === 0 ? (
        <Text c="dimmed">No scored question was answered.</Text>
      ) : (
        <Stack gap="xs" component="ol" m={0} p={0} style={{ listStyle: 'none' }}>
          {items.map((s) => (
            <Group key={`${s.slideId}#${s.round}`} component="li" gap="sm" wrap="nowrap" align="flex-start">
              {/* Light badges' own text colours are too pale on their tints (axe): dark text instead. */}
              <Badge
                color={s.correctRate !== null && s.correctRate < 0.5 ? 'red' : 'yellow'}
                c={s.correctRate !== null && s.correctRate < 0.5 ? 'red.9' : 'dark.7'}
                variant="light"
                radius="sm"
                w={64}
                style={{ flexShrink: 0 }}
              >
                {formatRate(s.correctRate)}
              </Badge>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  <Anchor href={`#slide-${s.slideId}-${s.round}`} inherit>
                    {s.headline || slideTypeLabel(s.type)}
                  </Anchor>
                </Text>
                <Text size="sm" c="dimmed">
                  {slideLabel(s, rounds.has(s.slideId))} · {s.correctCount} of {s.answered} right · average{' '}
                  {formatAnswerTime(s.averageAnswerMs)}
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}

/** One slide (one round) of the report: its numbers and the results the big screen showed. */
export function SlideResult({
  report,
  rounds,
  image,
}: {
  report: SlideReport;
  rounds: boolean;
  image?: { recapId: string; place: number };
}) {
  const web = webSlideTypeOf(report.type);
  const slide = report.slide as Slide;
  const titleId = `slide-title-${report.slideId}-${report.round}`;
  return (
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'md', sm: 'lg' }}
      component="article"
      id={`slide-${report.slideId}-${report.round}`}
      style={{ scrollMarginTop: 80 }}
    >
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed" fw={600}>
            {slideLabel(report, rounds)} · {slideTypeLabel(report.type)}
          </Text>
          <Title order={3} fz={18} mt={2} id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {report.headline || slideTypeLabel(report.type)}
          </Title>
        </div>
        {image && web && <SlideImageLink recapId={image.recapId} slide={image.place} type={report.type} describedBy={titleId} />}
      </Group>
      {report.answerable && (
        <Group gap="lg" mt="xs" wrap="wrap">
          <Text size="sm">
            <strong>{report.answered}</strong> answered ({formatRate(report.answerRate)})
          </Text>
          {report.scored && (
            <Text size="sm">
              <strong>{formatRate(report.correctRate)}</strong> correct
            </Text>
          )}
          {report.averageAnswerMs !== null && (
            <Text size="sm">
              <strong>{formatAnswerTime(report.averageAnswerMs)}</strong> average answer time
            </Text>
          )}
        </Group>
      )}
      {web && report.results ? (
        <div className={classes.results}>
          <web.Results slide={slide} results={report.results} />
        </div>
      ) : (
        !report.answerable &&
        (slideTypeOf(report.type)?.staysOpen ? (
          // A Q&A's questions are not answers: they have their own section (QnaSection).
          <Text size="sm" c="dimmed" mt="xs">
            The audience’s questions are in{' '}
            <Anchor href="#qna-title" underline="always">
              Q&amp;A
            </Anchor>
            .
          </Text>
        ) : (
          <Text size="sm" c="dimmed" mt="xs">
            Nobody answers this slide.
          </Text>
        ))
      )}
    </Paper>
  );
}
