import { Badge, Group, Text } from '@mantine/core';
import { mdiCheckCircle, mdiThumbUp } from '@mdi/js';
import type { QnaSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { ResultsShell } from '../common/ResultsParts';
import type { ResultsProps } from '../types';

/** The questions asked, most upvoted first, each with its votes and whether it was answered. */
export function QnaResults({ slide, results, simulated }: ResultsProps<QnaSlide>) {
  const t = useT();
  const items = results.kind === 'questions' ? results.items : [];
  return (
    <ResultsShell total={results.total} simulated={simulated} unit="screen.qna.count">
      {items.length === 0 ? (
        <Text c="dimmed">{t('screen.qna.none')}</Text>
      ) : (
        <ol style={{ margin: 0, paddingLeft: 24, display: 'flex', flexDirection: 'column', gap: 8 }}>
          {items.map((q) => (
            <li key={q.id}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text style={{ flex: 1 }}>{q.text}</Text>
                {slide.upvotes && (
                  <Badge
                    variant="light"
                    leftSection={<Icon path={mdiThumbUp} size={14} />}
                    aria-label={t('screen.qna.votes', { count: q.votes })}
                  >
                    {q.votes}
                  </Badge>
                )}
                {q.answered && (
                  <Badge color="teal.9" variant="filled" leftSection={<Icon path={mdiCheckCircle} size={14} />}>
                    {t('screen.qna.answered')}
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {q.author ?? t('screen.qna.anonymous')}
              </Text>
            </li>
          ))}
        </ol>
      )}
    </ResultsShell>
  );
}
