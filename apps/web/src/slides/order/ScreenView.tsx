import { mdiCellphone, mdiCheckBold } from '@mdi/js';
import { orderAsShown, type OrderSlide } from '@mingle/shared';
import { useId } from 'react';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { Countdown } from '../common/Countdown';
import { LeaderboardScreen } from '../common/LeaderboardScreen';
import screen from '../common/Screen.module.css';
import { ScreenFrame, ScreenQuestion, ScreenStat } from '../common/ScreenParts';
import type { ScreenViewProps } from '../types';
import classes from './OrderScreen.module.css';

/**
 * The big screen of an order slide: the items in the shown order while the room answers
 * (never numbered, so nothing hints at places), the correct order at the reveal with how many
 * put each item in its place. Works from the full slide (previews) or public content (live).
 */
export function OrderScreenView({ slide, step, results, simulated, secondsLeft, secondsTotal, standings }: ScreenViewProps<OrderSlide>) {
  const t = useT();
  const captionId = useId();
  const { items, solution } = orderAsShown(slide);
  const name = (i: number) => items[i]?.trim() || t('screen.option', { number: i + 1 });
  const many = items.length > 4;

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

  const order = results?.kind === 'order' ? results : null;
  const total = results?.total ?? 0;

  if (step === 'reveal' && solution) {
    return (
      <ScreenFrame simulated={simulated}>
        <ScreenQuestion text={slide.question} />
        <div className={screen.middle}>
          <section className={classes.column} aria-labelledby={captionId}>
            <h3 id={captionId} className={classes.caption}>
              {t('screen.order.correctOrder')}
            </h3>
            <ol className={`${classes.items} ${many ? classes.many : ''}`}>
              {solution.map((shownIndex, place) => {
                const count = order?.inPlace[place] ?? 0;
                return (
                  <li key={place} className={`${classes.item} ${classes.revealed}`}>
                    <span className={classes.place} aria-hidden="true">
                      {place + 1}
                    </span>
                    <span className={classes.text}>{name(shownIndex)}</span>
                    {order && (
                      <span className={classes.count} aria-label={t('screen.order.inPlace', { count })}>
                        <Icon path={mdiCheckBold} size={24} />
                        {count}
                      </span>
                    )}
                  </li>
                );
              })}
            </ol>
          </section>
          {order && <ScreenStat value={order.allRight} label={t('screen.order.allRightWord', { count: order.allRight })} />}
        </div>
        {slide.explanation?.trim() && <p className={screen.explanation}>{slide.explanation}</p>}
      </ScreenFrame>
    );
  }

  return (
    <ScreenFrame simulated={simulated && total > 0}>
      <ScreenQuestion text={slide.question} />
      <div className={screen.middle}>
        <Countdown secondsLeft={secondsLeft ?? slide.timeLimit} total={secondsTotal ?? slide.timeLimit} />
        <ul className={`${classes.items} ${classes.shown} ${many ? classes.many : ''}`} aria-label={t('screen.order.hint')}>
          {items.map((_, i) => (
            <li key={i} className={classes.item}>
              <span className={classes.text}>{name(i)}</span>
            </li>
          ))}
        </ul>
        <ScreenStat value={total} label={t('screen.answersWord', { count: total })} />
      </div>
      <p className={screen.hint} style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 12, fontSize: 26 }}>
        <Icon path={mdiCellphone} size={32} /> {t('screen.order.hint')}
      </p>
    </ScreenFrame>
  );
}
