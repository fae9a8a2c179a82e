import { useT } from '../../i18n';
import classes from './Screen.module.css';

interface CountdownProps {
  secondsLeft: number;
  /** The whole answering time the ring stands for, added time included. */
  total: number;
}

/** A ring that empties as time runs out; the number stays the loudest thing in it. */
export function Countdown({ secondsLeft, total }: CountdownProps) {
  const t = useT();
  const r = 54;
  const circumference = 2 * Math.PI * r;
  // The number is the server's deadline and nothing else: a total that is too small (time
  // was added) may fill the ring, but must never cap the seconds the room is told.
  const left = Math.max(0, secondsLeft);
  const fraction = total > 0 ? Math.min(1, left / total) : 0;
  const urgent = left <= 5;
  return (
    <div className={classes.countdown} role="timer" aria-label={t('screen.secondsLeft', { seconds: Math.ceil(left) })}>
      <svg viewBox="0 0 120 120" width={150} height={150} aria-hidden="true">
        <circle cx="60" cy="60" r={r} fill="#1b1140" stroke="rgba(255,255,255,0.18)" strokeWidth="10" />
        <circle
          cx="60"
          cy="60"
          r={r}
          fill="none"
          stroke={urgent ? '#ff5a5f' : '#ffc94d'}
          strokeWidth="10"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - fraction)}
          transform="rotate(-90 60 60)"
        />
      </svg>
      <span className={classes.countdownNumber}>{Math.ceil(left)}</span>
    </div>
  );
}
