import { mdiCheck, mdiDramaMasks } from '@mdi/js';
import type { TwoTruthsSlide } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import { ChoiceScreen } from '../common/ChoiceScreen';
import { answerStyle } from '../common/palette';
import { ScreenFrame, ScreenQuestion } from '../common/ScreenParts';
import type { ScreenViewProps } from '../types';
import classes from './TwoTruths.module.css';
import { aboutTitle, spottersLine, subjectOf, twoTruthsResultsOf } from './words';

/**
 * The big screen of two truths and a lie (SPEC R19): the statements with the countdown and the
 * answered count while the room votes; at the reveal, the lie (marked in words and by an icon,
 * not by colour alone), how many picked each statement, and who spotted the lie.
 */
export function TwoTruthsScreenView({ slide, step, results, simulated, secondsLeft, secondsTotal, play }: ScreenViewProps<TwoTruthsSlide>) {
  const t = useT();
  const name = subjectOf(slide, play);
  const options = slide.statements.map((text) => ({ text }));
  if (step !== 'reveal') {
    return (
      <ChoiceScreen
        question={name ? t('screen.twotruths.pickAbout', { name }) : t('screen.twotruths.pick')}
        options={options}
        step="answering"
        timeLimit={slide.timeLimit}
        correct={[]}
        results={results}
        simulated={simulated}
        secondsLeft={secondsLeft}
        secondsTotal={secondsTotal}
      />
    );
  }
  const r = twoTruthsResultsOf(results);
  const lie = typeof slide.lieIndex === 'number' ? slide.lieIndex : (r?.lieIndex ?? -1);
  return (
    <ScreenFrame simulated={simulated}>
      <ScreenQuestion text={aboutTitle(t, name)} />
      <ol className={classes.screenStatements}>
        {slide.statements.map((text, i) => {
          const s = answerStyle(i);
          const isLie = i === lie;
          const count = r?.counts[i] ?? 0;
          return (
            <li key={i} className={isLie ? classes.screenLie : classes.screenTruth}>
              <span className={classes.screenChip} style={{ background: s.bg, color: s.ink }} aria-hidden="true">
                <Icon path={s.shape} size={30} color={s.ink} />
              </span>
              <span className={classes.screenText}>{text}</span>
              <span className={classes.screenCount}>{t('screen.answers', { count })}</span>
              <span className={isLie ? classes.screenMarkLie : classes.screenMarkTruth}>
                <Icon path={isLie ? mdiDramaMasks : mdiCheck} size={28} />
                {t(isLie ? 'common.twotruths.lie' : 'common.twotruths.truth')}
              </span>
            </li>
          );
        })}
      </ol>
      {r && <p className={classes.screenSpotters}>{spottersLine(t, r)}</p>}
    </ScreenFrame>
  );
}
