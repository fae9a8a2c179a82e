import { ConnectionPill } from '../../live/ConnectionPill';
import type { ConnectionStatus } from '../../live/socketTypes';
import classes from './Play.module.css';

const fmt = (n: number) => n.toLocaleString('en-US');

/** Who I am, how I stand and whether I am connected: on every screen of the game. */
export function PlayHeader({ nickname, score, status }: { nickname: string; score: number | null; status: ConnectionStatus }) {
  return (
    <header className={classes.header}>
      <span className={classes.nickname} aria-label={`You are ${nickname}`}>
        {nickname}
      </span>
      <ConnectionPill status={status} />
      {score !== null && (
        <span className={classes.score} aria-label={`Your score: ${fmt(score)} points`}>
          {fmt(score)} pts
        </span>
      )}
    </header>
  );
}

/** Time left to answer, from the server's deadline; the bar empties as it runs out, over the whole answering time. */
export function PlayTimer({ msLeft, totalMs, paused }: { msLeft: number; totalMs: number | null; paused: boolean }) {
  const seconds = Math.ceil(msLeft / 1000);
  const width = totalMs ? Math.max(0, Math.min(100, (msLeft / totalMs) * 100)) : 0;
  return (
    <div className={classes.timer} role="timer" aria-label={paused ? `Paused, ${seconds} seconds left` : `${seconds} seconds left`}>
      <span>{paused ? 'Paused' : 'Time left'}</span>
      <span aria-hidden="true">{seconds} s</span>
      {totalMs ? (
        <span className={`${classes.timerBar} ${seconds <= 5 ? classes.timerUrgent : ''}`} style={{ width: `${width}%` }} />
      ) : null}
    </div>
  );
}
