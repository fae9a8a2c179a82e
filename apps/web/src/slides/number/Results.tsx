import { Text } from '@mantine/core';
import { numberDecimals, numberStep, type NumberSlide } from '@mingle/shared';
import { useLocale, useT } from '../../i18n';
import { ResultsShell } from '../common/ResultsParts';
import type { ResultsProps } from '../types';
import { Histogram } from './Histogram';
import classes from './Number.module.css';
import { formatNumber } from './numberText';

/** The host's and the report's view of the guesses: the distribution with the answer marked, and its figures. */
export function NumberResults({ slide, results, simulated }: ResultsProps<NumberSlide>) {
  const t = useT();
  const locale = useLocale();
  const decimals = numberDecimals(slide);
  const fmt = (v: number) => formatNumber(v, decimals, locale);
  if (results.kind !== 'numbers') return null;
  return (
    <ResultsShell total={results.total} simulated={simulated} unit="screen.number.guesses">
      {results.total === 0 ? (
        <Text c="dimmed">{t('screen.number.none')}</Text>
      ) : (
        <>
          <Histogram results={results} min={slide.min} max={slide.max} step={numberStep(decimals)} fmt={fmt} size="panel" showAnswer />
          <ul className={classes.panelStats}>
            {results.median !== null && (
              <li>
                {t('screen.number.median')}: {fmt(results.median)}
              </li>
            )}
            <li>{t('screen.number.inside', { count: results.inside, tolerance: fmt(results.tolerance) })}</li>
          </ul>
        </>
      )}
    </ResultsShell>
  );
}
