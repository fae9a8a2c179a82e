import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { mdiCheckCircle, mdiEyeOff, mdiStar, mdiThumbUp } from '@mdi/js';
import { qnaByTime, qnaByVotes } from '@mingle/shared';
import { useState } from 'react';
import { Icon } from '../../components/Icon';
import { describeDataError } from '../../graphql/errors';
import { useT } from '../../i18n';
import { notify } from '../../lib/notify';
import {
  CloseQnaDocument,
  FeatureQuestionDocument,
  HideQuestionDocument,
  MarkQuestionAnsweredDocument,
  ReopenQnaDocument,
  type HostState,
} from './hostOperations';

type HostQna = NonNullable<HostState['qna']>;
type Question = HostQna['questions'][number];

/**
 * The audience Q&A in the console (SPEC R15.5, R15.6): every question, hidden ones too, live,
 * sorted by votes or by time, with the host's actions on each and on the Q&A itself.
 */
export function QnaPanel({ host }: { host: HostState }) {
  const t = useT();
  const [sort, setSort] = useState<'votes' | 'time'>('votes');
  const qna = host.qna;
  const eventId = host.live.eventId;
  const onError = (error: unknown) => notify.snackbar(describeDataError(error).message, 'red');
  const [markAnswered] = useMutation(MarkQuestionAnsweredDocument, { onError });
  const [hide] = useMutation(HideQuestionDocument, { onError });
  const [feature] = useMutation(FeatureQuestionDocument, { onError });
  const [close, closing] = useMutation(CloseQnaDocument, { onError });
  const [reopen, reopening] = useMutation(ReopenQnaDocument, { onError });
  if (!qna || host.live.status !== 'LIVE') return null;
  const can = host.event.can.moderateQna;
  const questions = sort === 'votes' ? qnaByVotes(qna.questions) : qnaByTime(qna.questions);
  const hidden = qna.questions.filter((q) => q.hidden).length;
  const overSlides = host.live.slide?.id !== qna.slideId;
  const vars = (q: Question) => ({ eventId, questionId: q.id });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="qna-panel-title">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} fz="lg" id="qna-panel-title">
            {t('host.qna.title')}: {qna.title}
          </Title>
          <Badge color={qna.open ? 'teal.9' : 'gray.7'} variant="filled">
            {t(qna.open ? 'host.qna.open' : 'host.qna.closed')}
          </Badge>
        </Group>
        {overSlides && qna.open && (
          <Text size="sm" c="dimmed">
            {t('host.qna.overSlides')}
          </Text>
        )}
        <Group justify="space-between" gap="xs">
          <Text size="sm">{t('host.qna.count', { count: qna.questions.length - hidden, hidden })}</Text>
          {can &&
            (qna.open ? (
              <Button
                size="compact-sm"
                variant="outline"
                color="red.9"
                loading={closing.loading}
                onClick={() => void close({ variables: { eventId, slideId: qna.slideId } })}
              >
                {t('host.qna.close')}
              </Button>
            ) : (
              <Button
                size="compact-sm"
                variant="outline"
                loading={reopening.loading}
                onClick={() => void reopen({ variables: { eventId, slideId: qna.slideId } })}
              >
                {t('host.qna.reopen')}
              </Button>
            ))}
        </Group>
        <SegmentedControl
          size="xs"
          aria-label={t('host.qna.sortBy')}
          value={sort}
          onChange={(v) => setSort(v === 'time' ? 'time' : 'votes')}
          data={[
            { value: 'votes', label: t('host.qna.byVotes') },
            { value: 'time', label: t('host.qna.byTime') },
          ]}
        />
        {questions.length === 0 ? (
          <Text c="dimmed">{t('host.qna.none')}</Text>
        ) : (
          <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0, maxHeight: 480, overflowY: 'auto' }}>
            {questions.map((q) => (
              <Paper component="li" key={q.id} withBorder radius="sm" p="xs" bg={q.featured ? 'var(--mantine-color-mingle-0)' : undefined}>
                <Stack gap={4}>
                  <Text fw={600} c={q.hidden ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
                    {q.text}
                  </Text>
                  <Group gap="xs">
                    <Text size="sm" c="dimmed">
                      {q.author ?? t('host.qna.anonymous')}
                    </Text>
                    {qna.upvotes && (
                      <Badge
                        variant="light"
                        leftSection={<Icon path={mdiThumbUp} size={12} />}
                        aria-label={t('host.qna.votes', { count: q.votes })}
                      >
                        {q.votes}
                      </Badge>
                    )}
                    {q.featured && (
                      <Badge color="mingle" leftSection={<Icon path={mdiStar} size={12} />}>
                        {t('host.qna.featuredTag')}
                      </Badge>
                    )}
                    {q.answered && (
                      <Badge color="teal.9" leftSection={<Icon path={mdiCheckCircle} size={12} />}>
                        {t('host.qna.answeredTag')}
                      </Badge>
                    )}
                    {q.hidden && (
                      <Badge color="gray.7" leftSection={<Icon path={mdiEyeOff} size={12} />}>
                        {t('host.qna.hiddenTag')}
                      </Badge>
                    )}
                  </Group>
                  {can && (
                    <Group gap={6} role="group" aria-label={t('host.qna.actionsFor', { text: q.text })}>
                      {!q.hidden && (
                        <Button
                          size="compact-xs"
                          variant={q.featured ? 'filled' : 'light'}
                          onClick={() => void feature({ variables: { ...vars(q), featured: !q.featured } })}
                        >
                          {t(q.featured ? 'host.qna.unfeature' : 'host.qna.feature')}
                        </Button>
                      )}
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() => void markAnswered({ variables: { ...vars(q), answered: !q.answered } })}
                      >
                        {t(q.answered ? 'host.qna.markUnanswered' : 'host.qna.markAnswered')}
                      </Button>
                      <Button
                        size="compact-xs"
                        variant="default"
                        onClick={() => void hide({ variables: { ...vars(q), hidden: !q.hidden } })}
                      >
                        {t(q.hidden ? 'host.qna.unhide' : 'host.qna.hide')}
                      </Button>
                    </Group>
                  )}
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
