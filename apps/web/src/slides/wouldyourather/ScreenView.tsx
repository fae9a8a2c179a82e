import type { CSSProperties } from 'react';
import type { WouldYouRatherSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { answerStyle } from '../common/palette';
import { SAMPLE_STANDINGS } from '../common/samplePlayers';
import { ScreenFrame, ScreenQuestion } from '../common/ScreenParts';
import screen from '../common/Screen.module.css';
import type { ScreenViewProps } from '../types';
import { sidesOf, splitOf, type SideView } from './sides';
import classes from './WouldYouRather.module.css';

/** Names a preview shows in place of real ones, labelled "Simulated answers" with the rest. */
const SAMPLE_NAMES = SAMPLE_STANDINGS.map((s) => s.nickname);

/**
 * The room split in two: A on the left, B on the right, each half filling from the bottom
 * with its share as people pick (live, like polls: SPEC R7.4). At the results, each half
 * names a few of the people on it (R18.4), when the slide shows names.
 */
export function WouldYouRatherScreenView({ slide, step, results, simulated }: ScreenViewProps<WouldYouRatherSlide>) {
  const t = useT();
  const split = splitOf(results);
  const atResults = step === 'results';
  const namesOf = (side: 0 | 1): string[] | null => {
    if (!atResults || !slide.showNames) return null;
    const real = split.names?.[side] ?? [];
    // Previews have counts but nobody to name: sample names, as simulated as the counts.
    if (simulated && real.length === 0 && split.counts[side] > 0)
      return SAMPLE_NAMES.slice(side * 5, side * 5 + Math.min(5, split.counts[side]));
    return real;
  };
  return (
    <ScreenFrame simulated={simulated && (atResults || split.total > 0)}>
      <div className={classes.header}>
        {slide.image && <img className={classes.headerImage} src={slide.image} alt="" />}
        <div className={classes.headerQuestion}>
          <ScreenQuestion text={slide.question.trim() || t('screen.wyr.title')} />
        </div>
      </div>
      <div className={classes.halves}>
        <ul className={classes.sides} aria-label={t('screen.wyr.sides')}>
          {sidesOf(slide).map((side) => (
            <ScreenSide
              key={side.letter}
              side={side}
              count={split.counts[side.index]}
              percent={split.percents[side.index]}
              names={namesOf(side.index)}
              leads={atResults && split.counts[side.index] > split.counts[1 - side.index]!}
            />
          ))}
        </ul>
        <span className={classes.or} aria-hidden="true">
          {t('screen.wyr.or')}
        </span>
      </div>
      <p className={screen.hint} style={{ fontSize: 22 }} aria-live="off">
        {t(atResults ? 'screen.poll.votes' : 'screen.wyr.answering', { count: split.total })}
      </p>
    </ScreenFrame>
  );
}

function ScreenSide({
  side,
  count,
  percent,
  names,
  leads,
}: {
  side: SideView;
  count: number;
  percent: number;
  names: string[] | null;
  leads: boolean;
}) {
  const t = useT();
  const style = answerStyle(side.index);
  const text = side.text.trim() || t('screen.wyr.option', { side: side.letter });
  const more = names ? count - names.length : 0;
  const vars = { '--side': style.bg, '--ink': style.ink, '--fill': `${percent}%` } as CSSProperties;
  return (
    <li
      className={`${classes.side} ${leads ? classes.sideLeads : ''} ${names?.length ? classes.sideNamed : ''}`}
      style={vars}
      aria-label={t('screen.wyr.side', { side: side.letter, text, count, percent })}
    >
      <span className={classes.fill} aria-hidden="true" />
      <div className={classes.sideBody}>
        <span className={classes.sideMark} aria-hidden="true">
          <Icon path={style.shape} size={28} color={style.ink} />
          {side.letter}
        </span>
        {side.image && (
          <div className={classes.sideImage}>
            <img src={side.image} alt="" />
          </div>
        )}
        <span className={`${classes.sideText} ${text.length > 90 ? classes.sideTextLonger : text.length > 50 ? classes.sideTextLong : ''}`}>
          {text}
        </span>
        <span className={classes.percent} aria-hidden="true">
          {percent}%
        </span>
        {names && names.length > 0 && (
          <ul className={classes.names} aria-label={t('screen.wyr.names', { side: side.letter })}>
            {names.map((name, i) => (
              <li key={`${i}:${name}`} className={classes.name}>
                {name}
              </li>
            ))}
            {more > 0 && <li className={`${classes.name} ${classes.nameMore}`}>{t('screen.wyr.more', { count: more })}</li>}
          </ul>
        )}
      </div>
    </li>
  );
}
