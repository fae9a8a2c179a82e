import { mdiCellphone } from '@mdi/js';
import type { SlideResults, StepName } from '@mingle/shared';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import type { Standing } from '../types';
import { Countdown } from './Countdown';
import { LeaderboardScreen } from './LeaderboardScreen';
import type { AnswerStyle } from './palette';
import classes from './Screen.module.css';
import { ChoiceColumns, ChoiceTiles, ScreenFrame, ScreenImage, ScreenQuestion, ScreenStat, type TileOption } from './ScreenParts';

interface ChoiceScreenProps {
  question: string;
  image?: string;
  options: readonly TileOption[];
  styles?: readonly AnswerStyle[];
  step: StepName;
  timeLimit: number;
  /** The solution, drawn only at the reveal. */
  correct: readonly number[];
  explanation?: string;
  results?: SlideResults;
  simulated?: boolean;
  secondsLeft?: number;
  /** The whole answering time, added time included; the time limit when absent. */
  secondsTotal?: number;
  standings?: readonly Standing[];
}

/** The big screen of a scored choice question (quiz, true or false), step by step. */
export function ChoiceScreen(props: ChoiceScreenProps) {
  const {
    question,
    image,
    options,
    styles,
    step,
    timeLimit,
    correct,
    explanation,
    results,
    simulated,
    secondsLeft,
    secondsTotal,
    standings,
  } = props;
  const t = useT();

  if (step === 'leaderboard')
    return <LeaderboardScreen title={t('screen.leaderboard')} top={5} podium={false} standings={standings} simulated={simulated} />;

  if (step === 'question') {
    return (
      <ScreenFrame>
        <div className={classes.middle} style={{ flexDirection: 'column', justifyContent: 'center' }}>
          <ScreenQuestion text={question} hero />
          {image && (
            <div className={classes.image} style={{ maxHeight: 300 }}>
              <img src={image} alt="" />
            </div>
          )}
        </div>
        <p className={classes.hint}>{t('screen.getReady')}</p>
      </ScreenFrame>
    );
  }

  const counts = results?.kind === 'choices' ? results.counts : options.map(() => 0);
  const total = results?.total ?? 0;

  if (step === 'reveal') {
    return (
      <ScreenFrame simulated={simulated}>
        <ScreenQuestion text={question} />
        <div className={classes.middle}>
          <ChoiceColumns counts={counts} correct={correct} styles={styles} />
        </div>
        {explanation?.trim() && <p className={classes.explanation}>{explanation}</p>}
        <ChoiceTiles options={options} styles={styles} correct={correct} compact />
      </ScreenFrame>
    );
  }

  return (
    <ScreenFrame simulated={simulated && total > 0}>
      <ScreenQuestion text={question} />
      <div className={classes.middle}>
        <Countdown secondsLeft={secondsLeft ?? timeLimit} total={secondsTotal ?? timeLimit} />
        <ScreenImage
          src={image}
          fallback={
            <span className={classes.hint} style={{ display: 'flex', alignItems: 'center', gap: 12, opacity: 0.7 }}>
              <Icon path={mdiCellphone} size={40} /> {t('screen.answerOnPhone')}
            </span>
          }
        />
        <ScreenStat value={total} label={t('screen.answersWord', { count: total })} />
      </div>
      <ChoiceTiles options={options} styles={styles} />
    </ScreenFrame>
  );
}
