import { mdiCellphone, mdiCheckBold } from '@mdi/js';
import { numberDecimals, numberStep, type NumberSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useLocale, useT } from '../../i18n';
import { Countdown } from '../common/Countdown';
import { LeaderboardScreen } from '../common/LeaderboardScreen';
import screen from '../common/Screen.module.css';
import { ScreenFrame, ScreenImage, ScreenQuestion, ScreenStat } from '../common/ScreenParts';
import type { ScreenViewProps } from '../types';
import { Histogram } from './Histogram';
import classes from './Number.module.css';
import { formatNumber } from './numberText';

/** The big screen of guess the number, step by step; the distribution and the answer at the reveal. */
export function NumberScreenView({ slide, step, results, simulated, secondsLeft, secondsTotal, standings }: ScreenViewProps<NumberSlide>) {
  const t = useT();
  const locale = useLocale();
  const decimals = numberDecimals(slide);
  const fmt = (v: number) => formatNumber(v, decimals, locale);
  const range = { min: fmt(slide.min), max: fmt(slide.max) };

  if (step === 'leaderboard')
    return <LeaderboardScreen title={t('screen.leaderboard')} top={5} podium={false} standings={standings} simulated={simulated} />;

  if (step === 'question') {
    return (
      <ScreenFrame>
        <div className={screen.middle} style={{ flexDirection: 'column', justifyContent: 'center' }}>
          <ScreenQuestion text={slide.question} hero />
          {slide.image && (
            <div className={screen.image} style={{ maxHeight: 260 }}>
              <img src={slide.image} alt="" />
            </div>
          )}
        </div>
        <p className={screen.hint}>{t('screen.getReady')}</p>
      </ScreenFrame>
    );
  }

  const numbers = results?.kind === 'numbers' ? results : undefined;
  const total = results?.total ?? 0;

  if (step === 'reveal' && typeof slide.answer === 'number') {
    const truth =
      slide.tolerance > 0 ? t('screen.number.solution', { answer: fmt(slide.answer), tolerance: fmt(slide.tolerance) }) : fmt(slide.answer);
    return (
      <ScreenFrame simulated={simulated}>
        <ScreenQuestion text={slide.question} />
        <div className={screen.middle} style={{ alignItems: 'stretch' }}>
          {numbers && total > 0 ? (
            <Histogram results={numbers} min={slide.min} max={slide.max} step={numberStep(decimals)} fmt={fmt} size="screen" showAnswer />
          ) : (
            <p className={screen.hint} style={{ alignSelf: 'center', flex: 1 }}>
              {t('screen.number.none')}
            </p>
          )}
        </div>
        <ul className={classes.stats}>
          <li className={`${classes.stat} ${classes.statAnswer}`}>
            {t('screen.number.answer')}
            <span className={classes.statValue}>
              <Icon path={mdiCheckBold} size={30} />
              {truth}
            </span>
          </li>
          {numbers?.median != null && (
            <li className={classes.stat}>
              {t('screen.number.median')}
              <span className={classes.statValue}>{fmt(numbers.median)}</span>
            </li>
          )}
          <li className={classes.stat}>
            {t('screen.number.insideLabel', { tolerance: fmt(slide.tolerance) })}
            <span className={classes.statValue}>{t('screen.number.insideValue', { inside: numbers?.inside ?? 0, total })}</span>
          </li>
        </ul>
        {slide.explanation?.trim() && <p className={screen.explanation}>{slide.explanation}</p>}
      </ScreenFrame>
    );
  }

  return (
    <ScreenFrame simulated={simulated && total > 0}>
      <ScreenQuestion text={slide.question} />
      <div className={screen.middle}>
        <Countdown secondsLeft={secondsLeft ?? slide.timeLimit} total={secondsTotal ?? slide.timeLimit} />
        <ScreenImage
          src={slide.image}
          fallback={
            <span className={screen.hint} style={{ display: 'flex', alignItems: 'center', gap: 12, opacity: 0.7 }}>
              <Icon path={mdiCellphone} size={40} /> {t('screen.answerOnPhone')}
            </span>
          }
        />
        <ScreenStat value={total} label={t('screen.answersWord', { count: total })} />
      </div>
      <div className={classes.ruler} aria-hidden="true">
        <span>{range.min}</span>
        <span className={classes.rulerLine} />
        <span>{range.max}</span>
      </div>
      <p className={screen.hint}>
        {t('screen.number.ask', range)}
        {slide.tolerance > 0 && ` · ${t('screen.number.tolerance', { tolerance: fmt(slide.tolerance) })}`}
      </p>
    </ScreenFrame>
  );
}
