import { useId } from 'react';
import { mdiCellphone, mdiCheckBold, mdiClose } from '@mdi/js';
import type { TypeAnswerSlide, TypedResults } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { Countdown } from '../common/Countdown';
import { LeaderboardScreen } from '../common/LeaderboardScreen';
import screen from '../common/Screen.module.css';
import { ScreenFrame, ScreenImage, ScreenQuestion, ScreenStat } from '../common/ScreenParts';
import type { ScreenViewProps } from '../types';
import { acceptedOf } from './accepted';
import classes from './TypeAnswerScreen.module.css';

/** The big screen of a type-answer question, step by step, as a quiz's. */
export function TypeAnswerScreenView({
  slide,
  step,
  results,
  simulated,
  secondsLeft,
  secondsTotal,
  standings,
}: ScreenViewProps<TypeAnswerSlide>) {
  const t = useT();
  if (step === 'leaderboard')
    return <LeaderboardScreen title={t('screen.leaderboard')} top={5} podium={false} standings={standings} simulated={simulated} />;

  if (step === 'question') {
    return (
      <ScreenFrame>
        <div className={screen.middle} style={{ flexDirection: 'column', justifyContent: 'center' }}>
          <ScreenQuestion text={slide.question} hero />
          {slide.image && (
            <div className={screen.image} style={{ maxHeight: 300 }}>
              <img src={slide.image} alt="" />
            </div>
          )}
        </div>
        <p className={screen.hint}>{t('screen.getReady')}</p>
      </ScreenFrame>
    );
  }

  const total = results?.total ?? 0;
  if (step === 'reveal') {
    const typed = results?.kind === 'typed' ? results : undefined;
    return <Reveal slide={slide} results={typed} simulated={simulated} />;
  }

  return (
    <ScreenFrame simulated={simulated && total > 0}>
      <ScreenQuestion text={slide.question} />
      <div className={screen.middle}>
        <Countdown secondsLeft={secondsLeft ?? slide.timeLimit} total={secondsTotal ?? slide.timeLimit} />
        <ScreenImage
          src={slide.image}
          fallback={
            // An answer box, as on the phones: what to do, drawn rather than said twice.
            <span className={classes.answerBox}>
              <Icon path={mdiCellphone} size={40} />
              {t('screen.typeanswer.ask')}
              <span className={classes.caret} aria-hidden="true" />
            </span>
          }
        />
        <ScreenStat value={total} label={t('screen.answersWord', { count: total })} />
      </div>
      {(slide.image || slide.typoTolerance) && (
        <p className={classes.askBar}>
          {slide.image && <span>{t('screen.typeanswer.ask')}</span>}
          {slide.typoTolerance && <span className={classes.askTypos}>{t('screen.typeanswer.typos')}</span>}
        </p>
      )}
    </ScreenFrame>
  );
}

function Reveal({ slide, results, simulated }: { slide: TypeAnswerSlide; results?: TypedResults; simulated?: boolean }) {
  const t = useT();
  const accepted = acceptedOf(slide);
  const total = results?.total ?? 0;
  const rows = results?.answers ?? [];
  const max = Math.max(1, ...rows.map((r) => r.count));
  const id = useId();
  return (
    <ScreenFrame simulated={simulated}>
      <ScreenQuestion text={slide.question} />
      <div className={classes.reveal}>
        <section className={classes.accepted} aria-labelledby={`${id}-accepted`}>
          <h3 id={`${id}-accepted`} className={classes.acceptedTitle}>
            {t('screen.typeanswer.accepted', { count: Math.max(1, accepted.length) })}
          </h3>
          <ul className={classes.acceptedList}>
            {accepted.map((a, i) => (
              <li key={i}>
                <Icon path={mdiCheckBold} size={30} color="#1b7f0b" />
                <span>{a}</span>
              </li>
            ))}
          </ul>
          {results && <p className={classes.score}>{t('screen.typeanswer.correctCount', { correct: results.correctCount, total })}</p>}
        </section>
        <section className={classes.given} aria-labelledby={`${id}-given`}>
          <h3 id={`${id}-given`} className={classes.givenTitle}>
            {t('screen.typeanswer.given')}
          </h3>
          {rows.length === 0 ? (
            <p className={classes.none}>{t('screen.typeanswer.none')}</p>
          ) : (
            <ul className={classes.rows}>
              {rows.map((r, i) => (
                <li
                  key={i}
                  className={`${classes.row} ${r.correct ? classes.rowCorrect : ''}`}
                  aria-label={t(r.correct ? 'screen.typeanswer.rowCorrect' : 'screen.typeanswer.row', { text: r.text, count: r.count })}
                >
                  {/* The bar is the share of the most given answer, so the top answer fills its row. */}
                  <span className={classes.fill} style={{ width: `${(r.count / max) * 100}%` }} aria-hidden="true" />
                  <span className={classes.mark} aria-hidden="true">
                    <Icon path={r.correct ? mdiCheckBold : mdiClose} size={26} color={r.correct ? '#1b7f0b' : '#ffffff'} />
                  </span>
                  <span className={classes.rowText} aria-hidden="true">
                    {r.text}
                  </span>
                  <span className={classes.rowCount} aria-hidden="true">
                    {r.count}
                  </span>
                </li>
              ))}
            </ul>
          )}
          {(results?.others ?? 0) > 0 && <p className={classes.others}>{t('screen.typeanswer.others', { count: results!.others })}</p>}
        </section>
      </div>
      {slide.explanation?.trim() && <p className={screen.explanation}>{slide.explanation}</p>}
    </ScreenFrame>
  );
}
