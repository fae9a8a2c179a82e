import { Paper, Table, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { answerTimeBars, bandWidthText, barsSummary, correctRateBars, scoreBars, scoreSummary, type Bar } from './chartData';
import type { Report } from './ReportParts';
import classes from './ReportCharts.module.css';

/**
 * The report's charts (ADR 46): the score distribution, each scored slide's correct rate and
 * each timed slide's average answer time. Drawn with HTML and CSS in the theme's colours, no
 * chart library. Each is a figure whose picture is one `role="img"` with the numbers in words,
 * and whose numbers can be opened as a table.
 */

function Chart({
  title,
  hint,
  summary,
  table,
  children,
}: {
  title: string;
  hint: ReactNode;
  summary: string;
  table: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} component="figure" className={classes.figure} m={0} aria-labelledby={id}>
      <figcaption id={id}>
        <Title order={3} fz={16}>
          {title}
        </Title>
        <Text size="xs" c="dimmed">
          {hint}
        </Text>
      </figcaption>
      <div role="img" aria-label={summary}>
        {children}
      </div>
      <details>
        <Text component="summary" size="sm" c="dimmed" style={{ cursor: 'pointer' }}>
          The numbers as a table
        </Text>
        {table}
      </details>
    </Paper>
  );
}

function NumbersTable({ label, heads, bars }: { label: string; heads: [string, string]; bars: readonly Bar[] }) {
  return (
    <Table mt="xs" verticalSpacing={4} aria-label={label}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{heads[0]}</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>{heads[1]}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {bars.map((b) => (
          <Table.Tr key={b.key}>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{b.label}</Table.Td>
            <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{b.value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** Horizontal bars, one per slide in deck order. */
function BarRows({ bars }: { bars: readonly Bar[] }) {
  return (
    <ul className={classes.rows} aria-hidden="true">
      {bars.map((b) => (
        <li key={b.key} className={classes.row}>
          <span className={classes.rowLabel} title={b.label}>
            {b.label}
          </span>
          <span className={classes.track}>
            <span className={classes.fill} data-tone={b.tone} style={{ display: 'block', width: `${Math.round(b.share * 1000) / 10}%` }} />
          </span>
          <span className={classes.rowValue}>{b.value}</span>
        </li>
      ))}
    </ul>
  );
}

export function ScoreHistogram({ bands }: { bands: Report['scoreDistribution'] }) {
  const bars = scoreBars(bands);
  return (
    <Chart
      title="Scores"
      hint={`How many people finished with how many points. ${bandWidthText(bands) ?? ''}`.trim()}
      summary={scoreSummary(bands)}
      table={
        <NumbersTable
          label="Scores"
          heads={['Points', 'People']}
          bars={bands.map((b, i) => ({ ...bars[i]!, label: b.from === b.to ? String(b.from) : `${b.from}–${b.to}` }))}
        />
      }
    >
      <div className={classes.columns} aria-hidden="true">
        {bars.map((b) => (
          <div key={b.key} className={classes.column}>
            <span className={classes.columnValue}>{b.value}</span>
            <span className={classes.columnBar} style={{ height: `${Math.round(b.share * 85)}%` }} />
          </div>
        ))}
      </div>
      <div className={classes.columnLabels} aria-hidden="true">
        {bars.map((b) => (
          <span key={b.key}>{b.label}</span>
        ))}
      </div>
    </Chart>
  );
}

export function CorrectRateChart({ slides, rounds }: { slides: Report['slides']; rounds: ReadonlySet<string> }) {
  const bars = correctRateBars(slides, rounds);
  if (bars.length === 0) return null;
  const title = 'Correct answers per slide';
  return (
    <Chart
      title={title}
      hint={
        <span className={classes.legend}>
          <span>Of those who answered, in deck order.</span>
          <span>
            <span className={classes.swatch} style={{ background: 'var(--mantine-color-red-filled)' }} />
            under 50%
          </span>
          <span>
            <span className={classes.swatch} style={{ background: 'var(--mantine-color-yellow-filled)' }} />
            under 75%
          </span>
          <span>
            <span className={classes.swatch} style={{ background: 'var(--mantine-color-green-filled)' }} />
            75% or more
          </span>
        </span>
      }
      summary={barsSummary(title, bars)}
      table={<NumbersTable label={title} heads={['Slide', 'Correct']} bars={bars} />}
    >
      <BarRows bars={bars} />
    </Chart>
  );
}

export function AnswerTimeChart({ slides, rounds }: { slides: Report['slides']; rounds: ReadonlySet<string> }) {
  const bars = answerTimeBars(slides, rounds);
  if (bars.length === 0) return null;
  const title = 'Average answer time per slide';
  return (
    <Chart
      title={title}
      hint="Timed slides, in deck order: the longest bar is the slowest."
      summary={barsSummary(title, bars)}
      table={<NumbersTable label={title} heads={['Slide', 'Average time']} bars={bars} />}
    >
      <BarRows bars={bars} />
    </Chart>
  );
}

/** The charts, for a report with someone in it. */
export function ReportCharts({ report, rounds }: { report: Report; rounds: ReadonlySet<string> }) {
  if (report.summary.participantCount === 0) return null;
  return (
    <section aria-labelledby="charts-title">
      <Title order={2} fz={20} id="charts-title" mb="md">
        At a glance
      </Title>
      <div className={classes.charts}>
        <ScoreHistogram bands={report.scoreDistribution} />
        <CorrectRateChart slides={report.slides} rounds={rounds} />
        <AnswerTimeChart slides={report.slides} rounds={rounds} />
      </div>
    </section>
  );
}
