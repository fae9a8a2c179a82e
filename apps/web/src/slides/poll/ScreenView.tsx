import type { PollSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { answerStyle } from '../common/palette';
import { ScreenFrame, ScreenQuestion } from '../common/ScreenParts';
import screen from '../common/Screen.module.css';
import type { ScreenViewProps } from '../types';
import classes from './Poll.module.css';

/**
 * A bar per option with its share. Polls are not scored, so the bars grow while people still
 * vote (SPEC R7.4): the room sees itself answer, which is most of a poll's fun.
 */
export function PollScreenView({ slide, step, results, simulated }: ScreenViewProps<PollSlide>) {
  const t = useT();
  const total = results?.total ?? 0;
  const counts = results?.kind === 'choices' ? results.counts : [];
  return (
    <ScreenFrame simulated={simulated && (step === 'results' || total > 0)}>
      <ScreenQuestion text={slide.question} />
      <ul className={`${classes.bars} ${slide.options.length > 5 ? classes.many : ''}`} aria-label={t('screen.poll.perOption')}>
        {slide.options.map((o, i) => {
          const count = counts[i] ?? 0;
          const pct = total > 0 ? Math.round((count / total) * 100) : 0;
          const style = answerStyle(i);
          return (
            <li key={i} className={classes.row}>
              <span className={classes.label}>
                <Icon path={style.shape} size={30} color={style.bg} />
                {o.text || t('screen.option', { number: i + 1 })}
              </span>
              <span className={classes.track}>
                <span className={classes.fill} style={{ display: 'block', width: `${pct}%`, background: style.bg }} />
              </span>
              <span className={classes.value} aria-label={t('screen.poll.share', { count, percent: pct })}>
                {pct}%
              </span>
            </li>
          );
        })}
      </ul>
      <p className={screen.hint} style={{ fontSize: 22 }} aria-live="off">
        {t(step === 'answering' ? 'screen.poll.answering' : 'screen.poll.votes', { count: total })}
      </p>
    </ScreenFrame>
  );
}
