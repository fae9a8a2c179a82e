import { mdiCheckCircle, mdiCloseCircle, mdiTimerSandComplete, mdiTrophy } from '@mdi/js';
import type { ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import { useT } from '../../i18n/speaking';
import type { PersonalResult } from '../types';
import classes from './Phone.module.css';

/*
 * The building blocks of every slide's phone view: plain elements and a CSS module, no
 * component library, so the phone app (ADR 24) stays small and the editor's previews show
 * exactly what a phone shows.
 */

export function PhoneScreen({ children, label }: { children: ReactNode; label?: string }) {
  const t = useT();
  return (
    <section className={classes.screen} aria-label={label ?? t('phone.slide.label')}>
      {children}
    </section>
  );
}

/** The question again on the phone: the room's screen may be far away or hard to read. */
export function PhoneQuestion({ text }: { text: string }) {
  const t = useT();
  return (
    <h2 className={`${classes.question} ${text.length > 90 ? classes.questionLong : ''}`}>{text.trim() || t('phone.slide.question')}</h2>
  );
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

/** After the reveal: right or wrong, the points it earned (the streak bonus apart) and the rank. */
export function PersonalResultView({
  result,
  answered,
  rightAnswer,
}: {
  result?: PersonalResult;
  answered: boolean;
  rightAnswer?: string;
}) {
  const t = useT();
  const rank = result?.rank !== undefined ? <PhoneText>{t('phone.result.place', { rank: result.rank })}</PhoneText> : null;
  if (!result || result.unanswered) {
    return (
      <PhoneStatus icon={mdiTimerSandComplete} title={t(answered ? 'phone.result.recorded' : 'phone.result.noAnswer')} tone="neutral">
        {rightAnswer && <PhoneText>{t('phone.result.rightAnswer', { answer: rightAnswer })}</PhoneText>}
        {rank}
      </PhoneStatus>
    );
  }
  const bonus = result.streakBonus ?? 0;
  return (
    <PhoneStatus
      icon={result.correct ? mdiCheckCircle : mdiCloseCircle}
      title={t(result.correct ? 'phone.result.correct' : answered ? 'phone.result.wrong' : 'phone.result.timeUp')}
      tone={result.correct ? 'correct' : 'wrong'}
    >
      <span className={classes.points}>{t('phone.result.points', { points: result.points })}</span>
      {bonus > 0 && (
        <ul className={classes.breakdown}>
          <li>{t('phone.result.forAnswer', { points: result.points - bonus })}</li>
          <li>{t('phone.result.streakBonus', { bonus, streak: result.streak ?? 0 })}</li>
        </ul>
      )}
      {!result.correct && rightAnswer && <PhoneText>{t('phone.result.rightAnswer', { answer: rightAnswer })}</PhoneText>}
      {rank}
    </PhoneStatus>
  );
}

/** The leaderboard step on a phone: where this participant stands; after the last slide, nothing to keep going for. */
export function PhoneRank({ result, lastSlide }: { result?: PersonalResult; lastSlide?: boolean }) {
  const t = useT();
  if (result?.rank === undefined) {
    return (
      <PhoneStatus icon={mdiTrophy} title={t('phone.rank.title')}>
        <PhoneText>{t('phone.rank.seeScreen')}</PhoneText>
      </PhoneStatus>
    );
  }
  return (
    <PhoneStatus icon={mdiTrophy} title={t('phone.rank.you', { rank: result.rank })} tone="neutral">
      <PhoneText>{t(lastSlide ? 'phone.rank.final' : 'phone.rank.keepGoing')}</PhoneText>
    </PhoneStatus>
  );
}
