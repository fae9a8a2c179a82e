import type { PollSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { answerStyle } from '../common/palette';
import { ChoiceTiles, ScreenFrame, ScreenImage, ScreenQuestion, ScreenStat } from '../common/ScreenParts';
import screen from '../common/Screen.module.css';
import type { ScreenViewProps } from '../types';
import classes from './Poll.module.css';

/** Voting shows the options and how many voted; results show a bar per option with its share. */
export function PollScreenView({ slide, step, results, simulated }: ScreenViewProps<PollSlide>) {
  const total = results?.total ?? 0;
  if (step !== 'results') {
    return (
      <ScreenFrame simulated={simulated && total > 0}>
        <ScreenQuestion text={slide.question} />
        <div className={screen.middle}>
          <ScreenImage src={slide.image} />
          <ScreenStat value={total} label={total === 1 ? 'vote' : 'votes'} />
        </div>
        <ChoiceTiles options={slide.options} compact />
      </ScreenFrame>
    );
  }
  const counts = results?.kind === 'choices' ? results.counts : slide.options.map(() => 0);
  return (
    <ScreenFrame simulated={simulated}>
      <ScreenQuestion text={slide.question} />
      <ul className={`${classes.bars} ${slide.options.length > 5 ? classes.many : ''}`}>
        {slide.options.map((o, i) => {
          const pct = total > 0 ? Math.round(((counts[i] ?? 0) / total) * 100) : 0;
          const style = answerStyle(i);
          return (
            <li key={i} className={classes.row}>
              <span className={classes.label}>
                <Icon path={style.shape} size={30} color={style.bg} />
                {o.text || `Option ${i + 1}`}
              </span>
              <span className={classes.track}>
                <span className={classes.fill} style={{ display: 'block', width: `${pct}%`, background: style.bg }} />
              </span>
              <span className={classes.value}>{pct}%</span>
            </li>
          );
        })}
      </ul>
      <p className={screen.hint} style={{ fontSize: 22 }}>
        {total} {total === 1 ? 'vote' : 'votes'}
      </p>
    </ScreenFrame>
  );
}
