import { VisuallyHidden } from '@mantine/core';
import { scalePosition, scaleValues, type ScaleSlide, type ScaleStatementResult } from '@mingle/shared';
import { useLocale, useT } from '../../i18n';
import { ScreenFrame, ScreenQuestion } from '../common/ScreenParts';
import screen from '../common/Screen.module.css';
import type { ScreenViewProps } from '../types';
import { formatAverage } from './formatAverage';
import classes from './ScaleScreen.module.css';

const pct = (share: number) => `${(share * 100).toFixed(2)}%`;

/**
 * A row per statement on one min..max axis: how many gave each value (the columns), and the
 * room's average as a bar from the low end with its number beside it. Scales are not scored,
 * so the rows move while people still rate (SPEC R13.4, R7.4).
 */
export function ScaleScreenView({ slide, step, results, simulated }: ScreenViewProps<ScaleSlide>) {
  const t = useT();
  const total = results?.total ?? 0;
  const rows = results?.kind === 'scale' ? results.statements : [];
  const values = scaleValues(slide.min, slide.max);
  const columns = { gridTemplateColumns: `repeat(${values.length}, minmax(0, 1fr))` };
  const size = sizeFor(slide.statements.length);
  const dense = size === 'dense';
  return (
    <ScreenFrame simulated={simulated && (step === 'results' || total > 0)}>
      {/* With four statements or more the question takes less room, so every row fits. */}
      <div className={size === 'roomy' ? undefined : classes.questionSmall}>
        <ScreenQuestion text={slide.question} />
      </div>
      <div className={classes.body}>
        {slide.image && <img className={classes.image} src={slide.image} alt="" />}
        <div className={`${classes.table} ${classes[size] ?? ''}`}>
          <div className={classes.row} aria-hidden="true">
            <span />
            <div className={classes.scaleHead}>
              {(slide.minLabel || slide.maxLabel) && (
                <div className={classes.ends}>
                  <span>{slide.minLabel}</span>
                  <span>{slide.maxLabel}</span>
                </div>
              )}
              <div className={classes.ticks} style={columns}>
                {values.map((v) => (
                  <span key={v}>{v}</span>
                ))}
              </div>
            </div>
            <span />
          </div>
          <ul className={classes.rows} aria-label={t('screen.scale.perStatement')}>
            {slide.statements.map((text, i) => (
              <StatementRow
                key={i}
                slide={slide}
                text={text.trim() || t('screen.scale.statement', { number: i + 1 })}
                result={rows[i]}
                columns={columns}
                counts={!dense}
              />
            ))}
          </ul>
        </div>
      </div>
      <p className={screen.hint} style={{ fontSize: 22 }} aria-live="off">
        {t(step === 'answering' ? 'screen.scale.answering' : 'screen.peopleAnswered', { count: total })}
      </p>
    </ScreenFrame>
  );
}

/** Rows as tall as the 720px screen allows: with counts written in the columns up to five statements. */
function sizeFor(statements: number): 'roomy' | 'medium' | 'dense' {
  return statements <= 3 ? 'roomy' : statements <= 5 ? 'medium' : 'dense';
}

function StatementRow({
  slide,
  text,
  result,
  columns,
  counts,
}: {
  slide: ScaleSlide;
  text: string;
  result?: ScaleStatementResult;
  columns: { gridTemplateColumns: string };
  /** Write each value's count in its column; a dense table has no room for them. */
  counts: boolean;
}) {
  const t = useT();
  const locale = useLocale();
  const average = result?.average ?? null;
  const distribution = result?.distribution ?? [];
  const most = Math.max(1, ...distribution);
  const start = scalePosition(slide.min, slide.min, slide.max);
  return (
    <li className={classes.row}>
      <VisuallyHidden>
        {average === null
          ? t('screen.scale.rowNone', { statement: text })
          : t('screen.scale.rowSummary', {
              statement: text,
              average: formatAverage(average, locale),
              min: slide.min,
              max: slide.max,
              count: result?.count ?? 0,
            })}
      </VisuallyHidden>
      <span className={classes.statement} aria-hidden="true">
        {text}
      </span>
      <div className={classes.axis} aria-hidden="true">
        <div className={classes.columns} style={columns}>
          {scaleValues(slide.min, slide.max).map((v, j) => {
            const count = distribution[j] ?? 0;
            return (
              <span key={v} className={classes.cell} title={t('screen.scale.valueCount', { value: v, count })}>
                <span className={classes.column} style={{ height: pct(count / most) }} />
                {counts && count > 0 && <span className={classes.count}>{count}</span>}
              </span>
            );
          })}
        </div>
        {average !== null && (
          <>
            <span
              className={classes.averageBar}
              style={{ left: pct(start), width: pct(scalePosition(average, slide.min, slide.max) - start) }}
            />
            <span className={classes.averageDot} style={{ left: pct(scalePosition(average, slide.min, slide.max)) }} />
          </>
        )}
      </div>
      <span className={classes.average} aria-hidden="true">
        {average === null ? '–' : formatAverage(average, locale)}
      </span>
    </li>
  );
}
