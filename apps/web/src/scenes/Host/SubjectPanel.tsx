import { Alert, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { mdiAccountStar, mdiMagnify } from '@mdi/js';
import { useId, useState } from 'react';
import { playKey, type Slide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import type { HostState } from './hostOperations';
import { subjectSlideOf } from './subjectSlide';
import type { HostCommands } from './useHostCommands';

/** How many participants the list shows before asking for a search: rooms can hold thousands. */
const SHOWN = 8;

/**
 * "Who is this about?" (SPEC R19.2): when the current or next slide is two truths and a lie
 * about a participant, the host picks them here, ahead or during the vote. Searchable, and
 * plain buttons, so it works by keyboard; the chosen one is said in words.
 */
export function SubjectPanel({ host, slides, commands }: { host: HostState; slides: readonly Slide[]; commands: HostCommands }) {
  const t = useT();
  const [query, setQuery] = useState('');
  const listId = useId();
  const target = subjectSlideOf(slides, host.live);
  if (!target) return null;
  const plays = (host.plays ?? {}) as Record<string, { participantId?: string; nickname?: string } | undefined>;
  const chosen = plays[playKey(target.slide.id, 0)];
  // Only the current slide's answers are known here: those who voted cannot become its subject.
  const votedHere = target.when === 'now';
  const q = query.trim().toLowerCase();
  const matches = host.participants
    .filter((p) => !q || p.nickname.toLowerCase().includes(q))
    .sort((a, b) => Number(b.connected) - Number(a.connected) || a.nickname.localeCompare(b.nickname));
  const label = target.slide.subject.trim();

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={`${listId}-title`}>
      <Stack gap="sm">
        <Group gap="xs">
          <Icon path={mdiAccountStar} size={22} />
          <Title order={2} fz="lg" id={`${listId}-title`}>
            {t('host.subject.title')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t(target.when === 'now' ? 'host.subject.slideNow' : 'host.subject.slideNext')}
          {label ? ` · ${label}` : ''}
        </Text>
        <Alert color={chosen?.nickname ? 'teal' : 'yellow'} variant="light" role="status" p="xs">
          {target.closed
            ? chosen?.nickname
              ? t('host.subject.closed', { name: chosen.nickname })
              : t('host.subject.closedNobody')
            : chosen?.nickname
              ? t('host.subject.chosen', { name: chosen.nickname })
              : label
                ? t('host.subject.none', { label })
                : t('host.subject.noneNoLabel')}
        </Alert>
        {!target.closed && (
          <>
            <TextInput
              label={t('host.subject.search')}
              leftSection={<Icon path={mdiMagnify} size={16} />}
              value={query}
              onChange={(e) => setQuery(e.currentTarget.value)}
              aria-controls={listId}
            />
            {host.participants.length === 0 ? (
              <Text size="sm">{t('host.subject.nobodyJoined')}</Text>
            ) : matches.length === 0 ? (
              <Text size="sm">{t('host.subject.noMatch', { query })}</Text>
            ) : (
              <Stack
                gap={4}
                component="ul"
                id={listId}
                aria-label={t('host.subject.list')}
                style={{ listStyle: 'none', margin: 0, padding: 0 }}
              >
                {matches.slice(0, SHOWN).map((p) => {
                  const isChosen = chosen?.participantId === p.id;
                  const voted = votedHere && p.answered && !isChosen;
                  return (
                    <Group key={p.id} component="li" justify="space-between" wrap="nowrap" gap="xs">
                      <Text size="sm" fw={isChosen ? 700 : 400} truncate c={p.connected ? undefined : 'dimmed'}>
                        {p.nickname}
                      </Text>
                      <Button
                        size="compact-sm"
                        variant={isChosen ? 'filled' : 'default'}
                        disabled={isChosen || voted || commands.busy}
                        aria-label={`${isChosen ? t('host.subject.current') : voted ? t('host.subject.voted') : t('host.subject.choose')}: ${p.nickname}`}
                        onClick={() => void commands.setSubject(target.slide.id, p.id)}
                      >
                        {isChosen ? t('host.subject.current') : voted ? t('host.subject.voted') : t('host.subject.choose')}
                      </Button>
                    </Group>
                  );
                })}
                {matches.length > SHOWN && (
                  <Text component="li" size="sm" c="dimmed">
                    {t('host.subject.more', { count: matches.length - SHOWN })}
                  </Text>
                )}
              </Stack>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
