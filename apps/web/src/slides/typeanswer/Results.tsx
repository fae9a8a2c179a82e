import { Badge, Text } from '@mantine/core';
import { mdiCheckBold } from '@mdi/js';
import type { TypeAnswerSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { ResultsShell } from '../common/ResultsParts';
import results from '../common/Results.module.css';
import type { ResultsProps } from '../types';
import { acceptedOf } from './accepted';

/** The host's and the report's view: the accepted answers, then the answers given, most first (SPEC R10.8). */
export function TypeAnswerResults({ slide, results: r, simulated }: ResultsProps<TypeAnswerSlide>) {
  const t = useT();
  const typed = r.kind === 'typed' ? r : undefined;
  const accepted = acceptedOf(slide);
  return (
    <ResultsShell total={r.total} simulated={simulated}>
      <Text size="sm" mb="xs">
        <Text span fw={700}>
          {t('screen.typeanswer.accepted', { count: Math.max(1, accepted.length) })}:
        </Text>{' '}
        {accepted.join(' · ')}
      </Text>
      {typed && typed.total > 0 && (
        <Text size="sm" mb="sm">
          {t('screen.typeanswer.correctCount', { correct: typed.correctCount, total: typed.total })}
        </Text>
      )}
      {typed?.answers.length ? (
        <ul className={results.bars}>
          {typed.answers.map((a, i) => {
            const pct = typed.total > 0 ? Math.round((a.count / typed.total) * 100) : 0;
            return (
              <li key={i} className={results.barRow}>
                <span className={results.barLabel}>
                  {a.text}
                  {a.correct && (
                    <Badge color="teal.9" size="sm" leftSection={<Icon path={mdiCheckBold} size={12} />}>
                      {t('screen.correct')}
                    </Badge>
                  )}
                </span>
                <span className={results.barValue}>
                  {a.count} · {pct}%
                </span>
                <div className={results.barTrack} role="presentation">
                  <div
                    className={results.barFill}
                    style={{ width: `${pct}%`, background: a.correct ? 'var(--mantine-color-teal-8)' : 'var(--mantine-color-gray-6)' }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      ) : (
        <Text c="dimmed">{t('screen.typeanswer.none')}</Text>
      )}
      {typed && typed.others > 0 && (
        <Text size="sm" mt="sm" c="dimmed">
          {t('screen.typeanswer.others', { count: typed.others })}
        </Text>
      )}
    </ResultsShell>
  );
}
