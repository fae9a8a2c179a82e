import { Badge, Group, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { teamHex } from '@mingle/shared';
import { mdiArrowUpBold, mdiEyeOffOutline } from '@mdi/js';
import { Icon } from '../../components/Icon';
import { formatDateTime, formatScore } from './format';
import type { Report } from './ReportParts';

type Question = Report['qna'][number];

/** Team mode's final standings (ADR 37's ranking, as the live podium). */
export function TeamStandings({ teams }: { teams: NonNullable<Report['teams']> }) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="teams-title">
      <Title order={2} fz={20} id="teams-title">
        Teams
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Ranked by the average score of their members, as on the final podium.
      </Text>
      <Table verticalSpacing="sm" aria-label="Team standings">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={{ textAlign: 'right' }} w={56}>
              Rank
            </Table.Th>
            <Table.Th>Team</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Members</Table.Th>
            <Table.Th style={{ textAlign: 'right' }}>Score</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {teams.map((team) => (
            <Table.Tr key={team.index}>
              <Table.Td style={{ textAlign: 'right' }} fw={700}>
                {team.rank}
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <span
                    aria-hidden="true"
                    style={{ width: 14, height: 14, borderRadius: 7, flex: 'none', background: teamHex(team.colour) }}
                  />
                  <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {team.name}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td style={{ textAlign: 'right' }}>{team.members}</Table.Td>
              <Table.Td style={{ textAlign: 'right' }} fw={700}>
                {formatScore(team.score)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** One question: its votes, text, who asked (when they showed it), when, and its marks. */
function QuestionItem({ q }: { q: Question }) {
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start">
      <Stack gap={0} align="center" w={44} style={{ flexShrink: 0 }}>
        <Icon path={mdiArrowUpBold} size={16} />
        <Text fw={800} aria-hidden="true">
          {q.votes}
        </Text>
        <VisuallyHidden>{`${q.votes} ${q.votes === 1 ? 'vote' : 'votes'}`}</VisuallyHidden>
      </Stack>
      <div style={{ minWidth: 0, flex: 1 }}>
        <Text fw={600} style={{ overflowWrap: 'anywhere', textDecoration: q.hidden ? 'line-through' : undefined }}>
          {q.text}
        </Text>
        <Group gap="xs" mt={4}>
          <Text size="sm" c="dimmed">
            {q.author ?? 'Anonymous'} · <time dateTime={q.askedAt}>{formatDateTime(q.askedAt)}</time>
          </Text>
          {q.answered && (
            // Light badges' own text colours are too pale on their tints (axe): the text colour, in either scheme.
            <Badge color="green" c="var(--mantine-color-text)" variant="light" radius="sm" tt="none">
              Answered
            </Badge>
          )}
          {q.hidden && (
            <Badge
              color="gray"
              c="var(--mantine-color-text)"
              variant="light"
              radius="sm"
              tt="none"
              leftSection={<Icon path={mdiEyeOffOutline} size={14} />}
            >
              Hidden from the room
            </Badge>
          )}
        </Group>
      </div>
    </Group>
  );
}

/** The audience's questions of each Q&A slide, most votes first; hidden ones shown to the host, marked. */
export function QnaSection({
  questions,
  qnaSlides,
}: {
  questions: Report['qna'];
  qnaSlides: readonly { slideId: string; headline: string }[];
}) {
  const several = qnaSlides.length > 1;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="qna-title">
      <Title order={2} fz={20} id="qna-title">
        Q&amp;A
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {questions.length === 0
          ? 'Nobody asked a question.'
          : `${questions.length} ${questions.length === 1 ? 'question' : 'questions'}, most votes first. Anonymous questions stay anonymous.`}
      </Text>
      <Stack gap="lg">
        {qnaSlides.map((slide) => {
          const own = questions.filter((q) => q.slideId === slide.slideId);
          if (several && own.length === 0) return null;
          return (
            <div key={slide.slideId}>
              {several && (
                <Title order={3} fz={16} mb="xs" style={{ overflowWrap: 'anywhere' }}>
                  {slide.headline}
                </Title>
              )}
              {own.length > 0 && (
                <Stack gap="md" component="ol" m={0} p={0} style={{ listStyle: 'none' }} aria-label={`Questions of ${slide.headline}`}>
                  {own.map((q) => (
                    <QuestionItem key={q.id} q={q} />
                  ))}
                </Stack>
              )}
            </div>
          );
        })}
      </Stack>
    </Paper>
  );
}
