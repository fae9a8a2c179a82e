import { Text } from '@mantine/core';
import type { RankingSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { answerStyle } from '../common/palette';
import results from '../common/Results.module.css';
import { ResultsShell } from '../common/ResultsParts';
import type { ResultsProps } from '../types';
import { maxScore, oneDecimal, rankingRows } from './rows';

/** The room's ranking for the host and the reports: place, Borda points, average place, first places (SPEC R14). */
export function RankingResults({ slide, results: given, simulated }: ResultsProps<RankingSlide>) {
  const t = useT();
  const { total, rows } = rankingRows(slide, given);
  const max = Math.max(1, maxScore(slide, total));
  return (
    <ResultsShell total={total} simulated={simulated} unit="screen.ranking.rankings">
      <ol className={results.bars}>
        {rows.map((row, position) => {
          const style = answerStyle(row.index);
          const label = slide.items[row.index]?.trim() || t('screen.ranking.item', { number: row.index + 1 });
          return (
            <li key={row.index} className={results.barRow}>
              <span className={results.barLabel}>
                <span aria-hidden={total === 0 || undefined}>{total > 0 ? `${position + 1}.` : '–'}</span>
                <Icon path={style.shape} size={18} color={style.bg} />
                {label}
              </span>
              <span className={results.barValue}>{t('screen.ranking.points', { points: row.score })}</span>
              <div className={results.barTrack} role="presentation">
                <div className={results.barFill} style={{ width: `${(row.score / max) * 100}%`, background: style.bg }} />
              </div>
              {row.averagePosition !== null && (
                <Text size="sm" c="dimmed" style={{ gridColumn: '1 / -1' }}>
                  {t('screen.ranking.detail', { average: oneDecimal(row.averagePosition), firsts: row.firsts })}
                </Text>
              )}
            </li>
          );
        })}
      </ol>
      <Text size="sm" c="dimmed" mt="sm">
        {t('screen.ranking.scoring', { max: slide.items.length - 1 })}
      </Text>
    </ResultsShell>
  );
}
