import { ActionIcon, Badge, Table, Text, VisuallyHidden } from '@mantine/core';
import { mdiChevronDown, mdiChevronRight } from '@mdi/js';
import { Fragment, useState } from 'react';
import { Icon } from '../../components/Icon';
import { TeamBadge } from '../Host/TeamsPanel';
import type { EventReportParticipantsQuery } from './analytics.generated';
import { formatAnswerTime, formatScore } from './format';
import { slideLabel, type Report } from './ReportParts';
import classes from './Analytics.module.css';

export type Participant = EventReportParticipantsQuery['eventReportParticipants']['items'][number];

/** What the list needs to know of the slides and the event, from the report. */
export interface SlideFacts {
  headlines: ReadonlyMap<string, string>;
  /** Slides played in rounds: their answers name the round. */
  rounds: ReadonlySet<string>;
  scored: ReadonlySet<string>;
  withEmail: boolean;
  /** Team mode's teams by index; empty without teams. */
  teams: ReadonlyMap<number, { name: string; colour: string }>;
}

export function slideFactsOf(report: Report): SlideFacts {
  return {
    headlines: new Map(report.slides.map((s) => [s.slideId, s.headline])),
    rounds: new Set(report.slides.filter((s) => s.round > 0).map((s) => s.slideId)),
    scored: new Set(report.slides.filter((s) => s.scored).map((s) => s.slideId)),
    withEmail: report.event.askEmail !== 'OFF',
    teams: new Map((report.teams ?? []).map((t) => [t.index, t])),
  };
}

function Answers({ participant, facts }: { participant: Participant; facts: SlideFacts }) {
  const { headlines, rounds, scored } = facts;
  if (participant.answers.length === 0) return <Text c="dimmed">{participant.nickname} did not answer.</Text>;
  return (
    <Table withRowBorders={false} verticalSpacing={4} aria-label={`Answers of ${participant.nickname}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Slide</Table.Th>
          <Table.Th>Answer</Table.Th>
          <Table.Th>Result</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>Points</Table.Th>
          <Table.Th style={{ textAlign: 'right' }}>Time</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {participant.answers.map((a) => (
          <Table.Tr key={`${a.slideId}#${a.round}`}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {slideLabel(a, rounds.has(a.slideId))}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {headlines.get(a.slideId) ?? ''}
              </Text>
            </Table.Td>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{a.text}</Table.Td>
            <Table.Td>
              {!scored.has(a.slideId) ? (
                <Text size="sm" c="dimmed">
                  —
                </Text>
              ) : a.correct ? (
                <Badge color="green" variant="light" radius="sm" tt="none">
                  ✓ Right
                </Badge>
              ) : (
                <Badge color="red" variant="light" radius="sm" tt="none">
                  ✗ Wrong
                </Badge>
              )}
            </Table.Td>
            <Table.Td style={{ textAlign: 'right' }}>{formatScore(a.points)}</Table.Td>
            <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatAnswerTime(a.answerMs)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A page of the people who played, by rank; a row opens to that person's answers. */
export function ParticipantsTable({
  participants,
  facts,
  busy = false,
}: {
  participants: readonly Participant[];
  facts: SlideFacts;
  busy?: boolean;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const { withEmail } = facts;
  const withTeams = facts.teams.size > 0;
  const columns = 7 + (withEmail ? 1 : 0) + (withTeams ? 1 : 0);
  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <>
      <Table.ScrollContainer minWidth={640 + (withEmail ? 180 : 0) + (withTeams ? 120 : 0)} className={classes.tableBox}>
        <Table
          verticalSpacing="sm"
          aria-label="Participants"
          aria-busy={busy}
          style={{ opacity: busy ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={48}>
                <VisuallyHidden>Answers</VisuallyHidden>
              </Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Rank</Table.Th>
              <Table.Th>Nickname</Table.Th>
              {withEmail && <Table.Th>Email</Table.Th>}
              {withTeams && <Table.Th>Team</Table.Th>}
              <Table.Th style={{ textAlign: 'right' }}>Score</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Correct</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Answered</Table.Th>
              <Table.Th style={{ textAlign: 'right' }}>Average time</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {participants.map((p) => {
              const team = p.team === null ? undefined : facts.teams.get(p.team);
              const expanded = open.has(p.participantId);
              const answersId = `answers-${p.participantId}`;
              return (
                <Fragment key={p.participantId}>
                  <Table.Tr>
                    <Table.Td>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        aria-expanded={expanded}
                        aria-controls={expanded ? answersId : undefined}
                        aria-label={`${expanded ? 'Hide' : 'Show'} the answers of ${p.nickname}`}
                        onClick={() => toggle(p.participantId)}
                      >
                        <Icon path={expanded ? mdiChevronDown : mdiChevronRight} size={20} />
                      </ActionIcon>
                    </Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{p.rank}</Table.Td>
                    <Table.Td fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {p.nickname}
                    </Table.Td>
                    {withEmail && <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.email ?? '—'}</Table.Td>}
                    {withTeams && <Table.Td>{team ? <TeamBadge team={team} /> : '—'}</Table.Td>}
                    <Table.Td style={{ textAlign: 'right' }}>{formatScore(p.score)}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{p.correctCount}</Table.Td>
                    <Table.Td style={{ textAlign: 'right' }}>{p.answered}</Table.Td>
                    <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>{formatAnswerTime(p.averageAnswerMs)}</Table.Td>
                  </Table.Tr>
                  {expanded && (
                    <Table.Tr id={answersId}>
                      <Table.Td />
                      <Table.Td colSpan={columns - 1}>
                        <Answers participant={p} facts={facts} />
                      </Table.Td>
                    </Table.Tr>
                  )}
                </Fragment>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}
