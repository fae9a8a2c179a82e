import { mdiCheckCircle, mdiCloseCircle, mdiTimerSandComplete, mdiTrophy } from '@mdi/js';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import type { PersonalResult } from '../types';
import classes from './Phone.module.css';

export function PhoneScreen({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <section className={classes.screen} aria-label={label ?? 'Phone'}>
      {children}
    </section>
  );
}

/** The question again on the phone: the room's screen may be far away or hard to read. */
export function PhoneQuestion({ text }: { text: string }) {
  return <h2 className={`${classes.question} ${text.length > 90 ? classes.questionLong : ''}`}>{text.trim() || 'Question'}</h2>;
}

interface PhoneStatusProps {
  icon?: string;
  title: string;
  children?: ReactNode;
  tone?: 'plain' | 'correct' | 'wrong' | 'neutral';
}

/** A full-height message: waiting, answer sent, your result. */
export function PhoneStatus({ icon, title, children, tone = 'plain' }: PhoneStatusProps) {
  const toneClass =
    tone === 'plain'
      ? ''
      : `${classes.result} ${tone === 'correct' ? classes.resultCorrect : tone === 'wrong' ? classes.resultWrong : classes.resultNeutral}`;
  return (
    <div className={`${classes.status} ${toneClass}`} role="status">
      {icon && <Icon path={icon} size={64} />}
      <p className={classes.statusTitle}>{title}</p>
      {children}
    </div>
  );
}

export function PhoneText({ children }: { children: ReactNode }) {
  return <p className={classes.statusText}>{children}</p>;
}

const ordinal = (n: number) => {
  const s = ['th', 'st', 'nd', 'rd'];
  const v = n % 100;
  return `${n}${s[(v - 20) % 10] ?? s[v] ?? s[0]}`;
};

/** After the reveal: right or wrong, and the points it earned. */
export function PersonalResultView({
  result,
  answered,
  rightAnswer,
}: {
  result?: PersonalResult;
  answered: boolean;
  rightAnswer?: string;
}) {
  if (!result) {
    return (
      <PhoneStatus icon={mdiTimerSandComplete} title={answered ? 'Answer recorded' : 'No answer this time'} tone="neutral">
        {rightAnswer && <PhoneText>The answer: {rightAnswer}</PhoneText>}
      </PhoneStatus>
    );
  }
  return (
    <PhoneStatus
      icon={result.correct ? mdiCheckCircle : mdiCloseCircle}
      title={result.correct ? 'Correct!' : answered ? 'Not this time' : 'Time’s up'}
      tone={result.correct ? 'correct' : 'wrong'}
    >
      <span className={classes.points}>+{result.points} points</span>
      {!result.correct && rightAnswer && <PhoneText>The answer: {rightAnswer}</PhoneText>}
      {result.rank !== undefined && <PhoneText>You are in {ordinal(result.rank)} place</PhoneText>}
    </PhoneStatus>
  );
}

/** The leaderboard step on a phone: where this participant stands. */
export function PhoneRank({ result }: { result?: PersonalResult }) {
  if (result?.rank === undefined) {
    return (
      <PhoneStatus icon={mdiTrophy} title="Leaderboard">
        <PhoneText>See who is on top on the big screen.</PhoneText>
      </PhoneStatus>
    );
  }
  return (
    <PhoneStatus icon={mdiTrophy} title={`You are ${ordinal(result.rank)}`} tone="neutral">
      <PhoneText>Keep going: every question counts.</PhoneText>
    </PhoneStatus>
  );
}

export { ordinal };
