import { Text } from '@mantine/core';
import { scalePosition, scaleValues, type ScaleSlide } from '@mingle/shared';
import { useLocale, useT } from '../../i18n';
import { ResultsShell } from '../common/ResultsParts';
import type { ResultsProps } from '../types';
import { formatAverage } from './formatAverage';
import classes from './ScaleResults.module.css';

/**
 * The host's and the previews' results: per statement its average and how many rated it, and
 * how many gave each value, with the count written under each column (not only its height).
 */
export function ScaleResults({ slide, results, simulated }: ResultsProps<ScaleSlide>) {
  const t = useT();
  const locale = useLocale();
  const rows = results.kind === 'scale' ? results.statements : [];
  const values = scaleValues(slide.min, slide.max);
  const columns = { gridTemplateColumns: `repeat(${values.length}, minmax(0, 1fr))` };
  return (
    <ResultsShell total={results.total} simulated={simulated} unit="screen.peopleAnswered">
      <ul className={classes.list}>
        {slide.statements.map((text, i) => {
          const row = rows[i];
          const most = Math.max(1, ...(row?.distribution ?? []));
          const average = row?.average ?? null;
          return (
            <li key={i} className={classes.item}>
              <Text fw={700}>{text.trim() || t('screen.scale.statement', { number: i + 1 })}</Text>
              <Text size="sm" fw={600}>
                {average === null
                  ? t('screen.scale.noRatings')
                  : t('screen.scale.averageLine', { average: formatAverage(average, locale), count: row?.count ?? 0 })}
              </Text>
              <div className={classes.chart} aria-hidden="true">
                <div className={classes.bars} style={columns}>
                  {values.map((v, j) => (
                    <span key={v} className={classes.cell}>
                      <span className={classes.bar} style={{ height: `${((row?.distribution[j] ?? 0) / most) * 100}%` }} />
                    </span>
                  ))}
                </div>
                {average !== null && (
                  <span className={classes.marker} style={{ left: `${scalePosition(average, slide.min, slide.max) * 100}%` }} />
                )}
              </div>
              <div className={classes.labels} style={columns}>
                {values.map((v, j) => (
                  <span key={v} title={t('screen.scale.valueCount', { value: v, count: row?.distribution[j] ?? 0 })}>
                    <b>{v}</b>
                    <span className={classes.count}>{row?.distribution[j] ?? 0}</span>
                  </span>
                ))}
              </div>
            </li>
          );
        })}
      </ul>
      {(slide.minLabel || slide.maxLabel) && (
        <div className={classes.ends}>
          <span>{slide.minLabel && `${slide.min} = ${slide.minLabel}`}</span>
          <span>{slide.maxLabel && `${slide.max} = ${slide.maxLabel}`}</span>
        </div>
      )}
    </ResultsShell>
  );
}
