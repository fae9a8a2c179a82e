import { mdiCheckBold } from '@mdi/js';
import type { NumberResults } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import classes from './Number.module.css';
import { positionOf } from './numberText';

interface HistogramProps {
  results: NumberResults;
  /** The slide's range, for the chart's name. */
  min: number;
  max: number;
  /** The step between guesses (1, 0.1…), to place the answer inside its bucket. */
  step: number;
  fmt(value: number): string;
  /** The big screen (dark, large type) or a panel (host console, analytics). */
  size: 'screen' | 'panel';
  /** Whether to mark the answer and its band: the reveal and after. */
  showAnswer: boolean;
}

/**
 * The guesses as bars over [min, max] (SPEC R12.6), with the answer marked by a labelled
 * line, a tick on its bar and, for a tolerance, a hatched band: never by colour alone.
 * Each bar is read out as its range and count.
 */
export function Histogram({ results, min, max, step, fmt, size, showAnswer }: HistogramProps) {
  const t = useT();
  const { buckets, answer, tolerance } = results;
  const most = Math.max(1, ...buckets.map((b) => b.count));
  const n = buckets.length;
  const perValue = buckets.every((b) => b.from === b.to);
  const answerBucket = buckets.findIndex((b) => answer >= b.from - step / 2 && answer <= b.to + step / 2);
  const at = (v: number, edge: 'left' | 'middle' | 'right' = 'middle') => `${(positionOf(buckets, v, step, edge) * 100).toFixed(3)}%`;
  const rangeOf = (b: { from: number; to: number }) =>
    b.from === b.to ? fmt(b.from) : t('screen.number.between', { from: fmt(b.from), to: fmt(b.to) });
  const stride = Math.ceil(n / (size === 'screen' ? 12 : 6));
  const truth = tolerance > 0 ? t('screen.number.solution', { answer: fmt(answer), tolerance: fmt(tolerance) }) : fmt(answer);
  const markerLeft = Math.min(88, Math.max(12, positionOf(buckets, answer, step) * 100));

  return (
    <figure
      className={`${classes.chart} ${size === 'screen' ? classes.chartScreen : classes.chartPanel}`}
      aria-label={t('screen.number.chart', { min: fmt(min), max: fmt(max) })}
    >
      {showAnswer && (
        <div className={classes.markerRow} aria-hidden="true">
          <span className={classes.markerChip} style={{ left: `${markerLeft}%` }}>
            <Icon path={mdiCheckBold} size={size === 'screen' ? 26 : 16} />
            {t('screen.number.answer')}: {truth}
          </span>
        </div>
      )}
      <div className={classes.plot}>
        <ol className={classes.bars}>
          {buckets.map((b, i) => {
            const holds = showAnswer && i === answerBucket;
            return (
              <li key={i} className={classes.barSlot}>
                <span className={classes.srOnly}>
                  {t(holds ? 'screen.number.bucketAnswer' : 'screen.number.bucket', { range: rangeOf(b), count: b.count })}
                </span>
                <span className={classes.count} aria-hidden="true">
                  {holds && <Icon path={mdiCheckBold} size={size === 'screen' ? 22 : 14} />}
                  {b.count > 0 ? b.count : ''}
                </span>
                <span
                  className={`${classes.bar} ${holds ? classes.barAnswer : ''}`}
                  style={{ height: `${(b.count / most) * 100}%` }}
                  aria-hidden="true"
                />
              </li>
            );
          })}
        </ol>
        {showAnswer && tolerance > 0 && (
          <div
            className={classes.band}
            style={{
              left: at(Math.max(min, answer - tolerance), 'left'),
              right: `calc(100% - ${at(Math.min(max, answer + tolerance), 'right')})`,
            }}
            aria-hidden="true"
          />
        )}
        {showAnswer && <div className={classes.marker} style={{ left: at(answer) }} aria-hidden="true" />}
      </div>
      <div className={classes.axis} aria-hidden="true">
        {perValue
          ? buckets.map((b, i) =>
              i % stride === 0 || i === n - 1 ? (
                <span key={i} className={classes.tick} style={{ left: `${((i + 0.5) / n) * 100}%` }}>
                  {fmt(b.from)}
                </span>
              ) : null,
            )
          : [
              ...buckets.map((b, i) =>
                // Every stride-th start, leaving room before the end's label.
                i % stride === 0 && (i === 0 || n - i >= stride) ? (
                  <span key={i} className={`${classes.tick} ${i === 0 ? classes.tickStart : ''}`} style={{ left: `${(i / n) * 100}%` }}>
                    {fmt(b.from)}
                  </span>
                ) : null,
              ),
              <span key="end" className={`${classes.tick} ${classes.tickEnd}`} style={{ left: '100%' }}>
                {fmt(max)}
              </span>,
            ]}
      </div>
    </figure>
  );
}
